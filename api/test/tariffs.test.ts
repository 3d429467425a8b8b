// The price of a load (issue 49) through the API: each tariff basis on a service whose tariff the test sets (worked
// by hand below), minimums, loads a service cannot carry (and why), a wrong load (400), and the list ordered by the
// load's all-in price in SQL agreeing with the contract's priceLoad on the seeded data. SQLite, or PostgreSQL with
// DATABASE_URL (scripts/with-postgres.sh).
import { TARIFF_BASES, type LoadPrice } from '@cargora/shared/contracts';
import { sql } from 'kysely';
import { buildApp } from '../src/app';
import { createTestApp, expectError, withApp, type TestApp } from './helpers';
import { tariffColumns } from '../src/plugins/app/services/tariff-columns';
import type { Tariff } from '@cargora/shared/contracts';
import { WORKED_FCL_LOAD, WORKED_FCL_PRICE, WORKED_FCL_TARIFF } from '@cargora/shared/testing/worked-tariffs';

const SEED = { agents: 40, services: 600, reviews: 40 };
const LIST = '/api/v1/misc/services';
const FUTURE = '2099-12-31';

describe('the price of a load', () => {
  let t: TestApp;
  let ids: number[];
  beforeAll(async () => {
    t = await createTestApp({ seed: SEED });
    ids = (await t.app.db.selectFrom('services').select('id').orderBy('id').limit(8).execute()).map((r) => Number(r.id));
  });
  afterAll(async () => t.close());

  /** Gives service `id` this tariff, in US dollars (listed at 100 USD), in `category` and `mode`, no protection. */
  async function setTariff(id: number, tariff: Omit<Tariff, 'currency' | 'validUntil'> & { validUntil?: string }, mode = 'sea', category = 'internationalTransport') {
    await t.app.db
      .updateTable('services')
      .set({ ...tariffColumns({ validUntil: FUTURE, ...tariff, currency: 'USD' }), currency: 'USD', price: 100, price_usd: 100, mode, category, protection_fee: '' })
      .where('id', '=', id)
      .execute();
  }
  const priceOf = async (id: number, query: string): Promise<LoadPrice> => {
    const res = await t.app.inject(`${LIST}/${id}?${query}`);
    expect(res.statusCode).toBe(200);
    return res.json().data.loadPrice;
  };

  it('prices per container type with its surcharges', async () => {
    await setTariff(ids[0], WORKED_FCL_TARIFF);
    // 2 × 40' HC: 2 × 1,820 = 3,640 + BAF 2 × 150 + THC 2 × 210 + documentation 45 = 4,405.
    expect(await priceOf(ids[0], new URLSearchParams(WORKED_FCL_LOAD).toString())).toEqual({ ...WORKED_FCL_PRICE, validUntil: FUTURE });
    // The detail states the tariff itself, its unit included.
    const detail = (await t.app.inject(`${LIST}/${ids[0]}`)).json().data;
    expect(detail.tariff).toEqual({ ...WORKED_FCL_TARIFF, currency: 'USD', validUntil: FUTURE, maxKg: null, maxM3: null });
    expect(detail).toMatchObject({ tariffBasis: 'perContainer' });
    expect(detail.loadPrice).toBeUndefined();
    // Arabic-Indic digits are read: ٢ = 2.
    expect(await priceOf(ids[0], `load=40HC&n=${encodeURIComponent('٢')}`)).toMatchObject({ total: 4405 });
    expect(await priceOf(ids[0], 'load=reefer')).toEqual({ unavailable: 'containerTypeNotOffered' });
    expect(await priceOf(ids[0], 'load=pkg&kg=100&m3=1')).toEqual({ unavailable: 'packagesNotAccepted' });
    // Two 20' hold 2 × 28,000 kg at most.
    expect(await priceOf(ids[0], 'load=20&n=2&kg=60000')).toEqual({ unavailable: 'weightExceeded' });
  });

  it('names the container type a per-container listed price is for', async () => {
    const unit = async (id: number) => (await t.app.inject(`${LIST}/${id}`)).json().data.standardContainer;
    await setTariff(ids[2], { basis: 'perContainer', rates: { '20': 900 }, minimum: 0, surcharges: [] });
    expect(await unit(ids[2])).toBe('20');
    await setTariff(ids[2], { basis: 'perContainer', rates: { '20': 900, '40HC': 1500 }, minimum: 0, surcharges: [] });
    expect(await unit(ids[2])).toBe('40HC');
    await setTariff(ids[2], { basis: 'perShipment', rate: 100, minimum: 0, surcharges: [] }, 'sea', 'customsServices');
    expect(await unit(ids[2])).toBeUndefined();
    // The list says it too.
    const listed = (await t.app.inject(`${LIST}?pageSize=100&sort=newest`)).json().data.items as { standardContainer?: string; tariffBasis?: string }[];
    for (const item of listed) expect(item.standardContainer !== undefined).toBe(item.tariffBasis === 'perContainer');
  });

  it('prices air per chargeable kg at 1:6,000 and road at 1:3,000, with the minimum', async () => {
    await setTariff(ids[1], { basis: 'perKgChargeable', rate: 3.1, minimum: 150, surcharges: [{ code: 'fuel', kind: 'percent', amount: 20 }], maxKg: 5000 }, 'air');
    // 3 pieces 120 × 80 × 100 cm, 300 kg: 2.88 m³ ÷ 6,000 cm³/kg = 480 kg × 3.10 = 1,488 + fuel 20 % 297.60 = 1,785.60.
    expect(await priceOf(ids[1], 'load=pkg&n=3&kg=300&l=120&w=80&h=100')).toMatchObject({
      total: 1785.6,
      lines: [{ code: 'freight', amount: 1488 }, { code: 'fuel', amount: 297.6 }],
      chargeable: { kg: 480 },
    });
    // 20 kg in 0.05 m³ (8.5 kg volumetric): 20 × 3.10 = 62 < minimum 150 → 150 + fuel 30 = 180.
    expect(await priceOf(ids[1], 'load=pkg&kg=20&m3=0.05')).toMatchObject({ total: 180, lines: [{ code: 'minimumCharge', amount: 150 }, { code: 'fuel', amount: 30 }] });
    expect(await priceOf(ids[1], 'load=40')).toEqual({ unavailable: 'containersNotAccepted' });
    expect(await priceOf(ids[1], 'load=pkg&kg=6000&m3=10')).toEqual({ unavailable: 'weightExceeded' });
    await setTariff(ids[2], { basis: 'perKgChargeable', rate: 0.25, minimum: 90, surcharges: [] }, 'road');
    // By road the same 2.88 m³ is 960 kg chargeable × 0.25 = 240.
    expect(await priceOf(ids[2], 'load=pkg&n=3&kg=300&l=120&w=80&h=100')).toMatchObject({ total: 240, chargeable: { kg: 960 } });
  });

  it('prices LCL per revenue ton, per m³, per shipment and per storage day', async () => {
    await setTariff(ids[3], { basis: 'perRevenueTon', rate: 65, minimum: 65, surcharges: [{ code: 'documentation', kind: 'fixed', amount: 40 }], maxM3: 15 });
    // 2.5 t in 4 m³ → 4 revenue tons × 65 = 260 + 40 = 300; 0.3 t in 0.5 m³ → 0.5 × 65 = 32.50 < 65 → 65 + 40 = 105.
    expect(await priceOf(ids[3], 'load=pkg&kg=2500&m3=4')).toMatchObject({ total: 300, chargeable: { revenueTons: 4 } });
    expect(await priceOf(ids[3], 'load=pkg&kg=300&m3=0.5')).toMatchObject({ total: 105, lines: [{ code: 'minimumCharge', amount: 65 }, { code: 'documentation', amount: 40 }] });
    expect(await priceOf(ids[3], 'load=pkg&kg=2500&m3=16')).toEqual({ unavailable: 'volumeExceeded' });
    await setTariff(ids[4], { basis: 'perM3', rate: 40, minimum: 0, surcharges: [] });
    expect(await priceOf(ids[4], 'load=pkg&kg=2500&m3=4')).toMatchObject({ total: 160, basis: 'perM3' });
    await setTariff(ids[5], { basis: 'perShipment', rate: 180, minimum: 0, surcharges: [{ code: 'documentation', kind: 'fixed', amount: 25 }] }, 'multimodal', 'customsServices');
    // Customs: one fee whatever the load: 180 + 25.
    expect(await priceOf(ids[5], 'load=40&n=3')).toMatchObject({ total: 205, basis: 'perShipment' });
    await setTariff(ids[6], { basis: 'perStorageDay', rate: 0.45, minimum: 50, surcharges: [] }, 'multimodal', 'warehouseServices');
    // 20 m³ × 14 days × 0.45 = 126; a 20' occupies 33 m³ × 30 days (the default) × 0.45 = 445.50.
    expect(await priceOf(ids[6], 'load=pkg&kg=2500&m3=20&days=14')).toMatchObject({ total: 126, basis: 'perStorageDay' });
    expect(await priceOf(ids[6], 'load=20')).toMatchObject({ total: 445.5 });
    // A freight basis on a service that does not move goods is not a price.
    await setTariff(ids[7], { basis: 'perContainer', rates: { '40': 1000 }, minimum: 0, surcharges: [] }, 'multimodal', 'brokerageServices');
    expect(await priceOf(ids[7], 'load=40')).toEqual({ unavailable: 'notTransport' });
  });

  it('prices protection on the declared value, and says when a tariff has expired', async () => {
    await setTariff(ids[4], { basis: 'perM3', rate: 40, minimum: 0, surcharges: [] });
    await t.app.db.updateTable('services').set({ protection_fee: '1.5%' }).where('id', '=', ids[4]).execute();
    // 1.5 % of USD 40,000 = 600; of EUR 1,000 (about USD 1,040) = about 15.6 < the USD 25 minimum → 25.
    expect(await priceOf(ids[4], 'load=pkg&kg=2500&m3=4&value=40000&valueCur=USD')).toMatchObject({ total: 760, lines: [{ code: 'freight', amount: 160 }, { code: 'protection', amount: 600 }] });
    expect(await priceOf(ids[4], 'load=pkg&kg=2500&m3=4&value=1000&valueCur=EUR')).toMatchObject({ total: 185 });
    await setTariff(ids[4], { basis: 'perM3', rate: 40, minimum: 0, surcharges: [], validUntil: '2020-01-31' });
    expect(await priceOf(ids[4], 'load=pkg&kg=2500&m3=4')).toEqual({ unavailable: 'tariffExpired' });
  });

  it('answers 400 naming what is wrong with a load', async () => {
    for (const [query, field] of [
      ['load=45', 'load'],
      ['load=40&n=100', 'n'],
      ['load=pkg&kg=300', 'm3'],
      ['load=pkg&m3=2', 'kg'],
      ['load=pkg&kg=abc&m3=2', 'kg'],
      ['load=40&value=100&valueCur=XYZ', 'valueCur'],
    ]) {
      for (const url of [`${LIST}?${query}`, `${LIST}/${ids[0]}?${query}`]) {
        const body = expectError(await t.app.inject(url), 400);
        expect(body.message).toMatch(new RegExp(`^Invalid load: .*\\b${field}\\b`));
      }
    }
    // No load: the list as before, no load price.
    const plain = (await t.app.inject(`${LIST}?pageSize=3`)).json().data.items;
    for (const item of plain) expect(item.loadPrice).toBeUndefined();
  });

  it('stores the load a quote request carries, and refuses a wrong one', async () => {
    const form = {
      mode: 'sea', origin: 'Shanghai', destination: 'Rotterdam', readyDate: new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10),
      cargo: 'Furniture', weightKg: 9000, name: 'Ada Lovelace', email: 'ada@example.com', serviceId: ids[0],
    };
    const send = (load?: object) => t.app.inject({ method: 'POST', url: '/api/v1/misc/quote-requests', payload: { ...form, ...(load ? { load } : {}) } });
    const res = await send({ load: '40HC', n: '١', kg: '9000', value: '40000', valueCur: 'eur' });
    expect(res.statusCode).toBe(201);
    const { data } = res.json();
    // Stored as the contract writes it back: ASCII digits, the currency in capitals.
    expect(data.load).toEqual({ load: '40HC', n: '1', kg: '9000', value: '40000', valueCur: 'EUR' });
    expect((await t.app.quotesRepository.findById(data.id, 'en'))?.load).toEqual(data.load);
    const without = (await send()).json().data;
    expect(without.load).toBeUndefined();
    expect(expectError(await send({ load: 'pkg', kg: '300' }), 400).message).toMatch(/^body\/volumeM3 is required for packages/);
    expect(expectError(await send({ load: '40HC', n: '1', days: '0' }), 400).message).toMatch(/^body\/load\/days Invalid load: days\b/);
  });

  it('tells every seeded service’s basis and lists them by the load’s all-in price, computed in SQL as priceLoad does', async () => {
    const { items } = (await t.app.inject(`${LIST}?pageSize=100`)).json().data;
    for (const item of items) expect(TARIFF_BASES).toContain(item.tariffBasis);
    for (const load of ['load=40HC', 'load=20&n=3&kg=40000', 'load=pkg&n=3&kg=300&l=120&w=80&h=100&value=20000&valueCur=EUR', 'load=pkg&kg=2500&m3=4']) {
      for (const sort of ['price_asc', 'price_desc'] as const) {
        const listed: { id: number; loadPrice: LoadPrice }[] = [];
        for (let page = 1; page <= 7; page += 1) {
          const res = await t.app.inject(`${LIST}?${load}&sort=${sort}&pageSize=100&page=${page}`);
          expect(res.statusCode).toBe(200);
          listed.push(...res.json().data.items);
        }
        expect(new Set(listed.map((s) => s.id)).size).toBe(SEED.services);
        const firstUnpriced = listed.findIndex((s) => 'unavailable' in s.loadPrice);
        const priced = firstUnpriced === -1 ? listed : listed.slice(0, firstUnpriced);
        // Those that cannot carry the load come after all those that can.
        expect(listed.slice(priced.length).every((s) => 'unavailable' in s.loadPrice)).toBe(true);
        expect(priced.length).toBeGreaterThan(0);
        const totals = priced.map((s) => (s.loadPrice as { totalUsd: number }).totalUsd);
        // The SQL's order is priceLoad's (within the cents each line is rounded to).
        for (let i = 1; i < totals.length; i += 1) {
          if (sort === 'price_asc') expect(totals[i]).toBeGreaterThanOrEqual(totals[i - 1] - 0.05);
          else expect(totals[i]).toBeLessThanOrEqual(totals[i - 1] + 0.05);
        }
      }
    }
  });
});

describe('migration 025 on a catalog seeded before tariffs', () => {
  it('gives the seeded services the seed’s tariffs and their listed prices from them', () =>
    withApp({ seed: { agents: 20, services: 120, reviews: 10 } }, async (old) => {
      const tariffs = () =>
        old.app.db.selectFrom('services').select(['id', 'tariff_basis', 'rate_40', 'tariff_rate', 'price', 'price_usd', 'tariff_valid_until']).orderBy('id').execute();
      const seeded = await tariffs();
      // Back to a database before migration 025: no tariff columns, the listed prices of no tariff.
      await sql`DROP INDEX services_tariff_cover_idx`.execute(old.app.db);
      for (const column of ['tariff_basis', 'rate_20', 'rate_40', 'rate_40hc', 'rate_reefer', 'tariff_rate', 'min_charge', 'surcharges', 'surcharge_fixed',
        'surcharge_per_container', 'surcharge_pct', 'max_kg', 'max_m3', 'tariff_valid_until'])
        await sql`ALTER TABLE services DROP COLUMN ${sql.raw(column)}`.execute(old.app.db);
      await old.app.db.deleteFrom('schema_migrations').where('version', 'in', ['025_tariffs', '025_tariffs_index']).execute();
      await old.app.close();
      old.app = await buildApp({ logger: false, databaseUrl: old.app.config.databaseUrl, dataDir: old.dataDir, config: { filesOrigin: 'http://files.test' } });
      const migrated = await tariffs();
      // Each seeded service gets the basis and the kind of rates the seed gives its kind (the amounts drawn from the listed
      // price there was), valid from today; before this step every service was one shipment at its price.
      const shape = (rows: typeof seeded) => rows.map((row) => [row.id, row.tariff_basis, row.rate_40 === null, row.tariff_rate === null]);
      expect(shape(migrated)).toEqual(shape(seeded));
      for (const row of migrated) expect(row.tariff_valid_until! >= new Date().toISOString().slice(0, 10)).toBe(true);
      expect(new Set(migrated.map((r) => r.tariff_basis)).size).toBeGreaterThan(3);
      const res = await old.app.inject(`${LIST}?load=40HC&sort=price_asc&pageSize=5`);
      expect(res.statusCode).toBe(200);
      expect(res.json().data.items[0].loadPrice).toHaveProperty('total');
    }));
});
