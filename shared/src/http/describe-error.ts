// What a visitor reads when a request fails: one sentence in their language, never axios's own text.
import type { AxiosError } from 'axios';
import i18next from 'i18next';

/** Time-out: the request's own deadline passed. Network: no answer at all (offline, API down, CORS). */
export type HttpFailureKind = 'timeout' | 'network' | 'server' | 'client' | 'unknown';

export interface HttpFailure {
  kind: HttpFailureKind;
  status: number | null;
  /** The API's own message of a 4xx answer (`{statusCode, error, message}`), shown as it is. */
  serverMessage: string | null;
}

type Translate = (key: string, options: { ns: string }) => string | undefined;

/** Only while the translations have not arrived yet (i18next answers with nothing or the key). */
const UNTRANSLATED_FALLBACK = 'Something went wrong. Please try again.';

interface ErrorPayload {
  message?: unknown;
  data?: { message?: unknown };
}

function apiMessage(data: unknown): string | null {
  const body = data && typeof data === 'object' ? (data as ErrorPayload) : undefined;
  const message = body?.data?.message ?? body?.message;
  return typeof message === 'string' && message.trim() ? message : null;
}

/**
 * What axios.isAxiosError answers, without loading axios: the page's first scripts do not include it (it loads with
 * the first request, see http-client.ts), yet a failure may need describing before (one the server rendered with).
 */
export function isAxiosError(error: unknown): error is AxiosError {
  return typeof error === 'object' && error !== null && (error as { isAxiosError?: unknown }).isAxiosError === true;
}

export function classifyHttpError(error: unknown): HttpFailure {
  if (!isAxiosError(error)) return { kind: 'unknown', status: null, serverMessage: null };
  const status = error.response?.status ?? null;
  if (status === null) {
    // ECONNABORTED is also a page navigation aborting the request; the client's deadlines say ETIMEDOUT.
    return { kind: error.code === 'ETIMEDOUT' ? 'timeout' : 'network', status, serverMessage: null };
  }
  if (status >= 500) return { kind: 'server', status, serverMessage: null };
  if (status >= 400) return { kind: 'client', status, serverMessage: apiMessage(error.response?.data) };
  return { kind: 'unknown', status, serverMessage: null };
}

/**
 * The sentence for a failed request, in the visitor's language: a 4xx keeps the API's message,
 * everything else is one of `common:httpErrors.*`. Pass the component's `t` to follow its language.
 */
export function errorMessage(
  error: unknown,
  t: Translate = (key, options) => i18next.t(key, options),
): string {
  const failure = classifyHttpError(error);
  if (failure.serverMessage) return failure.serverMessage;
  const key = `httpErrors.${failure.kind}`;
  const text = t(key, { ns: 'common' });
  return text && text !== key ? text : UNTRANSLATED_FALLBACK;
}
