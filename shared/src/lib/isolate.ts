// Unicode isolate marks, without React: for the pages (see ../ui/bidi.ts) and for the API's own texts (its seed).

/**
 * Wraps a value from the API (a company name, a title) in Unicode isolate marks (FSI … PDI, what `<bdi>` does) so that,
 * inside a translated sentence, Latin names keep their own direction in Arabic and vice versa, and the sentence's
 * punctuation and arrows around them follow the page's direction.
 */
export const isolate = (text: string) => `\u2068${text}\u2069`;

/** The isolate marks `isolate` adds, for comparing texts (tests) or writing plain text (page titles, meta). */
export const stripIsolates = (text: string) => text.replace(/[\u2066-\u2069]/g, '');
