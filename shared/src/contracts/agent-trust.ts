// Agents a shipper can check (issue 49): what Cargora verified about an agent, written once. The seed writes the
// verifications from it, the API answers them, the site names them (`trust.kind.<kind>` in each language).
import type { CategoryKey } from './enums';

/** What can be verified: the trade register entry, and the licences the categories of services need. */
export const VERIFICATION_KINDS = [
  'tradeRegister',
  'freightForwarderLicence',
  'customsBrokerLicence',
  'warehouseKeeperLicence',
  'portAgencyLicence',
  'freightBrokerLicence',
  'roadHaulageLicence',
] as const;
export type VerificationKind = (typeof VERIFICATION_KINDS)[number];

/**
 * The licence a category of services needs: a customs broker licence for customs, a freight forwarder licence
 * (NVOCC/FMC or national forwarder licence) for international transport, a warehouse keeper licence (bonded
 * warehousing), a port agency licence, a freight broker licence, a road haulage licence for domestic transport.
 */
export const LICENCE_BY_CATEGORY: Record<CategoryKey, VerificationKind> = {
  internationalTransport: 'freightForwarderLicence',
  domesticTransportcitywide: 'roadHaulageLicence',
  domesticTransportcitytocity: 'roadHaulageLicence',
  customsServices: 'customsBrokerLicence',
  warehouseServices: 'warehouseKeeperLicence',
  portAgencyServices: 'portAgencyLicence',
  brokerageServices: 'freightBrokerLicence',
};

/** What a verified agent with services in `categories` has had checked: the trade register, then each licence once. */
export function requiredVerifications(categories: readonly string[]): VerificationKind[] {
  const licences = categories.flatMap((c) => (Object.hasOwn(LICENCE_BY_CATEGORY, c) ? [LICENCE_BY_CATEGORY[c as CategoryKey]] : []));
  return ['tradeRegister', ...VERIFICATION_KINDS.filter((k) => k !== 'tradeRegister' && licences.includes(k))];
}

/**
 * How an agent's response time to quote requests is measured (the storefront's figure): over the requests it received
 * in the last `windowDays`, the time from each request to its answer, a request not answered within `capHours`
 * counting as `capHours` (one still younger than that and unanswered is not counted yet); the median of those, shown
 * only over at least `minRequests`.
 */
export const RESPONSE_TIME_RULES = { windowDays: 365, capHours: 7 * 24, minRequests: 3 } as const;
