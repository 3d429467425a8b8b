import { BLOG_SORTS, type BlogPost, type BlogSort, type Page } from '@cargora/shared/contracts';
import { apiGet, apiGetOptional } from '@cargora/shared/runtime';

export { BLOG_SORTS, type BlogSort };

export interface BlogQuery {
  sort: BlogSort;
  page: number;
  pageSize: number;
}

/** A post as a list shows it (a card): without its paragraphs, which the page's state would carry for nothing. */
export type ListedPost = Omit<BlogPost, 'body'>;

function listed(page: Page<BlogPost>): Page<ListedPost> {
  return { ...page, items: page.items.map(({ body: _body, ...post }) => post) };
}

/** GET /misc/blogs: a page of posts in the page's language, as a list shows them (a failure is the page's). */
export const getBlogs = async (request: Request, query: BlogQuery) => listed(await apiGet<Page<BlogPost>>(request, '/misc/blogs', { ...query }));

/** The same, for a side list: null when it fails. */
export async function getBlogsOptional(request: Request, query: BlogQuery) {
  const page = await apiGetOptional<Page<BlogPost>>(request, '/misc/blogs', { ...query });
  return page && listed(page);
}
