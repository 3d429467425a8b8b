import { useApi, type BlogPost, type Page } from '@cargora/shared';

export type BlogSort = 'newest' | 'popular';
export const BLOG_SORTS: readonly BlogSort[] = ['newest', 'popular'];

export interface BlogQuery {
  lang: 'en' | 'fr';
  sort: BlogSort;
  page: number;
  pageSize: number;
}

export function useBlogs(query: BlogQuery) {
  return useApi<Page<BlogPost>>('/misc/blogs', { ...query });
}
