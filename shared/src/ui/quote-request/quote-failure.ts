// What the quote form says when the API refuses a request (no React, no HTTP client: the action uses it too).
import type { QuoteRequestField } from '@cargora/shared/contracts';
import { QUOTE_REQUEST_FIELDS } from '../../contracts/rules';

export type QuoteSubmitFailure =
  | { kind: 'field'; field: QuoteRequestField }
  | { kind: 'notFound' | 'tooMany' | 'invalid' | 'network' | 'unknown' | 'expired' };

/** The API's refusal (status null: no answer) as the form explains it; the API names fields as `body/<field>`. */
export function quoteFailureOf(status: number | null, message: string): QuoteSubmitFailure {
  if (status === null) return { kind: 'network' };
  if (status === 404) return { kind: 'notFound' };
  if (status === 429) return { kind: 'tooMany' };
  if (status === 400) {
    const named = /body\/(\w+)/.exec(message)?.[1];
    const field = QUOTE_REQUEST_FIELDS.find((f) => f === named);
    return field ? { kind: 'field', field } : { kind: 'invalid' };
  }
  return { kind: 'unknown' };
}
