import { BLOG_SORTS, type BlogPost, type BlogSort, type Page } from '@cargora/shared/contracts';
import { apiGet, apiGetOptional } from '@cargora/shared/runtime';

export { BLOG_SORTS, type BlogSort };

export interface BlogQuery {
  sort: BlogSort;
  page: number;
  pageSize: number;
}

/** GET /misc/blogs: a page of posts in the page's language (a failure is the page's). */
export const getBlogs = (request: Request, query: BlogQuery) =>
  apiGet<Page<BlogPost>>(request, '/misc/blogs', { ...query });

/** The same, for a side list: null when it fails. */
export const getBlogsOptional = (request: Request, query: BlogQuery) =>
  apiGetOptional<Page<BlogPost>>(request, '/misc/blogs', { ...query });
