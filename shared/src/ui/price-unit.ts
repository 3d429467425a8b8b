// The unit of a service's listed "from" price (issue 49): the standard load of its tariff (contracts/tariff.ts
// `standardLoad`), for a per-container tariff the container type the price is taken from ("from $710 per 20'
// container"). Every card says it (the lists, the lane page, the storefront, compare, the similar services), and the
// detail's price breakdown.
import type { TFunction } from 'i18next';
import type { Service } from '@cargora/shared/contracts';

type Priced = Pick<Service, 'tariffBasis' | 'standardContainer'>;

/** The `common` translation key of the unit a service's listed price is for ("per 20' container"); null when unknown. */
export function priceUnitKey(service: Priced): string | null {
  if (service.tariffBasis === 'perContainer' && service.standardContainer) return `priceUnit.container.${service.standardContainer}`;
  return service.tariffBasis ? `priceUnit.basis.${service.tariffBasis}` : null;
}

/** "from $710 per 20' container" (`price` formatted), or "from $710" when the unit is not known; `t` of any namespace. */
export function fromPriceText(t: TFunction, service: Priced, price: string): string {
  const unit = priceUnitKey(service);
  return unit ? t('common:priceUnit.fromUnit', { price, unit: t(`common:${unit}`) }) : t('common:priceUnit.from', { price });
}
