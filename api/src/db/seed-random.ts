// The seed's deterministic randomness and small helpers, shared by the catalog seed (seed.ts) and the editorial one
// (seed-content.ts).
import fs from 'node:fs';
import path from 'node:path';

export const SEED = 0x5eed2025;
/**
 * The shape of the data the seed writes. A database seeded by an older shape is seeded again at start-up (ensure.ts):
 * 2 = texts in three languages, lanes and transit times from real places (migration 010).
 * 3 = the gazetteer's positions for every city (real lane distances), the editorial texts written for the site.
 * 4 = service pictures and blog covers with no words drawn in them.
 * 5 = English place names with their diacritics (São Paulo, Setúbal, Malmö), the gazetteer's keys.
 * 6 = supply like the industry (issue 49): road and rail lanes, busy lanes stocked, sea routes via canals, transit
 *     ranges and lead times (migration 026), prices in the agent’s or the lane’s currency, dates relative to the seed date.
 * 7 = agents' quote requests of the last year with their answers (migration 032): response times measured, not invented.
 */
export const SEED_VERSION = 7;
export const DAY = 86_400_000;
export const YEAR = 365 * DAY;

/** mulberry32: small, fast, deterministic PRNG. */
export function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
export const pick = <T>(r: () => number, list: readonly T[]): T => list[Math.floor(r() * list.length)];
export const between = (r: () => number, min: number, max: number) => min + r() * (max - min);
export const intBetween = (r: () => number, min: number, max: number) => Math.floor(between(r, min, max + 1));
export const round2 = (n: number) => Math.round(n * 100) / 100;
export const isoBetween = (r: () => number, from: string, to: string) =>
  new Date(Date.parse(from) + Math.floor(r() * (Date.parse(to) - Date.parse(from)))).toISOString();
export const slugify = (s: string) => s.toLowerCase().normalize('NFKD').replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');

export function writeFile(file: string, content: string): void {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, content);
}
