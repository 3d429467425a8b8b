/**
 * Wraps a value from the API (a company name, a title) in Unicode isolate marks so that, inside a
 * translated sentence, Latin names keep their own direction in Arabic and vice versa.
 */
export const isolate = (text: string) => `\u2068${text}\u2069`;
