// Forms that work without JavaScript: a route's `action` receives the form the browser posted to the page's own
// address. The host's server checks the anti-forgery token (a double-submit cookie: shared with the hidden field the
// page carries) before the action runs, and tells the action the outcome in a request header; the action answers
// with the confirmation, or with the form again (every field kept, the errors beside them).
import { http, errorMessage } from '../http/http-client';
import { FORM_TOKEN_HEADER, FORWARDED_FOR_HEADER } from './form-token';
import type { ApiEnvelope } from '@cargora/shared/contracts';

/** Did the host's server find the form's anti-forgery token valid? */
export const formTokenValid = (request: Request) => request.headers.get(FORM_TOKEN_HEADER) === 'valid';

/** A form field as text ('' when absent or a file). */
export const formText = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === 'string' ? value : '';
};

/** A posted file, or null when none was chosen (a browser sends an empty, nameless part then). */
export const formFile = (form: FormData, name: string): File | null => {
  const value = form.get(name);
  return value && typeof value !== 'string' && (value.size > 0 || value.name) ? value : null;
};

/**
 * An idempotency key for a posted form: a digest of what it sends, so the same form sent twice (a reload of the answer,
 * a double click) is stored once, and two different ones never share a key.
 */
export async function formSubmissionKey(...parts: unknown[]): Promise<string> {
  const hash = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(JSON.stringify(parts)));
  return `form-${Array.from(new Uint8Array(hash).slice(0, 16), (b) => b.toString(16).padStart(2, '0')).join('')}`;
}

export type ApiPostResult<T> = { ok: true; data: T; message?: string } | { ok: false; status: number | null; message: string };

/**
 * POSTs `body` (JSON or FormData) to `path` (under /api/v1) for an action, on behalf of the visitor (their address
 * forwarded): the envelope's data, or the API's status and message (null status: the API did not answer).
 */
export async function apiPost<T>(request: Request, path: string, body: unknown, headers: Record<string, string> = {}): Promise<ApiPostResult<T>> {
  const forwarded = request.headers.get(FORWARDED_FOR_HEADER);
  try {
    const res = await http.post<ApiEnvelope<T>>(path, body, {
      // The client's default type is JSON; a FormData body goes as multipart (axios adds the boundary).
      headers: { ...(body instanceof FormData ? { 'Content-Type': 'multipart/form-data' } : {}), ...headers, ...(forwarded ? { 'X-Forwarded-For': forwarded } : {}) },
      signal: request.signal,
      cargora: { toastOnError: false },
    });
    return { ok: true, data: res.data.data, message: res.data.message };
  } catch (error) {
    const status = (error as { response?: { status?: number } }).response?.status ?? null;
    return { ok: false, status, message: errorMessage(error) };
  }
}
