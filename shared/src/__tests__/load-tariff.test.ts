import { CONTAINER_SPECS, loadErrorMessage, loadToParams, parseLoad, type Load } from '../contracts/load';
import { WORKED_FCL_LOAD, WORKED_FCL_PRICE, WORKED_FCL_TARIFF } from '../testing/worked-tariffs';
import { chargeableKg, priceLoad, revenueTons, standardLoad, type PriceLoadOptions, type Tariff } from '../contracts/tariff';

const TODAY = '2026-11-29';
const usd: PriceLoadOptions = { mode: 'sea', today: TODAY, usdPerUnit: 1 };
const base: Omit<Tariff, 'basis'> = { minimum: 0, surcharges: [], validUntil: '2027-01-31', currency: 'USD' };

const ok = (params: Record<string, string | undefined>): Load => {
  const parsed = parseLoad(params);
  if (!('load' in parsed) || !parsed.load) throw new Error(`not a load: ${JSON.stringify(parsed)}`);
  return parsed.load;
};

describe('parseLoad: the load in the address', () => {
  it('is no load without `load`', () => {
    expect(parseLoad(new URLSearchParams('n=3&kg=10'))).toEqual({ load: null });
  });

  it('reads containers, the count defaulting to 1', () => {
    expect(ok({ load: '40HC' })).toEqual({ type: '40HC', count: 1 });
    expect(ok({ load: '20', n: '3', kg: '60000', value: '50000', valueCur: 'eur' })).toEqual({
      type: '20',
      count: 3,
      kg: 60000,
      value: { amount: 50000, currency: 'EUR' },
    });
  });

  it('reads packages by total volume or by one piece’s size, in any digits', () => {
    expect(ok({ load: 'pkg', n: '2', kg: '500', m3: '1.5' })).toEqual({ type: 'pkg', count: 2, kg: 500, m3: 1.5 });
    // 3 pieces of 120 × 80 × 100 cm = 3 × 0.96 m³ = 2.88 m³.
    expect(ok({ load: 'pkg', n: '٣', kg: '٣٠٠', l: '120', w: '80', h: '100' })).toEqual({
      type: 'pkg',
      count: 3,
      kg: 300,
      m3: 2.88,
      dims: { l: 120, w: 80, h: 100 },
    });
  });

  it('names every wrong field with a code', () => {
    expect(parseLoad({ load: '45' })).toEqual({ errors: { load: 'unknownType' } });
    expect(parseLoad({ load: '40', n: '100' })).toEqual({ errors: { n: 'tooLarge' } });
    expect(parseLoad({ load: '40', n: '1.5' })).toEqual({ errors: { n: 'notWhole' } });
    expect(parseLoad({ load: '40', n: '0' })).toEqual({ errors: { n: 'tooSmall' } });
    expect(parseLoad({ load: 'pkg', n: '10000', kg: 'abc' })).toEqual({ errors: { n: 'tooLarge', kg: 'notANumber', m3: 'sizeOrVolume' } });
    expect(parseLoad({ load: 'pkg', kg: '10', l: '100', w: '50' })).toEqual({ errors: { h: 'required' } });
    expect(parseLoad({ load: 'pkg', kg: '2000000', m3: '-1' })).toEqual({ errors: { kg: 'tooLarge', m3: 'tooSmall' } });
    expect(parseLoad({ load: '20', value: '10', valueCur: 'euro' })).toEqual({ errors: { valueCur: 'currency' } });
    expect(loadErrorMessage({ kg: 'required' })).toMatch(/^Invalid load: kg .* is required\.$/);
  });

  it('writes back what it reads', () => {
    for (const params of [
      { load: '40HC', n: '2', kg: '30000', value: '80000', valueCur: 'EUR' },
      { load: 'pkg', n: '3', kg: '300', l: '120', w: '80', h: '100' },
      { load: 'pkg', n: '1', kg: '2500', m3: '4', days: '14' },
    ])
      expect(loadToParams(ok(params))).toEqual(params);
  });
});

describe('priceLoad: worked examples per basis and mode', () => {
  const fcl: Tariff = { ...base, ...WORKED_FCL_TARIFF };

  it('FCL sea: rate per container type plus per-container and fixed surcharges', () => {
    // 2 × 40' HC: freight 2 × 1,820 = 3,640; BAF 2 × 150 = 300; THC 2 × 210 = 420; documentation 45 → 4,405.
    expect(priceLoad(fcl, ok(WORKED_FCL_LOAD), usd)).toEqual({ ...WORKED_FCL_PRICE, validUntil: '2027-01-31' });
  });

  it('converts the total to USD at the rate given', () => {
    // EUR tariff, 1 × 20': 1,200 + 150 + 210 + 45 = 1,605 EUR; at 1.08 USD/EUR = 1,733.40 USD.
    const price = priceLoad({ ...fcl, currency: 'EUR' }, ok({ load: '20' }), { ...usd, usdPerUnit: 1.08 });
    expect(price).toMatchObject({ total: 1605, currency: 'EUR', totalUsd: 1733.4 });
  });

  it('air: chargeable weight at 1:6,000', () => {
    // 3 pieces 120 × 80 × 100 cm, 300 kg: volume 2.88 m³ = 2,880,000 cm³ ÷ 6,000 = 480 kg > 300 kg actual
    // → 480 kg chargeable × 3.10 = 1,488; fuel 20 % of the freight = 297.60; security (fixed) 35 → 1,820.60.
    const air: Tariff = {
      ...base,
      basis: 'perKgChargeable',
      rate: 3.1,
      minimum: 150,
      surcharges: [
        { code: 'fuel', kind: 'percent', amount: 20 },
        { code: 'security', kind: 'fixed', amount: 35 },
      ],
    };
    const load = ok({ load: 'pkg', n: '3', kg: '300', l: '120', w: '80', h: '100' });
    expect(chargeableKg(300, 2.88, 'air')).toBe(480);
    expect(priceLoad(air, load, { ...usd, mode: 'air' })).toMatchObject({
      total: 1820.6,
      lines: [
        { code: 'freight', amount: 1488 },
        { code: 'security', amount: 35 },
        { code: 'fuel', amount: 297.6 },
      ],
      chargeable: { kg: 480 },
    });
    // A dense load: 500 kg in 0.5 m³ (83.3 kg volumetric) is charged on its 500 kg actual weight.
    expect(chargeableKg(500, 0.5, 'air')).toBe(500);
    // Rounded up to the next half kilogram: 0.1 m³ = 16.67 kg volumetric → 17 kg.
    expect(chargeableKg(10, 0.1, 'air')).toBe(17);
  });

  it('road: chargeable weight at 1:3,000, and the minimum charge', () => {
    // 2.88 m³ by road: 2,880,000 ÷ 3,000 = 960 kg > 300 kg → 960 × 0.25 = 240.
    const ltl: Tariff = { ...base, basis: 'perKgChargeable', rate: 0.25, minimum: 90 };
    const load = ok({ load: 'pkg', n: '3', kg: '300', l: '120', w: '80', h: '100' });
    expect(priceLoad(ltl, load, { ...usd, mode: 'road' })).toMatchObject({ total: 240, chargeable: { kg: 960 } });
    // One 40 × 30 × 20 cm box of 5 kg: 24,000 cm³ ÷ 3,000 = 8 kg × 0.25 = 2 < minimum 90 → 90, line "minimumCharge".
    const small = ok({ load: 'pkg', kg: '5', l: '40', w: '30', h: '20' });
    expect(priceLoad(ltl, small, { ...usd, mode: 'road' })).toMatchObject({ total: 90, lines: [{ code: 'minimumCharge', amount: 90 }], chargeable: { kg: 8 } });
  });

  it('LCL sea: revenue tons = max(tonnes, m³)', () => {
    // 2.5 t in 4 m³ → 4 revenue tons × 65 = 260; THC fixed 80 (a load of packages counts once) → 340.
    const lcl: Tariff = { ...base, basis: 'perRevenueTon', rate: 65, minimum: 65, surcharges: [{ code: 'terminalHandling', kind: 'perContainer', amount: 80 }] };
    expect(revenueTons(2500, 4)).toBe(4);
    expect(priceLoad(lcl, ok({ load: 'pkg', kg: '2500', m3: '4' }), usd)).toMatchObject({ total: 340, chargeable: { revenueTons: 4 } });
    // 6 t in 2 m³ → 6 revenue tons × 65 = 390, + THC 80 = 470.
    expect(priceLoad(lcl, ok({ load: 'pkg', kg: '6000', m3: '2' }), usd)).toMatchObject({ total: 470, chargeable: { revenueTons: 6 } });
  });

  it('per m³, per shipment and per storage day', () => {
    // Per m³: 4 m³ × 40 = 160.
    expect(priceLoad({ ...base, basis: 'perM3', rate: 40 }, ok({ load: 'pkg', kg: '2500', m3: '4' }), usd)).toMatchObject({ total: 160 });
    // Customs clearance per shipment: 180 whatever the load, documentation 25 → 205 (a service that does not move goods).
    const customs: Tariff = { ...base, basis: 'perShipment', rate: 180, surcharges: [{ code: 'documentation', kind: 'fixed', amount: 25 }] };
    expect(priceLoad(customs, ok({ load: '40', n: '3' }), { ...usd, mode: null })).toMatchObject({ total: 205 });
    // Warehousing: 4 m³ for 14 days at 0.45 per m³-day = 25.20 < minimum 50 → 50; 20 m³ × 30 days (default) × 0.45 = 270.
    const storage: Tariff = { ...base, basis: 'perStorageDay', rate: 0.45, minimum: 50 };
    expect(priceLoad(storage, ok({ load: 'pkg', kg: '2500', m3: '4', days: '14' }), { ...usd, mode: null })).toMatchObject({
      total: 50,
      lines: [{ code: 'minimumCharge', amount: 50 }],
    });
    expect(priceLoad(storage, ok({ load: 'pkg', kg: '2500', m3: '20' }), { ...usd, mode: null })).toMatchObject({ total: 270, chargeable: { m3: 20 } });
    // A 20' stored occupies its 33 m³: 33 × 30 × 0.45 = 445.50.
    expect(priceLoad(storage, ok({ load: '20' }), { ...usd, mode: null })).toMatchObject({ total: 445.5 });
  });

  it('surcharge as a % of the freight after its minimum', () => {
    // Freight 2 × 1,200 = 2,400; peak season 10 % = 240; currency adjustment 2.5 % = 60 → 2,700.
    const pss: Tariff = {
      ...base,
      basis: 'perContainer',
      rates: { '20': 1200 },
      surcharges: [
        { code: 'peakSeason', kind: 'percent', amount: 10 },
        { code: 'currency', kind: 'percent', amount: 2.5 },
      ],
    };
    expect(priceLoad(pss, ok({ load: '20', n: '2' }), usd)).toMatchObject({
      total: 2700,
      lines: [
        { code: 'freight', amount: 2400 },
        { code: 'currency', amount: 60 },
        { code: 'peakSeason', amount: 240 },
      ],
    });
  });

  it('protection: the service’s rate of the declared value, minimum USD 25 converted', () => {
    // 1 × 40': 1,700 + 150 + 210 + 45 = 2,105; 1 % of 60,000 declared = 600 → 2,705.
    const load = ok({ load: '40', value: '60000' });
    expect(priceLoad(fcl, load, { ...usd, protectionRate: '1%', declaredValueInTariffCurrency: 60000, protectionMinimumInTariffCurrency: 25 })).toMatchObject({
      total: 2705,
      lines: expect.arrayContaining([{ code: 'protection', amount: 600 }]),
    });
    // 1 % of 1,000 = 10 < the minimum (USD 25 = EUR 23 at 0.92) → 23.
    expect(priceLoad(fcl, load, { ...usd, protectionRate: '1%', declaredValueInTariffCurrency: 1000, protectionMinimumInTariffCurrency: 23 })).toMatchObject({
      total: 2128,
    });
    // No declared value: no protection line (offered, not priced).
    const price = priceLoad(fcl, load, { ...usd, protectionRate: '1%' });
    expect(price).toMatchObject({ total: 2105 });
  });

  it('does not price what a service cannot carry, and says why', () => {
    // Overweight 20': 2 × 20' hold 2 × 28,000 = 56,000 kg; 60,000 kg does not fit.
    expect(CONTAINER_SPECS['20'].maxKg).toBe(28000);
    expect(priceLoad(fcl, ok({ load: '20', n: '2', kg: '60000' }), usd)).toEqual({ unavailable: 'weightExceeded' });
    expect(priceLoad(fcl, ok({ load: '20', n: '2', kg: '56000' }), usd)).toMatchObject({ total: 2 * 1200 + 300 + 420 + 45 });
    expect(priceLoad(fcl, ok({ load: 'reefer' }), usd)).toEqual({ unavailable: 'containerTypeNotOffered' });
    expect(priceLoad(fcl, ok({ load: 'pkg', kg: '10', m3: '1' }), usd)).toEqual({ unavailable: 'packagesNotAccepted' });
    const air: Tariff = { ...base, basis: 'perKgChargeable', rate: 3, maxKg: 5000, maxM3: 20 };
    expect(priceLoad(air, ok({ load: '40' }), { ...usd, mode: 'air' })).toEqual({ unavailable: 'containersNotAccepted' });
    expect(priceLoad(air, ok({ load: 'pkg', kg: '6000', m3: '10' }), { ...usd, mode: 'air' })).toEqual({ unavailable: 'weightExceeded' });
    expect(priceLoad(air, ok({ load: 'pkg', kg: '600', m3: '25' }), { ...usd, mode: 'air' })).toEqual({ unavailable: 'volumeExceeded' });
    // Expired: valid until 2026-11-28, today 2026-11-29 (the last day itself still holds).
    expect(priceLoad({ ...fcl, validUntil: '2026-11-28' }, ok({ load: '40' }), usd)).toEqual({ unavailable: 'tariffExpired' });
    expect(priceLoad({ ...fcl, validUntil: TODAY }, ok({ load: '40' }), usd)).toMatchObject({ total: 2105 });
    // A van priced per shipment takes up to 10 m³: a 40' (67 m³) does not fit, a 1.2 m³ parcel load does.
    const van: Tariff = { ...base, basis: 'perShipment', rate: 120, maxKg: 1000, maxM3: 10 };
    expect(priceLoad(van, ok({ load: '40' }), { ...usd, mode: 'road' })).toEqual({ unavailable: 'volumeExceeded' });
    expect(priceLoad(van, ok({ load: 'pkg', n: '4', kg: '200', m3: '1.2' }), { ...usd, mode: 'road' })).toMatchObject({ total: 120 });
    // A freight basis on a service that does not move goods.
    expect(priceLoad(fcl, ok({ load: '40' }), { ...usd, mode: null })).toEqual({ unavailable: 'notTransport' });
  });

  it('names the standard load of the listed price', () => {
    expect(standardLoad(fcl)).toEqual({ type: '40', count: 1 });
    expect(standardLoad({ ...base, basis: 'perContainer', rates: { reefer: 3000 } })).toEqual({ type: 'reefer', count: 1 });
    expect(standardLoad({ ...base, basis: 'perRevenueTon', rate: 60 })).toEqual({ type: 'pkg', count: 1, kg: 100, m3: 0.5 });
  });
});
