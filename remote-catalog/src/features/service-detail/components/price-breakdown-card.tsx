import styled from 'styled-components';
import { pathTo, type Service } from '@cargora/shared/contracts';
import { useTranslation } from 'react-i18next';
import { usePrice, useFormatPercentText, isolate, colors, shape, typography } from '@cargora/shared/runtime';
import { Link, Card, Text, BidiText } from '@cargora/shared/ui';
import { priceBreakdown } from '../lib/price-breakdown';

const List = styled.dl`
  display: grid;
  grid-template-columns: 1fr auto;
  gap: 8px 16px;
  margin: 12px 0;
  dt {
    color: ${colors.textMuted};
  }
  dd {
    margin: 0;
    text-align: end;
    font-variant-numeric: tabular-nums;
  }
  .total {
    padding-top: 8px;
    border-top: 1px solid ${colors.border};
    font-weight: 800;
    color: ${colors.text};
    font-size: ${typography['fm-h5'].size};
  }
`;

const Switch = styled.nav`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  a {
    flex: 1 1 140px;
    text-align: center;
    padding: 10px 12px;
    border-radius: ${shape.buttonRadius}px;
    border: 1px solid ${colors.border};
    color: inherit;
    text-decoration: none;
    font-weight: 600;
  }
  a[aria-current='page'] {
    border-color: ${colors.primary};
    background: ${colors.surfaceAlt};
  }
`;

/** Price, protection fee and total; switching protection is a link so each choice has its own URL. */
export function PriceBreakdownCard({
  service,
  withProtection,
}: {
  service: Service;
  withProtection: boolean;
}) {
  const { t } = useTranslation('catalog');
  const { formatSum } = usePrice();
  const formatPercent = useFormatPercentText();
  const b = priceBreakdown(service.priceUsd, service.protectionFee, withProtection);
  // The figures shown add up: base and fee rounded as displayed, the total their sum, one precision for all three.
  const shown = formatSum(b.protectionApplied ? [b.base, b.fee] : [b.base]);
  const offered = b.feePercent !== null;
  return (
    <Card as="section" aria-labelledby="price-breakdown-title">
      <Text as="h2" id="price-breakdown-title" $variant="fm-h5">
        {t('detail.breakdown.title')}
      </Text>
      <List>
        <dt>{t('detail.breakdown.base')}</dt>
        <dd data-testid="base-price">{shown.parts[0]}</dd>
        {b.protectionApplied && (
          <>
            <dt>
              <BidiText>
                {t('detail.breakdown.fee', { percent: isolate(formatPercent(service.protectionFee)) })}
              </BidiText>
            </dt>
            <dd data-testid="protection-fee">{shown.parts[1]}</dd>
          </>
        )}
        <dt className="total">{t('detail.breakdown.total')}</dt>
        <dd className="total" data-testid="total-price">
          {shown.total}
        </dd>
      </List>
      {withProtection && !offered && (
        <Text role="note" style={{ fontWeight: 700, marginBottom: 8 }}>
          {t('detail.notOffered')}
        </Text>
      )}
      {!withProtection && (
        <Text $variant="fm-p3" $muted style={{ marginBottom: 8 }}>
          {offered ? (
            <BidiText>
              {t('detail.breakdown.coverNote', { percent: isolate(formatPercent(service.protectionFee)) })}
            </BidiText>
          ) : (
            t('detail.breakdown.noCoverNote')
          )}
        </Text>
      )}
      {/* A service without protection has nothing to switch: no "With protection" shown as chosen. */}
      {offered && (
        <Switch aria-label={t('detail.breakdown.switchLabel')}>
          <Link
            to={pathTo('withProtection', { id: service.id })}
            aria-current={withProtection ? 'page' : undefined}
          >
            {t('detail.breakdown.withLink')}
          </Link>
          <Link
            to={pathTo('withoutProtection', { id: service.id })}
            aria-current={withProtection ? undefined : 'page'}
          >
            {t('detail.breakdown.withoutLink')}
          </Link>
        </Switch>
      )}
    </Card>
  );
}
