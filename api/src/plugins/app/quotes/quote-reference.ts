import crypto from 'node:crypto';

/** Crockford's base32 digits (no I, L, O, U): a reference read out on the phone or retyped survives. */
const DIGITS = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/**
 * A new quote reference, Q-XXXX-XXXX: 8 random base32 digits (40 bits from node:crypto). It says nothing about how
 * many requests came before it, and no two API instances need to agree on it: the unique index catches the rare
 * clash (about one in a million after a million requests) and the insert is retried with another.
 */
export function newQuoteReference(): string {
  return newReference('Q');
}

/** A new reference of the same shape under another letter (R-XXXX-XXXX for a listing report). */
export function newReference(prefix: string): string {
  const digits = Array.from({ length: 8 }, () => DIGITS[crypto.randomInt(DIGITS.length)]).join('');
  return `${prefix}-${digits.slice(0, 4)}-${digits.slice(4)}`;
}

/** A unique violation on the reference (SQLite names the column, PostgreSQL the constraint): draw another one. */
const REFERENCE_CLASH = /(UNIQUE|unique|23505).*reference|reference.*(UNIQUE|unique|23505)/s;
const MAX_REFERENCE_ATTEMPTS = 8;

/**
 * Runs `insert` with a reference `draw` gives until none clashes with a stored one (about one in a million after a
 * million rows), and answers the reference it stored. Any other failure is thrown as it came.
 */
export async function insertWithNewReference(draw: () => string, insert: (reference: string) => Promise<void>): Promise<string> {
  for (let attempt = 1; ; attempt += 1) {
    const reference = draw();
    try {
      await insert(reference);
      return reference;
    } catch (err) {
      const text = `${String((err as { code?: unknown }).code)} ${(err as Error).message}`;
      if (attempt >= MAX_REFERENCE_ATTEMPTS || !REFERENCE_CLASH.test(text)) throw err;
    }
  }
}

/** A group's reference (several agents asked at once): G- and the digits of its first request's reference. */
export const groupReferenceOf = (firstReference: string): string => firstReference.replace(/^Q-/, 'G-');
