import { useState } from 'react';
import styled from 'styled-components';
import { pathTo, type Page, type QuoteRequest } from '@cargora/shared/contracts';
import { useTranslation } from '@cargora/shared/translation';
import { formatMoneyIsolated, isolate, useApi, useFormatDate, useFormatNumber } from '@cargora/shared/runtime';
import { Badge, BidiText, Card, EmptyState, ErrorState, FactList, LoadingGrid, Pagination, Text, Link } from '@cargora/shared/ui';
import { MY_QUOTE_REQUESTS_ENDPOINT, useQuoteLoadText } from '@cargora/shared/quote-request';

const PAGE_SIZE = 10;

const List = styled.ol`
  display: grid;
  gap: 12px;
  margin: 12px 0 0;
  padding: 0;
  list-style: none;
`;

const Facts = styled(FactList)`
  gap: 4px 12px;
  margin: 8px 0 0;
`;

/** The signed-in customer's quote requests with their status, newest first. */
export function MyQuoteRequests() {
  const { t, i18n } = useTranslation(['host', 'common']);
  const formatDate = useFormatDate('medium');
  const number = useFormatNumber();
  const loadText = useQuoteLoadText();
  const [page, setPage] = useState(1);
  const { data, error, loading, reload } = useApi<Page<QuoteRequest>>(MY_QUOTE_REQUESTS_ENDPOINT, { page, pageSize: PAGE_SIZE });

  let body;
  if (error) body = <ErrorState message={error} onRetry={reload} />;
  else if (loading || !data) body = <LoadingGrid count={2} label={t('home.quotes.loading')} />;
  else if (data.items.length === 0)
    body = (
      <EmptyState title={t('home.quotes.empty')} hint={t('home.quotes.emptyHint')}>
        <Link to={pathTo('allServices')}>{t('home.quotes.browse')}</Link>
      </EmptyState>
    );
  else
    body = (
      <>
        <List data-testid="my-quote-requests">
          {data.items.map((q) => (
            <li key={q.id}>
              <Card as="article" aria-labelledby={`quote-${q.id}`}>
                <Text as="h3" $variant="fm-h6" id={`quote-${q.id}`}>
                  {t('home.quotes.reference')} {q.reference}{' '}
                  <Badge $tone={q.status === 'quoted' ? 'success' : q.status === 'closed' ? 'muted' : 'primary'}>
                    {t(`common:quote.status.${q.status}`)}
                  </Badge>
                </Text>
                <Facts>
                  <dt>{t('home.quotes.about')}</dt>
                  <dd dir="auto">{q.serviceTitle ? `${q.serviceTitle} · ${q.agentName}` : q.agentName}</dd>
                  <dt>{t('home.quotes.route')}</dt>
                  <dd>
                    {/* The route in the page's reading direction (the arrow points left in Arabic), each end isolated. */}
                    <BidiText>
                      {`${t(`common:quote.modes.${q.mode}`)}: ${t('common:serviceCard.route', { from: isolate(q.origin), to: isolate(q.destination) })}`}
                    </BidiText>
                  </dd>
                  <dt>{t('home.quotes.readyDate')}</dt>
                  <dd>{formatDate(q.readyDate)}</dd>
                  {/* What was asked, as it was asked: the cargo and its quantities, the terms, the message. */}
                  <dt>{t('common:quote.fields.cargo')}</dt>
                  <dd dir="auto">{q.cargo}</dd>
                  <dt>{t('common:quote.fields.weightKg')}</dt>
                  <dd>{number(q.weightKg)}</dd>
                  {q.volumeM3 !== null && (
                    <>
                      <dt>{t('common:quote.fields.volumeM3')}</dt>
                      <dd>{number(q.volumeM3)}</dd>
                    </>
                  )}
                  {q.containers !== null && (
                    <>
                      <dt>{t('common:quote.fields.containers')}</dt>
                      <dd>{number(q.containers)}</dd>
                    </>
                  )}
                  {loadText(q.load) && (
                    <>
                      <dt>{t('common:quote.load.label')}</dt>
                      <dd data-testid="quote-load">
                        <BidiText>{loadText(q.load)!}</BidiText>
                      </dd>
                    </>
                  )}
                  {q.incoterm && (
                    <>
                      <dt>{t('common:quote.fields.incoterm')}</dt>
                      <dd>{q.incoterm}</dd>
                    </>
                  )}
                  {q.message.trim() && (
                    <>
                      <dt>{t('common:quote.fields.message')}</dt>
                      <dd dir="auto">{q.message}</dd>
                    </>
                  )}
                  <dt>{t('home.quotes.sentAt')}</dt>
                  <dd>{formatDate(q.createdAt)}</dd>
                  {/* The agent's answer: its price in the agent's currency, as quoted, and until when it holds. */}
                  {q.answer && (
                    <>
                      <dt>{t('home.quotes.answer')}</dt>
                      <dd data-testid="quote-answer">
                        {t('home.quotes.answerPrice', {
                          price: formatMoneyIsolated(q.answer.amount, q.answer.currency, i18n.language, 'minor'),
                          date: formatDate(q.answer.validUntil),
                        })}
                      </dd>
                      {q.answer.message.trim() && (
                        <>
                          <dt>{t('home.quotes.answerMessage')}</dt>
                          <dd dir="auto">{q.answer.message}</dd>
                        </>
                      )}
                      <dt>{t('home.quotes.answeredAt')}</dt>
                      <dd>{formatDate(q.answer.answeredAt)}</dd>
                    </>
                  )}
                </Facts>
              </Card>
            </li>
          ))}
        </List>
        <Pagination page={data.page} pageSize={data.pageSize} total={data.total} onPage={setPage} />
      </>
    );

  return (
    <section aria-labelledby="my-quotes-title" style={{ marginTop: 24 }}>
      <Text as="h2" $variant="fm-h5" id="my-quotes-title">
        {t('home.quotes.title')}
      </Text>
      {body}
    </section>
  );
}
