// One hook per help endpoint; pages show their own loading and error states.
import type { HelpArticle, HelpTopic } from '@cargora/shared/contracts';
import { useApi } from '@cargora/shared/runtime';

export function useHelpTopics() {
  return useApi<{ items: HelpTopic[] }>('/misc/help/topics');
}

export function useHelpTopic(topicId: number | null) {
  return useApi<{ topic: HelpTopic; articles: HelpArticle[] }>(topicId === null ? null : `/misc/help/topics/${topicId}`);
}

export function useHelpArticle(articleId: number | null) {
  return useApi<HelpArticle>(articleId === null ? null : `/misc/help/articles/${articleId}`);
}

/** An empty query makes no request. */
export function useHelpSearch(q: string) {
  return useApi<{ items: HelpArticle[] }>(q ? '/misc/help/search' : null, { q });
}
