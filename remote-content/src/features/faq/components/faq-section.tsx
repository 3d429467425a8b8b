import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import {
  EmptyState,
  ErrorState,
  HiddenQueryFields,
  Label,
  Pagination,
  Row,
  Select,
  Skeleton,
  SubmitWithoutScript,
  Text,
  parsePage,
  useQueryParams,
  type ContentLang,
} from '@cargora/shared';
import { FAQ_TOPICS, useFaqs, type FaqTopic } from '../api/use-faqs';
import { FaqAccordion } from './faq-accordion';

/** The list's control and, without JavaScript, its button on one line. */
const InlineForm = styled.form`
  display: flex;
  align-items: center;
  gap: 8px;
  label {
    display: flex;
    align-items: center;
    gap: 8px;
  }
`;

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
  return (
    <section aria-labelledby="faq-title">
      <Row style={{ justifyContent: 'space-between', marginBlock: '32px 8px' }}>
        <h2 id="faq-title" style={{ margin: 0 }}>
          {t('faq.title')}
        </h2>
        {/* A GET form: the topic applies as it is chosen, or with its button without JavaScript (back to page 1). */}
        <InlineForm method="get" onSubmit={(e) => e.preventDefault()}>
          <HiddenQueryFields omit={['faqTopic', 'faqPage']} />
          <Label>
            {t('faq.topicLabel')}
            <Select name="faqTopic" value={topic ?? ''} onChange={(e) => update({ faqTopic: e.target.value, faqPage: null })}>
              <option value="">{t('faq.allTopics')}</option>
              {FAQ_TOPICS.map((key) => (
                <option key={key} value={key}>
                  {t(`faq.topics.${key}`)}
                </option>
              ))}
            </Select>
          </Label>
          <SubmitWithoutScript>{t('faq.topicApply')}</SubmitWithoutScript>
        </InlineForm>
      </Row>
      {faqs.loading && !faqs.data ? (
        <div role="status" aria-label={t('faq.loading')} style={{ display: 'grid', gap: 20, paddingBlock: 12 }}>
          {Array.from({ length: 5 }, (_, i) => (
            <Skeleton key={i} $height={20} $width={`${60 + ((i * 7) % 30)}%`} />
          ))}
        </div>
      ) : faqs.error ? (
        <ErrorState message={faqs.error} onRetry={faqs.reload} />
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
