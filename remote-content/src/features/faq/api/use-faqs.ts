import type { Faq, Page, ContentLang } from '@cargora/shared/contracts';
import { useApi } from '@cargora/shared/runtime';

/** Topics the FAQ list is grouped by (the API's `topic` values). */
export const FAQ_TOPICS = ['general', 'booking', 'pricing', 'customs', 'agents', 'account'] as const;
export type FaqTopic = (typeof FAQ_TOPICS)[number];

export function useFaqs(query: { lang: ContentLang; topic: FaqTopic | null; page: number; pageSize: number }) {
  const { topic, ...rest } = query;
  return useApi<Page<Faq>>('/misc/faqs', topic ? { ...rest, topic } : rest);
}
