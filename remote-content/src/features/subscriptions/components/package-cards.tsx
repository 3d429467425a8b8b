import styled, { css } from 'styled-components';
import type { SubscriptionPackage } from '@cargora/shared/contracts';
import { useTranslation } from '@cargora/shared/translation';
import { usePrice, colors } from '@cargora/shared/runtime';
import { Badge, Card, EmptyState, Grid, Text } from '@cargora/shared/ui';
import { BecomeAgentButton } from './become-agent-button';

const PlanCard = styled(Card)<{ $highlighted: boolean }>`
  display: grid;
  gap: 12px;
  align-content: start;
  ${({ $highlighted }) =>
    $highlighted &&
    css`
      border: 2px solid ${colors.primary};
    `}
  ul {
    margin: 0;
    padding-inline-start: 20px;
    display: grid;
    gap: 4px;
  }
`;

function PlanCardView({ plan }: { plan: SubscriptionPackage }) {
  const { t } = useTranslation('content');
  const price = usePrice();
  return (
    <PlanCard $highlighted={plan.highlighted} aria-labelledby={`plan-${plan.id}`}>
      {plan.highlighted && <Badge style={{ justifySelf: 'start' }}>{t('subscription.recommended')}</Badge>}
      <Text as="h2" $variant="fm-h4" id={`plan-${plan.id}`}>
        {plan.name}
      </Text>
      <Text data-testid={`plan-price-${plan.id}`}>
        {plan.priceUsd === 0 ? (
          <strong style={{ fontSize: '1.75rem' }}>{t('subscription.free')}</strong>
        ) : (
          <>
            <strong style={{ fontSize: '1.75rem' }}>{price.format(plan.priceUsd)}</strong>{' '}
            <span>{t(`subscription.per.${plan.period}`)}</span>
          </>
        )}
      </Text>
      <Text as="h3" $variant="fm-p3" $muted>
        {t('subscription.includes')}
      </Text>
      <ul>
        {plan.features.map((f) => (
          <li key={f}>{f}</li>
        ))}
      </ul>
    </PlanCard>
  );
}

/** Agent subscription packages, priced in the visitor's currency. */
export function PackageCards({ plans }: { plans: SubscriptionPackage[] }) {
  const { t } = useTranslation('content');
  if (!plans.length) return <EmptyState title={t('subscription.emptyTitle')} />;
  return (
    <>
      <Grid $min={240}>
        {plans.map((plan) => (
          <PlanCardView key={plan.id} plan={plan} />
        ))}
      </Grid>
      <div style={{ marginBlockStart: 24, display: 'grid', gap: 8, justifyItems: 'start' }}>
        <Text $muted $variant="fm-p3">
          {t('subscription.priceNote')}
        </Text>
        <BecomeAgentButton />
      </div>
    </>
  );
}
