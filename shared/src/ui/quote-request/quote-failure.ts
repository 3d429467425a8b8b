// What the quote form says when the API refuses a request (no React, no HTTP client: the action uses it too).
import type { QuoteRequestField } from '@cargora/shared/contracts';
import { quoteFieldOfPath } from '../../contracts/rules';

export type QuoteSubmitFailure =
  | { kind: 'field'; field: QuoteRequestField }
  | { kind: 'notFound' | 'tooMany' | 'invalid' | 'network' | 'unknown' | 'expired' };

/** The API's refusal (status null: no answer) as the form explains it; the API names fields as `body/<field>` (`body/load/<param>` for the load's). */
export function quoteFailureOf(status: number | null, message: string): QuoteSubmitFailure {
  if (status === null) return { kind: 'network' };
  if (status === 404) return { kind: 'notFound' };
  if (status === 429) return { kind: 'tooMany' };
  if (status === 400) {
    // `body/weightKg …`, or a load's field: `body/load/value …` (the load's `n` is the containers count).
    const named = /body\/(\w+(?:\/\w+)?)/.exec(message)?.[1];
    const field = named === undefined ? undefined : quoteFieldOfPath(named);
    return field ? { kind: 'field', field } : { kind: 'invalid' };
  }
  return { kind: 'unknown' };
}
