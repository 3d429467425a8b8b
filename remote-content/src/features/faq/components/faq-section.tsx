import type { ContentLang } from '@cargora/shared/contracts';
import { useTranslation } from 'react-i18next';
import { parsePage, useQueryParams, usePageMeta, type FAQPage } from '@cargora/shared/runtime';
import {
  EmptyState,
  ErrorState,
  Pagination,
  Row,
  Skeleton,
  Text,
  QuerySelectForm,
  isPastLastPage,
  PastLastPage,
} from '@cargora/shared/ui';
import { FAQ_TOPICS, useFaqs, type FaqTopic } from '../api/use-faqs';
import { FaqAccordion } from './faq-accordion';

const PAGE_SIZE = 10;

function parseTopic(raw: string | null): FaqTopic | null {
  return FAQ_TOPICS.includes(raw as FaqTopic) ? (raw as FaqTopic) : null;
}

/** FAQs with a topic filter; topic and page are in the URL (?faqTopic=&faqPage=). */
export function FaqSection({ lang }: { lang: ContentLang }) {
  const { t } = useTranslation('content');
  const { params, update } = useQueryParams();
  const topic = parseTopic(params.get('faqTopic'));
  const page = parsePage(params.get('faqPage'));
  const faqs = useFaqs({ lang, topic, page, pageSize: PAGE_SIZE });
  // For search engines: the questions shown, with their answers; a topic without questions adds nothing to index.
  const shown = faqs.loading ? undefined : faqs.data?.items;
  const faqPage: FAQPage | null = shown?.length
    ? {
        '@type': 'FAQPage',
        mainEntity: shown.map((faq) => ({ '@type': 'Question', name: faq.question, acceptedAnswer: { '@type': 'Answer', text: faq.answer } })),
      }
    : null;
  usePageMeta(
    shown
      ? { refines: true, noindex: shown.length === 0 && (topic !== null || page > 1), ...(faqPage ? { structuredData: [faqPage] } : {}) }
      : { refines: true },
  );
  return (
    <section aria-labelledby="faq-title">
      <Row style={{ justifyContent: 'space-between', marginBlock: '32px 8px' }}>
        <h2 id="faq-title" style={{ margin: 0 }}>
          {t('faq.title')}
        </h2>
        <QuerySelectForm
          name="faqTopic"
          label={t('faq.topicLabel')}
          value={topic ?? ''}
          options={[{ value: '', label: t('faq.allTopics') }, ...FAQ_TOPICS.map((key) => ({ value: key, label: t(`faq.topics.${key}`) }))]}
          onChange={(value) => update({ faqTopic: value, faqPage: null })}
          resets={['faqPage']}
          applyLabel={t('faq.topicApply')}
        />
      </Row>
      {faqs.loading && !faqs.data ? (
        <div role="status" aria-label={t('faq.loading')} style={{ display: 'grid', gap: 20, paddingBlock: 12 }}>
          {Array.from({ length: 5 }, (_, i) => (
            <Skeleton key={i} $height={20} $width={`${60 + ((i * 7) % 30)}%`} />
          ))}
        </div>
      ) : faqs.error ? (
        <ErrorState message={faqs.error} onRetry={faqs.reload} />
      ) : faqs.data && isPastLastPage({ page, pageSize: PAGE_SIZE, total: faqs.data.total }) ? (
        <PastLastPage
          page={page}
          pageSize={PAGE_SIZE}
          total={faqs.data.total}
          param="faqPage"
          onPage={(p) => update({ faqPage: p === 1 ? null : p })}
        />
      ) : !faqs.data?.items.length ? (
        <EmptyState title={t('faq.emptyTitle')} hint={t('faq.emptyHint')} />
      ) : (
        <>
          <Text $muted $variant="fm-p3">
            {t('faq.count', { count: faqs.data.total })}
          </Text>
          <FaqAccordion faqs={faqs.data.items} />
          <Pagination
            page={page}
            pageSize={PAGE_SIZE}
            total={faqs.data.total}
            param="faqPage"
            onPage={(p) => update({ faqPage: p === 1 ? null : p })}
          />
        </>
      )}
    </section>
  );
}
