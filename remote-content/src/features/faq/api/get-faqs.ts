import type { Faq, Page } from '@cargora/shared/contracts';
import { apiGet } from '@cargora/shared/runtime';

/** Topics the FAQ list is grouped by (the API's `topic` values). */
export const FAQ_TOPICS = ['general', 'booking', 'pricing', 'customs', 'agents', 'account'] as const;
export type FaqTopic = (typeof FAQ_TOPICS)[number];

/** Questions per page of the list. */
export const FAQ_PAGE_SIZE = 10;

/** The topic a URL asks for (`?faqTopic=`); anything else is all topics. */
export const parseFaqTopic = (raw: string | null): FaqTopic | null =>
  FAQ_TOPICS.includes(raw as FaqTopic) ? (raw as FaqTopic) : null;

/** GET /misc/faqs: a page of questions in the page's language, of one topic or all. */
export function getFaqs(
  request: Request,
  { topic, ...rest }: { topic: FaqTopic | null; page: number; pageSize: number },
) {
  return apiGet<Page<Faq>>(request, '/misc/faqs', topic ? { ...rest, topic } : rest);
}
