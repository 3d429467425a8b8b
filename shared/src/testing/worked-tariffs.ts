// A worked example of the price of a load (issue 49) that the contract's tests and the API's tests both check: one
// per-container tariff in US dollars and its price for two 40' HC, computed by hand.
import type { Tariff } from '../contracts/tariff';

/** 20' 1,200, 40' 1,700, 40' HC 1,820 per container; BAF 150 and THC 210 per container; documentation 45 per shipment. */
export const WORKED_FCL_TARIFF: Omit<Tariff, 'currency' | 'validUntil'> = {
  basis: 'perContainer',
  rates: { '20': 1200, '40': 1700, '40HC': 1820 },
  minimum: 0,
  surcharges: [
    { code: 'bunker', kind: 'perContainer', amount: 150 },
    { code: 'terminalHandling', kind: 'perContainer', amount: 210 },
    { code: 'documentation', kind: 'fixed', amount: 45 },
  ],
};

/** 2 × 40' HC on it: freight 2 × 1,820 = 3,640; BAF 2 × 150 = 300; THC 2 × 210 = 420; documentation 45 → 4,405. */
export const WORKED_FCL_LOAD = { load: '40HC', n: '2' };
export const WORKED_FCL_PRICE = {
  total: 4405,
  currency: 'USD',
  totalUsd: 4405,
  lines: [
    { code: 'freight', amount: 3640 },
    { code: 'bunker', amount: 300 },
    { code: 'terminalHandling', amount: 420 },
    { code: 'documentation', amount: 45 },
  ],
  basis: 'perContainer',
};
