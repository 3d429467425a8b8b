// The price of the visitor's load on a service's page (issue 49): the same all-in total the list showed, with its line
// items (freight, minimum charge, surcharges by name, protection on the declared value), how long the price holds,
// and for air, road and LCL what it was charged on (chargeable weight, revenue tons).
import { LOAD_LINE_CODES, type Service } from '@cargora/shared/contracts';
import { useTranslation } from '@cargora/shared/translation';
import { numberFormat, usePrice, useFormatDate } from '@cargora/shared/runtime';
import { Card, Text } from '@cargora/shared/ui';
import { isPriced, loadPriceOf, useLoadLabel, type PricedLoad } from './load-price';
import { PriceList as List } from '../price-list';

/** The line codes the site names (the contract's); another code is shown under a generic name. */
const LINE_CODES: readonly string[] = LOAD_LINE_CODES;

/** YYYY-MM-DD of today (UTC), to compare with a validity date. */
const today = () => new Date().toISOString().slice(0, 10);

/** A priced load whose tariff still holds: a firm price the visitor can book at. */
export function isFirmPrice(price: PricedLoad | undefined): boolean {
  return !!price && typeof price.validUntil === 'string' && price.validUntil.slice(0, 10) >= today();
}

/** The service's price for the address's load, when it has one (firm or not). */
export const pricedLoadOf = (service: Service): PricedLoad | undefined => {
  const price = loadPriceOf(service);
  return isPriced(price) ? price : undefined;
};

/**
 * The lines without protection on a page without it: the API prices protection when a declared value is given; on the
 * "without protection" page that line is left out of the lines and the total.
 */
function shownLines(price: PricedLoad, withProtection: boolean) {
  const toUsd = price.total > 0 ? price.totalUsd / price.total : 0;
  const lines = price.lines.filter((line) => withProtection || line.code !== 'protection');
  return lines.map((line) => ({ code: line.code, usd: line.amount * toUsd }));
}

/** What the price was charged on, in words ("Chargeable weight: 500 kg …"), or null for a per-container price. */
function useChargeableText() {
  const { t, i18n } = useTranslation('catalog');
  const locale = i18n.language || 'en';
  return (service: Service, price: PricedLoad): string | null => {
    const c = price.chargeable;
    if (!c) return null;
    const n = (value: number, unit?: string) =>
      numberFormat(locale, unit ? { style: 'unit', unit, maximumFractionDigits: 2 } : { maximumFractionDigits: 2 }).format(value);
    if (c.revenueTons !== undefined) return t('loadPrice.revenueTons', { value: n(c.revenueTons), count: c.revenueTons });
    if (c.kg !== undefined) return t(service.mode === 'road' ? 'loadPrice.chargeableRoad' : 'loadPrice.chargeableAir', { weight: n(c.kg, 'kilogram') });
    if (c.m3 !== undefined) return t('loadPrice.chargeableVolume', { volume: `${n(c.m3)} m³` });
    return null;
  };
}

export function LoadPriceCard({ service, withProtection }: { service: Service; withProtection: boolean }) {
  const { t } = useTranslation('catalog');
  const { formatSum } = usePrice();
  const formatDate = useFormatDate('long');
  const label = useLoadLabel();
  const chargeable = useChargeableText();
  const price = pricedLoadOf(service);
  if (!price || !label) return null;
  const lines = shownLines(price, withProtection);
  // Each line converted and rounded as shown, the total their sum: the figures on screen add up.
  const shown = formatSum(lines.map((line) => line.usd));
  const firm = isFirmPrice(price);
  const basis = chargeable(service, price);
  return (
    <Card as="section" aria-labelledby="load-price-title" data-testid="load-price-card">
      <Text as="h2" id="load-price-title" $variant="fm-h5">
        {t('loadPrice.title', { load: label })}
      </Text>
      <List>
        {lines.map((line, i) => (
          <div key={`${line.code}-${i}`} style={{ display: 'contents' }}>
            <dt>{t(LINE_CODES.includes(line.code) ? `loadPrice.lines.${line.code}` : 'loadPrice.lines.other')}</dt>
            <dd>{shown.parts[i]}</dd>
          </div>
        ))}
        <dt className="total">{t('loadPrice.total')}</dt>
        <dd className="total" data-testid="load-total">
          {shown.total}
        </dd>
      </List>
      {basis && (
        <Text $variant="fm-p3" $muted style={{ marginBottom: 8 }} data-testid="load-chargeable">
          {basis}
        </Text>
      )}
      <Text $variant="fm-p3" style={{ fontWeight: 600 }} data-testid="load-validity">
        {firm ? t('loadPrice.validUntil', { date: formatDate(price.validUntil) }) : t('loadPrice.expired', { date: formatDate(price.validUntil) })}
      </Text>
    </Card>
  );
}
