import {
  type BlogPost,
  type Page,
  BLOG_SORTS,
  type BlogSort,
  type ContentLang,
} from '@cargora/shared/contracts';
import { useApi } from '@cargora/shared/runtime';

export { BLOG_SORTS, type BlogSort };

export interface BlogQuery {
  lang: ContentLang;
  sort: BlogSort;
  page: number;
  pageSize: number;
}

export function useBlogs(query: BlogQuery) {
  return useApi<Page<BlogPost>>('/misc/blogs', { ...query });
}
