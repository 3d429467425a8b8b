// The unit of a service's listed "from" price (issue 49): the standard load of its tariff (contracts/tariff.ts
// `standardLoad`), for a per-container tariff the container type the price is taken from ("from $710 per 20'
// container"). Every card says it: the lists, the lane page, the storefront, compare and the similar services.
import type { Service } from '@cargora/shared/contracts';

/** The `common` translation key of a listed price with its unit (its `price` parameter the formatted amount). */
export function fromPriceKey(service: Pick<Service, 'tariffBasis' | 'standardContainer'>): string {
  if (service.tariffBasis === 'perContainer' && service.standardContainer) return `priceUnit.fromContainer.${service.standardContainer}`;
  return service.tariffBasis ? `priceUnit.fromBasis.${service.tariffBasis}` : 'priceUnit.from';
}
