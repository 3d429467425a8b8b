// Test data shared by the content remote's tests (http stubs come from @cargora/shared/testing).
import type { BlogPost, HelpArticle } from '@cargora/shared/contracts';

/** A blog post with made-up text (`post-<id>`, "Excerpt <id>"). */
export const blogPost = (id: number, title: string, lang: BlogPost['lang'] = 'en'): BlogPost => ({
  id,
  slug: `post-${id}`,
  title,
  excerpt: `Excerpt ${id}`,
  body: ['p'],
  author: 'Ana Ruiz',
  coverUrl: `http://files.test/${id}.svg`,
  publishedAt: '2024-08-28T00:00:00.000Z',
  readMinutes: 6,
  views: 100,
  lang,
});

/** A help article of topic 4 with three steps. */
export const helpArticle = (id: number, title: string): HelpArticle => ({
  id,
  topicId: 4,
  title,
  summary: 's',
  steps: ['a', 'b', 'c'],
  tip: 't',
  updatedAt: '2024-11-30T00:00:00.000Z',
});
