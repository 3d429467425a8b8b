import { useApi, type BlogPost } from '@cargora/shared';

/** A null id (invalid in the URL) makes no request. */
export function useBlogPost(id: number | null, lang: 'en' | 'fr') {
  return useApi<BlogPost>(id === null ? null : `/misc/blogs/${id}`, { lang });
}
