// The seed's tariffs (issue 49): each service's tariff drawn from its kind, its lane's price and its currency, with
// the bases and surcharges freight is sold with, and the listed "from" price as the tariff's price of the standard load
// (one 40' for a per-container tariff; 100 kg / 0.5 m³ otherwise, or the tariff's minimum). Pure: `tariffFor` takes
// its randomness; `seedTariff` draws it from the service's id (seed.ts calls it once per service).
import type { Kysely } from 'kysely';
import type { Database } from '../types';
import { priceLoad, standardLoad, type Surcharge, type Tariff, type TransportMode } from '@cargora/shared/contracts';
import { tariffColumns, type TariffColumns } from '../../plugins/app/services/tariff-columns';
import { DAY, SEED, between, intBetween, mulberry32, round2 } from '../seed-random';
import { EXCHANGE_RATES } from './rates';

export interface TariffFacts {
  /** The service kind (service-kinds.ts: 'fclSea', 'airFreight', …). */
  kind: string;
  category: string;
  mode: string;
  currency: string;
  /**
   * The seed's price of the kind's standard load in USD (seed-supply.ts laneTiming): one 40' (reefer: one reefer) by sea
   * and rail, one m³ by LCL, a 300 kg consignment by air, a full truck by road, a project's shipment; a shipment or a
   * month's storage for the services that do not move goods.
   */
  usd: number;
  /** The seed date, ms. */
  today: number;
}

type Rng = () => number;

/** The kinds priced per container type, and the types each offers. */
const CONTAINER_KINDS: Record<string, { types: ('20' | '40' | '40HC' | 'reefer')[]; reeferShare?: number }> = {
  fclSea: { types: ['20', '40', '40HC'], reeferShare: 0.3 },
  reeferSea: { types: ['reefer'] },
  intlRail: { types: ['20', '40', '40HC'] },
  railContainer: { types: ['20', '40', '40HC'] },
  ftlTrucking: { types: ['20', '40', '40HC'] },
  flatbed: { types: ['20', '40'] },
  reeferTrucking: { types: ['reefer'] },
};

/** Per-shipment kinds that move goods, with what one shipment may be (kg, m³): vans, couriers, pallets. */
const SHIPMENT_LIMITS: Record<string, [number, number]> = {
  sameDayVan: [1000, 10],
  courierPickup: [30, 0.25],
  palletDelivery: [1200, 1.8],
  lastMile: [50, 0.5],
  bulkyGoods: [500, 6],
};

/**
 * A tariff for a service of these facts, in its currency: amounts converted at the seed's exchange rates and rounded to
 * cents (to units for currencies of 100 or more to the dollar); valid 2 to 10 weeks after the seed date.
 */
export function tariffFor(facts: TariffFacts, r: Rng): Tariff {
  const fx = EXCHANGE_RATES[facts.currency] ?? 1;
  const money = (usd: number) => (fx >= 100 ? Math.round(usd * fx) : round2(usd * fx));
  const validUntil = new Date(facts.today - (facts.today % DAY) + intBetween(r, 14, 70) * DAY).toISOString().slice(0, 10);
  const surcharges: Surcharge[] = [];
  const add = (code: Surcharge['code'], kind: Surcharge['kind'], usdOrPercent: number) =>
    surcharges.push({ code, kind, amount: kind === 'percent' ? Math.round(usdOrPercent * 10) / 10 : money(usdOrPercent) });
  const tariff = (rest: Omit<Tariff, 'currency' | 'surcharges' | 'validUntil'>): Tariff => ({ ...rest, currency: facts.currency, surcharges, validUntil });
  const usd = facts.usd;

  const boxes = CONTAINER_KINDS[facts.kind];
  if (boxes) {
    // The standard box's all-in price is `usd`: its rate is what is left after the surcharges.
    const sea = facts.mode === 'sea';
    const road = facts.mode === 'road';
    const baf = sea ? usd * between(r, 0.12, 0.2) : 0;
    const thc = road ? 0 : between(r, 120, 320);
    const doc = between(r, 35, 90);
    if (baf) add('bunker', 'perContainer', baf);
    if (thc) add('terminalHandling', 'perContainer', thc);
    add('documentation', 'fixed', doc);
    if (sea && r() < 0.25) add('peakSeason', 'perContainer', between(r, 100, 300));
    if (sea && r() < 0.2) add('currency', 'percent', between(r, 2, 5));
    if (road) add('fuel', 'percent', between(r, 8, 18));
    const base = Math.max(usd * 0.5, (usd - baf - thc - doc) / (road ? 1.13 : 1));
    const rates: Tariff['rates'] = {};
    if (boxes.types.includes('reefer')) rates.reefer = money(base);
    else {
      // 40' ≈ 1.3-1.5 × 20'; 40' HC ≈ 40' + 5-10 %; a reefer ≈ 2 × a dry 40'.
      rates['40'] = money(base);
      rates['20'] = money(base / between(r, 1.3, 1.5));
      if (boxes.types.includes('40HC')) rates['40HC'] = money(base * between(r, 1.05, 1.1));
      if (boxes.reeferShare && r() < boxes.reeferShare) rates.reefer = money(base * between(r, 1.8, 2.2));
    }
    return tariff({ basis: 'perContainer', rates, minimum: 0 });
  }

  switch (facts.kind) {
    case 'lclSea': {
      // `usd` is the price of one m³: most of it the rate per revenue ton, minimum one revenue ton.
      const rate = usd * between(r, 0.75, 0.9);
      add('bunker', 'percent', between(r, 8, 15));
      add('terminalHandling', 'fixed', between(r, 40, 95));
      add('documentation', 'fixed', between(r, 35, 60));
      return tariff({ basis: 'perRevenueTon', rate: money(rate), minimum: money(rate), maxKg: 20_000, maxM3: intBetween(r, 15, 30) });
    }
    case 'airFreight':
    case 'expressAir': {
      // `usd` is the price of 300 kg: a rate per chargeable kg, fuel as a %, security and documents per shipment.
      const express = facts.kind === 'expressAir';
      const fuel = between(r, 15, 25);
      add('fuel', 'percent', fuel);
      add('security', 'fixed', between(r, 15, 40));
      add('documentation', 'fixed', between(r, 25, 50));
      const rate = usd / 300 / (1 + fuel / 100);
      return tariff({
        basis: 'perKgChargeable',
        rate: money(rate),
        minimum: money(express ? between(r, 35, 60) : between(r, 60, 120)),
        maxKg: express ? 300 : intBetween(r, 5, 20) * 1000,
        maxM3: express ? 2 : intBetween(r, 20, 60),
      });
    }
    case 'projectCargo': {
      // Heavy lift and out of gauge, per revenue ton, with a project's minimum (`usd`).
      add('documentation', 'fixed', between(r, 150, 400));
      return tariff({ basis: 'perRevenueTon', rate: money(between(r, 90, 220)), minimum: money(usd) });
    }
    case 'intlRoad':
    case 'ltlPartLoad': {
      // Groupage by road per chargeable kg at 1:3,000 (half the international road services sell full trucks: above).
      if (facts.kind === 'intlRoad' && r() < 0.5) return tariffFor({ ...facts, kind: 'ftlTrucking' }, r);
      add('fuel', 'percent', between(r, 8, 18));
      if (facts.kind === 'intlRoad') add('documentation', 'fixed', between(r, 20, 50));
      const perKg = usd / between(r, 9000, 14_000);
      return tariff({ basis: 'perKgChargeable', rate: Math.max(money(perKg), fx >= 100 ? 1 : 0.01), minimum: money(usd * between(r, 0.05, 0.1)), maxKg: 12_000, maxM3: 40 });
    }
  }

  const limits = SHIPMENT_LIMITS[facts.kind];
  if (limits) return tariff({ basis: 'perShipment', rate: money(usd), minimum: 0, maxKg: limits[0], maxM3: limits[1] });
  if (facts.category === 'warehouseServices') {
    // Per m³ and day of storage (cold storage dearer), handling in and out per shipment, a month's minimum (`usd`).
    add('terminalHandling', 'fixed', between(r, 30, 120));
    const perM3Day = between(r, 0.2, 0.8) * (facts.kind === 'coldStorage' ? 2 : 1);
    return tariff({ basis: 'perStorageDay', rate: money(perM3Day), minimum: money(usd), maxM3: intBetween(r, 2, 20) * 1000 });
  }
  // Customs, brokerage and port agency: a fee per shipment, sometimes with the documents on top.
  if (r() < 0.5) add('documentation', 'fixed', between(r, 20, 50));
  return tariff({ basis: 'perShipment', rate: money(usd), minimum: 0 });
}

/** The listed "from" price: the tariff's all-in price of its standard load (its limits aside), in its currency. */
export function fromPrice(tariff: Tariff, mode: TransportMode | null, today: string): number {
  const priced = priceLoad({ ...tariff, maxKg: null, maxM3: null, validUntil: '9999-12-31' }, standardLoad(tariff), { mode, today, usdPerUnit: 1 });
  return 'total' in priced ? priced.total : tariff.minimum;
}

const TRANSPORT: readonly string[] = ['sea', 'air', 'road', 'rail', 'multimodal'];
const STATIC_CATEGORIES = ['customsServices', 'warehouseServices', 'portAgencyServices', 'brokerageServices'];

/**
 * A seeded service's tariff columns with its listed price (`price`, `price_usd`) from them; its randomness drawn from
 * its id, so the catalog's other draws are not disturbed. Spread last into the service's row, it replaces the row's
 * price with the tariff's (the price fields are always there; typed optional so the spread may follow them).
 */
export function seedTariff(facts: TariffFacts & { id: number }): TariffColumns & { price?: number; price_usd?: number } {
  const r = mulberry32((SEED ^ Math.imul(facts.id, 0x9e3779b1)) >>> 0);
  const tariff = tariffFor(facts, r);
  const mode = STATIC_CATEGORIES.includes(facts.category) || !TRANSPORT.includes(facts.mode) ? null : (facts.mode as TransportMode);
  const price = fromPrice(tariff, mode, new Date(facts.today).toISOString().slice(0, 10));
  const fx = EXCHANGE_RATES[facts.currency] ?? 1;
  return { ...tariffColumns(tariff), price, price_usd: round2(price / fx) };
}

/**
 * Migration 025's data step for a catalog seeded before tariffs: each seeded service (it has a kind) gets the tariff
 * the seed now draws for it, from its listed price in US dollars, and its listed price from that tariff; an agent's own
 * listing keeps the migration's tariff (one shipment at its price). In batches of ids.
 */
export async function giveSeededServicesTariffs(db: Kysely<Database>, today = Date.now()): Promise<number> {
  let last = 0;
  let changed = 0;
  for (;;) {
    const rows = await db
      .selectFrom('services')
      .select(['id', 'kind', 'category', 'mode', 'currency', 'price_usd'])
      .where('id', '>', last)
      .orderBy('id')
      .limit(1000)
      .execute();
    if (rows.length === 0) return changed;
    for (const row of rows) {
      if (!row.kind) continue;
      const facts = { id: Number(row.id), kind: row.kind, category: row.category, mode: row.mode, currency: row.currency, usd: Number(row.price_usd), today };
      await db.updateTable('services').set(seedTariff(facts)).where('id', '=', row.id).execute();
      changed += 1;
    }
    last = Number(rows[rows.length - 1].id);
  }
}
