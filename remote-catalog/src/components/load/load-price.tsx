// What a service's price says once the visitor has a load: the all-in price of that load with its unit made clear
// ("1 × 40' HC, all-in"), or why the service cannot carry it. Amounts come from the API (the contract prices the load,
// in the agent's currency, and gives `totalUsd`); the site shows them in the visitor's currency as every price.
import { isPricedLoad, loadToParams, type LoadPrice, type PricedLoad, type ServiceListed } from '@cargora/shared/contracts';
import { useTranslation } from '@cargora/shared/translation';
import { useSearchParams } from '@cargora/shared/router';
import { numberFormat, usePrice } from '@cargora/shared/runtime';
import { fromPriceText } from '@cargora/shared/ui';
import { readLoad } from './load-query';

export type { LoadPrice, PricedLoad };

/** The load price the API gave a service, when the list or page was asked with a load. */
export const loadPriceOf = (service: ServiceListed): LoadPrice | undefined => (service as ServiceListed & { loadPrice?: LoadPrice }).loadPrice;

export const isPriced = (price: LoadPrice | undefined): price is PricedLoad => isPricedLoad(price);

/** "1 × 40' HC", "3 pieces, 450 kg": the load of the address in a few words, in the page's language. */
export function useLoadLabel(): string | null {
  const { t, i18n } = useTranslation('catalog');
  const [params] = useSearchParams();
  const { load } = readLoad(params);
  if (!load) return null;
  const locale = i18n.language || 'en';
  const count = load.count;
  if (load.type !== 'pkg') return t('load.label.containers', { count, type: t(`load.short.${load.type}`) });
  const pieces = t('load.label.pieces', { count });
  return t('load.label.piecesWeight', { pieces, weight: numberFormat(locale, { style: 'unit', unit: 'kilogram', maximumFractionDigits: 1 }).format(load.kg) });
}

/**
 * The load as a quote request carries it (its parameters: the form's container type, count and declared value start
 * from them); undefined without a load.
 */
export function useQuoteLoad(): { params: Record<string, string> } | undefined {
  const [params] = useSearchParams();
  const { load } = readLoad(params);
  return load ? { params: loadToParams(load) } : undefined;
}

/**
 * The card's price line: with a load, its all-in total in the visitor's currency and what it is for, or why the service
 * cannot carry it; without, the listed price ("from").
 */
export function ServicePriceTag({ service }: { service: ServiceListed }) {
  const { t } = useTranslation('catalog');
  const { format } = usePrice();
  const label = useLoadLabel();
  const price = loadPriceOf(service);
  if (label && isPriced(price))
    return (
      <span data-testid="load-price">
        {format(price.totalUsd)} <small style={{ fontWeight: 400, fontSize: '0.7em' }}>{t('load.allIn', { load: label })}</small>
      </span>
    );
  if (label && price && 'unavailable' in price)
    return (
      <small style={{ fontWeight: 600, fontSize: '0.7em' }} data-testid="load-unavailable">
        {t([`load.unavailable.${price.unavailable}`, 'load.unavailable.other'])}
      </small>
    );
  // The listed price is a starting price for the tariff's standard load: said with its unit.
  return <span data-testid="from-price">{fromPriceText(t, service, format(service.priceUsd))}</span>;
}
