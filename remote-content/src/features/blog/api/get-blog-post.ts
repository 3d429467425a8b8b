import type { BlogPost } from '@cargora/shared/contracts';
import { apiGet } from '@cargora/shared/runtime';

/** GET /misc/blogs/:id: one post, in the page's language or the English it was written in. */
export const getBlogPost = (request: Request, id: number) => apiGet<BlogPost>(request, `/misc/blogs/${id}`);
