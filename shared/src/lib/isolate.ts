// Unicode isolate marks, without React: for the pages (see ../ui/bidi.ts) and for the API's own texts (its seed).

/**
 * Wraps a value from the API (a company name, a title) in Unicode isolate marks (FSI … PDI, what `<bdi>` does) so that,
 * inside a translated sentence, Latin names keep their own direction in Arabic and vice versa, and the sentence's
 * punctuation and arrows around them follow the page's direction.
 */
export const isolate = (text: string) => `\u2068${text}\u2069`;

/** The isolate marks `isolate` adds, for comparing texts (tests) or writing plain text (page titles, meta). */
export const stripIsolates = (text: string) => text.replace(/[\u2066-\u2069]/g, '');

/**
 * Wraps a text in the isolate of a given direction (LRI or RLI … PDI, what `<bdi dir>` does): for a run made of
 * isolated names and the punctuation between them ("city، country"), which has no strong letter of its own to take a
 * direction from, so `isolate` (first strong letter, skipping the names inside) would lay it out left to right and an
 * Arabic reader would meet the country before the city. Such a run takes the page's direction.
 */
export const isolateAs = (dir: 'ltr' | 'rtl', text: string) => `${dir === 'rtl' ? '\u2067' : '\u2066'}${text}\u2069`;
