// Idempotency keys for POSTs that store something (a quote request, a job application): an answer lost on the way
// back (the connection dropped, the API restarted) is retried with the same key, and the API answers the first
// request again instead of storing a second copy. One key per submission: the same key while the same thing is sent
// again, a new one once it was stored or when the visitor changed what they send.

/** The header the API reads (it keeps a key at least 24 hours). */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';

/** A random UUID v4: crypto.randomUUID where the page is a secure context, else from crypto.getRandomValues. */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const b = crypto.getRandomValues(new Uint8Array(16));
  b[6] = (b[6] & 0x0f) | 0x40;
  b[8] = (b[8] & 0x3f) | 0x80;
  const hex = Array.from(b, (x) => x.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

export interface SubmissionKeys {
  /** The key for sending `what` (a digest or text of the payload): the same as last time while `what` is the same. */
  keyFor(what: string): string;
  /** The submission was stored: the next one, even with the same content, is a new request. */
  stored(): void;
}

/** Keys for one form's submissions. */
export function submissionKeys(): SubmissionKeys {
  let last: { what: string; key: string } | null = null;
  return {
    keyFor(what) {
      if (last?.what !== what) last = { what, key: newIdempotencyKey() };
      return last.key;
    },
    stored() {
      last = null;
    },
  };
}
