// One fetcher per help endpoint, for the route modules' loaders (a failure is the page's unless said otherwise).
import type { HelpArticle, HelpTopic } from '@cargora/shared/contracts';
import { apiGet, apiGetOptional } from '@cargora/shared/runtime';

export interface HelpTopicDetail {
  topic: HelpTopic;
  articles: HelpArticle[];
}

/** GET /misc/help/topics. */
export const getHelpTopics = (request: Request) =>
  apiGet<{ items: HelpTopic[] }>(request, '/misc/help/topics');

/** The topics for a side part (a breadcrumb): null when they fail. */
export const getHelpTopicsOptional = (request: Request) =>
  apiGetOptional<{ items: HelpTopic[] }>(request, '/misc/help/topics');

/** GET /misc/help/topics/:id: a topic and its articles. */
export const getHelpTopic = (request: Request, id: number) =>
  apiGet<HelpTopicDetail>(request, `/misc/help/topics/${id}`);

/** A topic's articles as one section among others: null when they fail. */
export const getHelpTopicOptional = (request: Request, id: number) =>
  apiGetOptional<HelpTopicDetail>(request, `/misc/help/topics/${id}`);

/** GET /misc/help/articles/:id. */
export const getHelpArticle = (request: Request, id: number) =>
  apiGet<HelpArticle>(request, `/misc/help/articles/${id}`);

/** GET /misc/help/search?q=: null when it fails (the page says so in place of the results). */
export const searchHelpOptional = (request: Request, q: string) =>
  apiGetOptional<{ items: HelpArticle[] }>(request, '/misc/help/search', { q });
