// The load a quote request carries (issue 49): the one the visitor priced on the page, shown above the form and sent
// with it (with JavaScript in the body; without, as hidden `load.<param>` fields the page's action reads).

/** The prefix of the form's hidden load fields (`load.n`…): apart from the request's own fields. */
export const QUOTE_LOAD_PREFIX = 'load.';

export interface QuoteLoad {
  /** The load's address parameters (contracts/load.ts loadToParams). */
  params: Record<string, string>;
  /** The load in a sentence, in the page's language ("Your load: 1 × 40' HC, declared value $20,000"). */
  summary: string;
}
