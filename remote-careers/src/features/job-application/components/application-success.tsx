import { useEffect, useRef } from 'react';
import styled from 'styled-components';
import { pathTo, type JobApplicationReceipt } from '@cargora/shared/contracts';
import { useTranslation } from '@cargora/shared/translation';
import { useFormatDate, isolate, colors, typography } from '@cargora/shared/runtime';
import { Link, Button, Card, Text, BidiText } from '@cargora/shared/ui';

const Panel = styled(Card)`
  display: grid;
  gap: 12px;
  justify-items: start;
  border-inline-start: 6px solid ${colors.success};
`;

const Receipt = styled.code`
  font-size: ${typography['fm-p2'].size};
  word-break: break-all;
`;

export function ApplicationSuccess({ receipt, jobTitle }: { receipt: JobApplicationReceipt; jobTitle: string }) {
  const { t } = useTranslation('careers');
  const formatDate = useFormatDate('medium');
  const heading = useRef<HTMLHeadingElement>(null);
  // The form the user was in is gone; move focus to the confirmation so screen readers hear it.
  useEffect(() => heading.current?.focus(), []);
  return (
    <Panel as="section" aria-labelledby="application-sent">
      <Text as="h2" $variant="fm-h4" id="application-sent" ref={heading} tabIndex={-1}>
        {t('apply.success.title')}
      </Text>
      <Text><BidiText>{t('apply.success.body', { title: isolate(jobTitle) })}</BidiText></Text>
      <Text>
        {t('apply.success.receipt')} <Receipt data-testid="receipt-id">{receipt.id}</Receipt>
      </Text>
      <Text $muted $variant="fm-p3">
        {t('apply.success.sentAt', { date: formatDate(receipt.createdAt) })}
      </Text>
      <Button as={Link} to={pathTo('career')}>
        {t('apply.success.back')}
      </Button>
    </Panel>
  );
}
