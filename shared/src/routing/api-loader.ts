// Loaders read the API through the site's one HTTP client, in the page's language, and turn a failed read into the
// page's status: a route error response the route's ErrorBoundary renders and the server answers with.
import { data } from '@cargora/shared/router';
import { DEFAULT_LANGUAGE, type ApiEnvelope, type Language } from '@cargora/shared/contracts';
import i18next from 'i18next';
import { http, errorMessage } from '../http/http-client';
import { isSupportedLanguage } from '../i18n/i18n';
import { LANG_PARAM } from '../seo/urls';

/** The language a loader asks the API in: `?lang=` of the page's URL, else the language the site is in. */
export function pageLanguage(request: Request): Language {
  const asked = new URL(request.url).searchParams.get(LANG_PARAM);
  if (isSupportedLanguage(asked)) return asked;
  return isSupportedLanguage(i18next.language) ? i18next.language : DEFAULT_LANGUAGE;
}

/** The body of a route error response: a sentence for the visitor, in the page's language. */
export interface RouteErrorBody {
  message: string;
}

/** The page status an API failure gives: unknown → 404, closed → 410, refused input → 400, no answer / 5xx → 503. */
export function pageStatusOf(apiStatus: number | null): 400 | 404 | 410 | 503 {
  if (apiStatus === null || apiStatus >= 500) return 503;
  if (apiStatus === 404) return 404;
  if (apiStatus === 410) return 410;
  return 400;
}

/** A route error response with `status`: throw it from a loader (`throw routeError(404)`). */
export function routeError(status: 400 | 401 | 404 | 410 | 503, message = ''): ReturnType<typeof data<RouteErrorBody>> {
  return data<RouteErrorBody>({ message }, { status, ...(status === 503 ? { headers: { 'Retry-After': '30' } } : {}) });
}

const statusOf = (error: unknown): number | null => (error as { response?: { status?: number } }).response?.status ?? null;
const aborted = (error: unknown) => (error as { code?: string; name?: string }).code === 'ERR_CANCELED' || (error as { name?: string }).name === 'CanceledError';

/**
 * GETs `path` (under /api/v1) for a loader: the envelope's `data`, asked in the page's language, cancelled with the
 * navigation. A failure is thrown as the page's route error (pageStatusOf).
 */
export async function apiGet<T>(request: Request, path: string, params: Record<string, unknown> = {}): Promise<T> {
  try {
    const res = await http.get<ApiEnvelope<T>>(path, {
      params: { ...params, lang: pageLanguage(request) },
      signal: request.signal,
      cargora: { toastOnError: false },
    });
    return res.data.data;
  } catch (error) {
    if (aborted(error) || request.signal.aborted) throw error;
    throw routeError(pageStatusOf(statusOf(error)), errorMessage(error));
  }
}

/** Like apiGet, for a part of the page that may be missing (a side list): its failure gives null, not the page's error. */
export async function apiGetOptional<T>(request: Request, path: string, params: Record<string, unknown> = {}): Promise<T | null> {
  try {
    return await apiGet<T>(request, path, params);
  } catch (error) {
    if (request.signal.aborted) throw error;
    return null;
  }
}
