// Lanes (issue 49): how a lane page is addressed. `/lanes/<origin>/<destination>`, each side a place's slug (a
// country, a city or a port): `/lanes/china/netherlands`, `/lanes/shanghai/rotterdam`.
import { pathTo } from '../routes';
/** A place's slug: its English name, lower-case, accents dropped, every run of other characters one hyphen. */
export const placeSlug = (name: string): string =>
  name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** The weeks the lane index covers (a year). */
export const LANE_INDEX_WEEKS = 52;
/** The agents a lane lists (the most services on it first). */
export const LANE_AGENTS_SHOWN = 12;

/** The lane page between two places named as the data names them (English). */
export const laneHref = (origin: string, destination: string): string =>
  pathTo('lane', { origin: placeSlug(origin), destination: placeSlug(destination) });
