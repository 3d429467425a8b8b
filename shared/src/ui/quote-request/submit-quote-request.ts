import type { ApiEnvelope, QuoteGroup, QuoteRequest, QuoteRequestValues, Language } from '@cargora/shared/contracts';
import { http, isAxiosError, IDEMPOTENCY_HEADER, submissionKeys } from '@cargora/shared/runtime';
import { cleanQuoteRequest } from '../../contracts/rules';
import { quoteFailureOf, type QuoteSubmitFailure } from './quote-failure';

import { QUOTE_GROUPS_ENDPOINT, QUOTE_REQUESTS_ENDPOINT, type QuoteTargetRef } from './endpoints';

export type { QuoteTargetRef };

// A retry of a request whose answer was lost (same target and values) carries the key of the first try.
const keys = submissionKeys();

/**
 * Posts checked values; what was not given is left out of the body. The signed-in customer's token goes with it, and
 * the page's language: the stored request comes back with the service's title in it. An Idempotency-Key goes with it
 * too: sending the same request again after a lost answer stores it once.
 */
export function submitQuoteRequest(
  target: QuoteTargetRef,
  values: QuoteRequestValues,
  lang: Language,
  /** The load the visitor priced (its address parameters: loadToParams), stored with the request. */
  load?: Record<string, string>,
): Promise<QuoteRequest> {
  return post<QuoteRequest>(QUOTE_REQUESTS_ENDPOINT, target, values, lang, load);
}

/** One request to several agents (the group page): stored once per agent, answered with the group's reference. */
export function submitQuoteGroup(agentIds: number[], values: QuoteRequestValues, lang: Language, load?: Record<string, string>): Promise<QuoteGroup> {
  return post<QuoteGroup>(QUOTE_GROUPS_ENDPOINT, { agentIds }, values, lang, load);
}

async function post<T>(endpoint: string, target: QuoteTargetRef | { agentIds: number[] }, values: QuoteRequestValues, lang: Language, load?: Record<string, string>): Promise<T> {
  const body = quoteBody(target, cleanQuoteRequest(values), load);
  // The form shows its own errors, so no toast.
  const res = await http.post<ApiEnvelope<T>>(endpoint, body, {
    params: { lang },
    headers: { [IDEMPOTENCY_HEADER]: keys.keyFor(JSON.stringify(body)) },
    cargora: { toastOnError: false },
  });
  keys.stored();
  return res.data.data;
}

export type { QuoteSubmitFailure };

/** The POST body: the target, the cleaned values without what was not given, and the load when there is one. */
export function quoteBody(target: QuoteTargetRef | { agentIds: number[] }, cleaned: object, load?: Record<string, string> | null): Record<string, unknown> {
  const body: Record<string, unknown> = Object.fromEntries(Object.entries({ ...target, ...cleaned } as Record<string, unknown>).filter(([, v]) => v !== null && v !== ''));
  if (load && Object.keys(load).length > 0) body.load = load;
  return body;
}

/** Turns a failed POST into something the form can explain. */
export function describeQuoteFailure(error: unknown): QuoteSubmitFailure {
  if (!isAxiosError(error) || !error.response) return { kind: 'network' };
  return quoteFailureOf(error.response.status, String((error.response.data as { message?: unknown } | undefined)?.message ?? ''));
}
