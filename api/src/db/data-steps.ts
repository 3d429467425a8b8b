import type { Kysely } from 'kysely';
import { refreshPlaces } from './places';
import { createFacetCounts, createPriceFacetCounts } from './facet-counts';
import { createSearchIndex, indexSearchRecency } from './search-index';
import { recordPriceChanges } from './price-history';
import { giveSeededServicesModes } from './seed';
import { languageCode } from '../reference/languages';
import { endSeededJobs } from './seed-content';
import { giveSeededServicesTariffs } from './seed-data/tariffs';
import type { Database } from './types';

/**
 * What a migration brings the data already there, by version: run right after its SQL, in its transaction, so a
 * later migration indexes filled columns (filling an indexed column of a million rows takes minutes, not seconds).
 */
export const DATA_STEPS: Partial<Record<string, (trx: Kysely<Database>) => Promise<void>>> = {
  // Jobs seeded before postings had an end get the seed's ends (one of them long past).
  '007_job_validity': endSeededJobs,
  // Services seeded before they had a mode get the seed's.
  '008_transport_mode': async (trx) => {
    await giveSeededServicesModes(trx);
  },
  // The places table (008) is built from the services, with its names in every language (010).
  '010_languages': async (trx) => {
    await refreshPlaces(trx);
  },
  // The full-text index over the services there, and its vocabulary.
  '012_search': createSearchIndex,
  // PostgreSQL's search index gains each service's recency bucket.
  '013_search_recency': indexSearchRecency,
  // The services counted per facet value, kept in step by triggers.
  '014_facet_counts': createFacetCounts,
  // Agents' languages as codes (the storefront names them in the page's language).
  '015_agent_language_codes': languagesToCodes,
  // The services counted per price bucket and facet value, kept in step by triggers.
  '019_price_facet_counts': createPriceFacetCounts,
  // Services there before tariffs: the seeded ones get the seed's tariff (and their listed price from it), an agent's
  // own one shipment at its price (the SQL), valid for 30 days from the migration.
  '025_tariffs': async (trx) => {
    await giveSeededServicesTariffs(trx);
    await trx.updateTable('services').set({ tariff_valid_until: new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10) }).where('tariff_valid_until', 'is', null).execute();
  },
  // A row of price history whenever a service's price changes (the lane index), kept by a trigger.
  '027_price_history': recordPriceChanges,
};

async function languagesToCodes(trx: Kysely<Database>): Promise<void> {
  const rows = await trx.selectFrom('agents').select(['id', 'languages']).execute();
  for (const row of rows) {
    let names: unknown;
    try {
      names = JSON.parse(row.languages);
    } catch {
      continue;
    }
    if (!Array.isArray(names)) continue;
    const codes = [...new Set(names.map((n) => (typeof n === 'string' ? languageCode(n) : n)))];
    const languages = JSON.stringify(codes);
    if (languages !== row.languages) await trx.updateTable('agents').set({ languages }).where('id', '=', row.id).execute();
  }
}
