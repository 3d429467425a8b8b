// The load a quote request carries (issue 49): the one the visitor priced on the page. Its type, count, weight, volume
// and declared value fill the form's fields; what no field shows is sent as it is (with JavaScript in the body;
// without, as hidden `load.<param>` fields the page's action reads).

/** The prefix of the form's hidden load fields (`load.n`…): apart from the request's own fields. */
export const QUOTE_LOAD_PREFIX = 'load.';

export interface QuoteLoad {
  /** The load's address parameters (contracts/load.ts loadToParams). */
  params: Record<string, string>;
  /** The load in a sentence, in the page's language ("Your load: 1 × 40' HC, declared value $20,000"); the form shows its fields instead. */
  summary?: string;
}

/** The load parameters the form's fields do not show: a load of packages' pieces (`n`) and storage days (`days`). */
const CARRIED_PARAMS = ['n', 'days'] as const;

/** What of a priced load the form sends as it is (the rule set's `quoteLoadParams` lays the fields over it). */
export function carriedLoadParams(params: Record<string, string> | undefined): Record<string, string> {
  if (!params) return {};
  const out: Record<string, string> = {};
  for (const name of CARRIED_PARAMS) {
    // A container load's count is the containers field.
    if (params[name] !== undefined && !(name === 'n' && params.load !== 'pkg')) out[name] = params[name]!;
  }
  return out;
}
