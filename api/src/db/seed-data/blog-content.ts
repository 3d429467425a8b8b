// Cargora Reads: twenty posts, each about its own topic.
import type { BlogPostSeed } from './content-types';
import { BLOG_READS_1 } from './blog/reads-1';
import { BLOG_READS_2 } from './blog/reads-2';

export type { BlogPostSeed } from './content-types';
export const BLOG_POSTS: BlogPostSeed[] = [...BLOG_READS_1, ...BLOG_READS_2];
