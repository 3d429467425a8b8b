import type { BlogPost, ContentLang } from '@cargora/shared/contracts';
import { useApi } from '@cargora/shared/runtime';

/** A null id (invalid in the URL) makes no request. */
export function useBlogPost(id: number | null, lang: ContentLang) {
  return useApi<BlogPost>(id === null ? null : `/misc/blogs/${id}`, { lang });
}
