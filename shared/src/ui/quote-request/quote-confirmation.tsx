import { useEffect, useRef } from 'react';
import type { QuoteRequest } from '@cargora/shared/contracts';
import { useTranslation } from '@cargora/shared/translation';
import { useFormatDate, useFormatNumber, colors, typography, isolate } from '@cargora/shared/runtime';
import styled, { createGlobalStyle } from 'styled-components';
import { BidiText, Button, Card, FactList, Row, Text } from '@cargora/shared/ui';
import { useQuoteLoadText } from './quote-load-text';

const RECEIPT_ATTR = 'data-quote-receipt';

// While a confirmation is on screen, printing gives the confirmation alone, in black on white.
const PrintOnlyReceipt = createGlobalStyle`
  @media print {
    body * { visibility: hidden; }
    [${RECEIPT_ATTR}], [${RECEIPT_ATTR}] * { visibility: visible; }
    [${RECEIPT_ATTR}] { position: absolute; inset-inline-start: 0; top: 0; width: 100%; color: #000; background: #fff; box-shadow: none; border: none; }
    [${RECEIPT_ATTR}] [data-no-print] { display: none; }
  }
`;

const Panel = styled(Card)`
  display: grid;
  gap: 12px;
  border-inline-start: 6px solid ${colors.success};
`;

const Reference = styled.strong`
  font-size: ${typography['fm-h4'].size};
  letter-spacing: 0.04em;
`;

/** What the visitor keeps after sending: the reference number and a summary, printable on its own. */
export function QuoteConfirmation({ request, onAnother }: { request: QuoteRequest; onAnother?: () => void }) {
  const { t } = useTranslation('common');
  const formatDate = useFormatDate('medium');
  const heading = useRef<HTMLHeadingElement>(null);
  // The form the visitor was in is gone: focus moves to the confirmation so screen readers announce it.
  useEffect(() => heading.current?.focus(), []);
  const number = useFormatNumber();
  // The load asked about (container type and count, or packages; the declared value): what the agent prices.
  const load = useQuoteLoadText()(request.load);
  // [label, value, whether the value is the visitor's or the agent's own text (its direction its own)]
  const rows: [string, string, boolean][] = [
    [t('quote.confirm.to'), request.serviceTitle ? `${isolate(request.serviceTitle)} · ${isolate(request.agentName)}` : request.agentName, !request.serviceTitle],
    [t('quote.fields.mode'), t(`quote.modes.${request.mode}`), false],
    // The page's direction, the origin first: in Arabic on the right, the arrow pointing left.
    [t('quote.confirm.route'), t('serviceCard.route', { from: isolate(request.origin), to: isolate(request.destination) }), false],
    [t('quote.fields.readyDate'), formatDate(request.readyDate), false],
    [t('quote.fields.cargo'), request.cargo, true],
    [t('quote.fields.weightKg'), number(request.weightKg), false],
    // Everything else the visitor gave, as they gave it: what they asked is what the agent answers.
    ...(request.volumeM3 !== null ? [[t('quote.fields.volumeM3'), number(request.volumeM3), false] as [string, string, boolean]] : []),
    ...(request.containers !== null ? [[t('quote.fields.containers'), number(request.containers), false] as [string, string, boolean]] : []),
    ...(load ? [[t('quote.load.label'), load, false] as [string, string, boolean]] : []),
    ...(request.incoterm ? [[t('quote.fields.incoterm'), request.incoterm, false] as [string, string, boolean]] : []),
    [t('quote.fields.name'), request.name, true],
    [t('quote.fields.email'), request.email, true],
    ...(request.message.trim() ? [[t('quote.fields.message'), request.message, true] as [string, string, boolean]] : []),
    [t('quote.confirm.status'), t(`quote.status.${request.status}`), false],
  ];
  return (
    <Panel as="section" aria-labelledby="quote-sent-title" {...{ [RECEIPT_ATTR]: '' }}>
      <PrintOnlyReceipt />
      <Text as="h2" $variant="fm-h5" id="quote-sent-title" ref={heading} tabIndex={-1}>
        {t('quote.confirm.title')}
      </Text>
      <Text>
        {t('quote.confirm.reference')} <Reference data-testid="quote-reference">{request.reference}</Reference>
      </Text>
      <Text>
        <BidiText>{t('quote.confirm.body', { agent: isolate(request.agentName), email: isolate(request.email) })}</BidiText>
      </Text>
      <FactList>
        {rows.map(([label, value, own]) => (
          <div key={label} style={{ display: 'contents' }}>
            <dt>{label}</dt>
            <dd dir={own ? 'auto' : undefined}>
              <BidiText>{value}</BidiText>
            </dd>
          </div>
        ))}
      </FactList>
      <Text $muted $variant="fm-p3">
        {t('quote.confirm.sentAt', { date: formatDate(request.createdAt) })}
      </Text>
      <Row $gap={12} data-no-print="">
        <Button type="button" onClick={() => window.print()}>
          {t('quote.confirm.print')}
        </Button>
        {onAnother && (
          <Button type="button" $variant="outline" onClick={onAnother}>
            {t('quote.confirm.another')}
          </Button>
        )}
      </Row>
    </Panel>
  );
}
