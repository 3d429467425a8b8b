import type { Faq } from '@cargora/shared/contracts';
import type { FAQPage } from '@cargora/shared/runtime';

/** The questions shown, with their answers, for search engines (FAQPage); null when there are none. */
export function faqPage(faqs: Faq[]): FAQPage | null {
  if (!faqs.length) return null;
  return {
    '@type': 'FAQPage',
    mainEntity: faqs.map((faq) => ({
      '@type': 'Question',
      name: faq.question,
      acceptedAnswer: { '@type': 'Answer', text: faq.answer },
    })),
  };
}
