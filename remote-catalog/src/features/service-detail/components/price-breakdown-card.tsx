import styled from 'styled-components';
import { DEFAULT_VALUE_CURRENCY, LOAD_LIMITS, PROTECTION_MINIMUM_USD, parseLocaleNumber, pathTo, type Service } from '@cargora/shared/contracts';
import { useTranslation } from '@cargora/shared/translation';
import { useSearchParams } from '@cargora/shared/router';
import {
  usePrice,
  useFormatPercentText,
  useCurrencyStore,
  convertToUsd,
  formatMoney,
  isKnownCurrency,
  isolate,
  colors,
  shape,
} from '@cargora/shared/runtime';
import { Link, Card, Text, BidiText, priceUnitKey } from '@cargora/shared/ui';
import { priceBreakdown } from '../lib/price-breakdown';
import { PriceList as List } from '../../../components/price-list';

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

/**
 * The declared value of the goods from the address (`value`, `valueCur` of the load, as the load contract reads them:
 * USD when no currency is given), as given and in USD; null when there is none, it is out of bounds or unconvertible.
 */
function useDeclaredValue(params: URLSearchParams): { amount: number; currency: string; usd: number } | null {
  const rates = useCurrencyStore((s) => s.rates);
  const amount = parseLocaleNumber(params.get('value') ?? '');
  const code = (params.get('valueCur') ?? '').trim().toUpperCase();
  const currency = code || DEFAULT_VALUE_CURRENCY;
  if (amount === undefined || !(amount > 0) || amount > LOAD_LIMITS.maxValue || !isKnownCurrency(currency)) return null;
  const usd = convertToUsd(amount, currency, rates);
  return usd === null ? null : { amount, currency, usd };
}

/**
 * Price, protection premium and total; switching protection is a link so each choice has its own URL. Protection is
 * cargo insurance priced on the declared value of the goods (from the load in the address), never on the price.
 */
export function PriceBreakdownCard({
  service,
  withProtection,
}: {
  service: Service;
  withProtection: boolean;
}) {
  const { t, i18n } = useTranslation('catalog');
  const { formatSum } = usePrice();
  const formatPercent = useFormatPercentText();
  const [params] = useSearchParams();
  const declared = useDeclaredValue(params);
  const unit = priceUnitKey(service);
  // Switching protection keeps the load (and its declared value) the page was opened with.
  const search = params.toString() ? `?${params.toString()}` : '';
  const b = priceBreakdown(service.priceUsd, service.protectionFee, withProtection, declared?.usd ?? null);
  // The figures shown add up: base and fee rounded as displayed, the total their sum, one precision for all three.
  const shown = formatSum(b.protection === 'priced' ? [b.base, b.fee] : [b.base]);
  const offered = b.feePercent !== null;
  const terms = {
    percent: isolate(formatPercent(service.protectionFee)),
    // As the premium line shows it when the minimum applies ("$25", not "$25.00").
    minimum: isolate(formatSum([PROTECTION_MINIMUM_USD]).total),
    value: declared ? isolate(formatMoney(declared.amount, declared.currency, i18n.language || 'en')) : '',
  };
  return (
    <Card as="section" aria-labelledby="price-breakdown-title">
      <Text as="h2" id="price-breakdown-title" $variant="fm-h5">
        {t('detail.breakdown.title')}
      </Text>
      <List>
        {/* What the listed price is for: its tariff's standard load ("per 20' container"). */}
        <dt>{unit ? t('detail.breakdown.baseUnit', { unit: t(`common:${unit}`) }) : t('detail.breakdown.base')}</dt>
        <dd data-testid="base-price">{shown.parts[0]}</dd>
        {b.protection === 'priced' && (
          <>
            <dt>
              <BidiText>{t(b.minimumApplied ? 'detail.breakdown.feeMinimum' : 'detail.breakdown.fee', terms)}</BidiText>
            </dt>
            <dd data-testid="protection-fee">{shown.parts[1]}</dd>
          </>
        )}
        <dt className="total">{t('detail.breakdown.total')}</dt>
        <dd className="total" data-testid="total-price">
          {shown.total}
        </dd>
      </List>
      {b.protection === 'needsValue' && (
        <Text role="note" data-testid="protection-needs-value" style={{ marginBottom: 8 }}>
          <BidiText>{t('detail.breakdown.needsValue', terms)}</BidiText>
        </Text>
      )}
      {withProtection && !offered && (
        <Text role="note" style={{ fontWeight: 700, marginBottom: 8 }}>
          {t('detail.notOffered')}
        </Text>
      )}
      {!withProtection && (
        <Text $variant="fm-p3" $muted style={{ marginBottom: 8 }}>
          {offered ? (
            <BidiText>
              {t('detail.breakdown.coverNote', terms)}
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
            to={{ pathname: pathTo('withProtection', { id: service.id }), search }}
            aria-current={withProtection ? 'page' : undefined}
          >
            {t('detail.breakdown.withLink')}
          </Link>
          <Link
            to={{ pathname: pathTo('withoutProtection', { id: service.id }), search }}
            aria-current={withProtection ? undefined : 'page'}
          >
            {t('detail.breakdown.withoutLink')}
          </Link>
        </Switch>
      )}
    </Card>
  );
}
