import { useApi, type BlogPost, type ContentLang } from '@cargora/shared';

/** A null id (invalid in the URL) makes no request. */
export function useBlogPost(id: number | null, lang: ContentLang) {
  return useApi<BlogPost>(id === null ? null : `/misc/blogs/${id}`, { lang });
}
