import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import { useActionData } from '@cargora/shared/router';
import { useTranslation } from '@cargora/shared/translation';
import { pathTo, type QuoteGroup, type QuoteRequestValues } from '@cargora/shared/contracts';
import { isolate, usePageLanguage } from '@cargora/shared/runtime';
import { BidiText, Card, EmptyState, FactList, FieldError, Link, PageBody, PageTitle, Text } from '@cargora/shared/ui';
import { LazyQuoteRequestForm, submitQuoteGroup, type QuoteAnswer } from '@cargora/shared/quote-request';
import { useQuoteLoad } from '../../../components/load/load-price';
import type { GroupQuoteData } from '../api/group-quote';

/** What the visitor keeps: the group's reference and each agent's own. */
function GroupConfirmation({ group }: { group: QuoteGroup }) {
  const { t } = useTranslation('catalog');
  const heading = useRef<HTMLHeadingElement>(null);
  // The form is gone: focus moves to the confirmation so screen readers announce it.
  useEffect(() => heading.current?.focus(), []);
  return (
    <Card
      as="section"
      aria-labelledby="group-quote-sent"
      data-testid="group-quote-sent"
      style={{ display: 'grid', gap: 12 }}
    >
      <Text as="h2" $variant="fm-h5" id="group-quote-sent" ref={heading} tabIndex={-1}>
        {t('groupQuote.sent', { count: group.items.length })}
      </Text>
      <Text>
        {t('groupQuote.groupReference')} <strong data-testid="group-reference">{group.reference}</strong>
      </Text>
      <FactList>
        {group.items.map((item) => (
          <div key={item.id} style={{ display: 'contents' }}>
            <dt>
              <bdi>{item.agentName}</bdi>
            </dt>
            <dd data-testid="group-item-reference">{item.reference}</dd>
          </div>
        ))}
      </FactList>
      <Text $muted>{t('groupQuote.sentHint', { email: isolate(group.items[0]?.email ?? '') })}</Text>
    </Card>
  );
}

/**
 * "Request quotes from these agents": the agents (all ticked), the lane and the load from the address, and the quote
 * form, sent once to every ticked agent. Without JavaScript the form posts to the page (its action) and the page
 * comes back with the references or the form and its errors.
 */
export function GroupQuoteView({ data }: { data: GroupQuoteData }) {
  const { t } = useTranslation('catalog');
  const lang = usePageLanguage();
  const posted = useActionData() as QuoteAnswer | undefined;
  const [sent, setSent] = useState<QuoteGroup | null>(posted?.group ?? null);
  const [ticked, setTicked] = useState<Set<number>>(() => new Set(data.agents.map((a) => a.id)));
  const [noneTicked, setNoneTicked] = useState(false);
  const load = useQuoteLoad();
  const { origin, destination, mode } = data.lane;
  const toggle = (id: number) => (e: ChangeEvent<HTMLInputElement>) => {
    const next = new Set(ticked);
    if (e.target.checked) next.add(id);
    else next.delete(id);
    setTicked(next);
    if (next.size > 0) setNoneTicked(false);
  };
  const send = async (values: QuoteRequestValues, loadParams: Record<string, string> | undefined) => {
    const ids = data.agents.map((a) => a.id).filter((id) => ticked.has(id));
    if (ids.length === 0) {
      setNoneTicked(true);
      return;
    }
    setSent(await submitQuoteGroup(ids, values, lang, loadParams));
  };
  return (
    <PageBody>
      <PageTitle>{t('groupQuote.title')}</PageTitle>
      {(origin || destination) && (
        <Text data-testid="group-quote-lane">
          <BidiText>
            {mode
              ? t('groupQuote.laneMode', {
                  origin: isolate(origin),
                  destination: isolate(destination),
                  mode: t(`common:transportModes.${mode}`),
                })
              : t('groupQuote.lane', { origin: isolate(origin), destination: isolate(destination) })}
          </BidiText>
        </Text>
      )}
      {data.agents.length === 0 ? (
        <EmptyState title={t('groupQuote.noAgents')} hint={t('groupQuote.noAgentsHint')}>
          <Link to={pathTo('allServices', null, { origin, destination, mode })}>{t('groupQuote.findAgents')}</Link>
        </EmptyState>
      ) : sent ? (
        <GroupConfirmation group={sent} />
      ) : (
        <LazyQuoteRequestForm
          title={t('groupQuote.formTitle', { count: ticked.size })}
          prefill={{ origin, destination, mode }}
          load={load}
          answer={posted}
          send={send}
        >
          <fieldset
            style={{ border: 0, padding: 0, margin: 0 }}
            aria-describedby={noneTicked ? 'group-quote-none' : undefined}
          >
            <Text as="legend" $variant="fm-p2" style={{ fontWeight: 600 }}>
              {t('groupQuote.agents')}
            </Text>
            <ul
              style={{ listStyle: 'none', padding: 0, display: 'grid', gap: 8 }}
              data-testid="group-quote-agents"
            >
              {data.agents.map((agent) => (
                <li key={agent.id}>
                  <label style={{ display: 'inline-flex', gap: 8, alignItems: 'baseline' }}>
                    <input
                      type="checkbox"
                      name="agentIds"
                      value={agent.id}
                      checked={ticked.has(agent.id)}
                      onChange={toggle(agent.id)}
                    />
                    <span>
                      <bdi>{agent.companyName}</bdi> · {agent.country} ·{' '}
                      {t('alternatives.count', { count: agent.serviceCount })}
                    </span>
                  </label>{' '}
                  <Link to={pathTo('storefront', { userId: agent.userId })}>
                    {t('groupQuote.storefront')}
                  </Link>
                </li>
              ))}
            </ul>
            {(noneTicked || (posted && !posted.group && posted.problem?.kind === 'notFound')) && (
              <FieldError id="group-quote-none" role="alert">
                {t('groupQuote.noneTicked')}
              </FieldError>
            )}
          </fieldset>
        </LazyQuoteRequestForm>
      )}
    </PageBody>
  );
}
