/**
 * Waits for every one of `reads` (started together, so they run in parallel) and gives their values, or throws the
 * FIRST failure in argument order, not in time: the page's own subject (a country, a storefront) decides the page's
 * status before a part of it that failed too (its list), whichever answered first.
 */
export async function allInOrder<T extends readonly unknown[] | []>(reads: {
  [K in keyof T]: Promise<T[K]>;
}): Promise<T> {
  const settled = await Promise.allSettled(reads);
  for (const result of settled) if (result.status === 'rejected') throw result.reason;
  return settled.map((result) => (result as PromiseFulfilledResult<unknown>).value) as unknown as T;
}
