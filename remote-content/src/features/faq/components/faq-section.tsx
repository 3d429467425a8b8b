import type { Faq, Page } from '@cargora/shared/contracts';
import { useNavigation } from '@cargora/shared/router';
import { useTranslation } from '@cargora/shared/translation';
import { useQueryParams } from '@cargora/shared/runtime';
import {
  EmptyState,
  Pagination,
  Row,
  Text,
  QuerySelectForm,
  isPastLastPage,
  PastLastPage,
} from '@cargora/shared/ui';
import { FAQ_TOPICS, type FaqTopic } from '../api/get-faqs';
import { FaqAccordion } from './faq-accordion';

/** FAQs with a topic filter; topic and page are in the URL (?faqTopic=&faqPage=), so the route's loader reads them. */
export function FaqSection({
  faqs,
  topic,
  page,
  pageSize,
}: {
  faqs: Page<Faq>;
  topic: FaqTopic | null;
  page: number;
  pageSize: number;
}) {
  const { t } = useTranslation('content');
  const { update } = useQueryParams();
  const refreshing = useNavigation().state === 'loading';
  const toPage = (p: number) => update({ faqPage: p === 1 ? null : p });
  return (
    <section aria-labelledby="faq-title" aria-busy={refreshing}>
      <Row style={{ justifyContent: 'space-between', marginBlock: '32px 8px' }}>
        <h2 id="faq-title" style={{ margin: 0 }}>
          {t('faq.title')}
        </h2>
        <QuerySelectForm
          name="faqTopic"
          label={t('faq.topicLabel')}
          value={topic ?? ''}
          options={[
            { value: '', label: t('faq.allTopics') },
            ...FAQ_TOPICS.map((key) => ({ value: key, label: t(`faq.topics.${key}`) })),
          ]}
          onChange={(value) => update({ faqTopic: value, faqPage: null })}
          resets={['faqPage']}
          applyLabel={t('faq.topicApply')}
        />
      </Row>
      {isPastLastPage({ page, pageSize, total: faqs.total }) ? (
        <PastLastPage page={page} pageSize={pageSize} total={faqs.total} param="faqPage" onPage={toPage} />
      ) : !faqs.items.length ? (
        <EmptyState title={t('faq.emptyTitle')} hint={t('faq.emptyHint')} />
      ) : (
        <>
          <Text $muted $variant="fm-p3">
            {t('faq.count', { count: faqs.total })}
          </Text>
          <FaqAccordion faqs={faqs.items} />
          <Pagination page={page} pageSize={pageSize} total={faqs.total} param="faqPage" onPage={toPage} />
        </>
      )}
    </section>
  );
}
