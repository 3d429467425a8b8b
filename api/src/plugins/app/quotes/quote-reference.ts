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
