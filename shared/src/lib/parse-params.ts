// Reading ids, pages and choices from hand-editable URLs: anything odd falls back, never reaches the API.

/** A positive page number from the URL; anything else is page 1. */
export function parsePage(raw: string | null | undefined): number {
  const n = Number(raw);
  return Number.isInteger(n) && n >= 1 ? n : 1;
}

/** The API accepts ids of 1 to 9 digits; anything else is not found without a request. */
export function parseId(raw: string | null | undefined): number | null {
  return raw && /^[1-9][0-9]{0,8}$/.test(raw) ? Number(raw) : null;
}

/** `value` if it is one of `allowed`, else `fallback`. */
export function oneOf<T extends string, F extends string = T>(
  value: string | null | undefined,
  allowed: readonly T[],
  fallback: F,
): T | F {
  return (allowed as readonly (string | null | undefined)[]).includes(value) ? (value as T) : fallback;
}
