// i18next's backend for our texts: one GET per namespace and language, `{base}locales/{lng}/{ns}.json`, from the
// origin that ships the namespace (see registerNamespace). Plain fetch: the page needs nothing more, and it is a few
// hundred bytes where a general HTTP backend is kilobytes on every first visit.
import type { BackendModule, ReadCallback } from 'i18next';

export interface FetchBackendOptions {
  /** The URL of one namespace in one language. */
  url: (language: string, namespace: string) => string;
}

/** What went wrong, and whether i18next should try again (a network failure or a server error; a 4xx will not mend). */
async function readTexts(url: string): Promise<{ data: Record<string, unknown> } | { error: string; retry: boolean }> {
  let res: Response;
  try {
    res = await fetch(url);
  } catch (error) {
    return { error: `failed loading ${url}: ${error instanceof Error ? error.message : String(error)}`, retry: true };
  }
  if (!res.ok) return { error: `failed loading ${url}: status ${res.status}`, retry: res.status >= 500 || res.status === 408 || res.status === 429 };
  try {
    return { data: (await res.json()) as Record<string, unknown> };
  } catch {
    return { error: `failed parsing ${url} as JSON`, retry: false };
  }
}

export function fetchBackend(options: FetchBackendOptions): BackendModule {
  return {
    type: 'backend',
    init: () => undefined,
    read(language: string, namespace: string, callback: ReadCallback) {
      void readTexts(options.url(language, namespace)).then((result) => {
        if ('data' in result) callback(null, result.data);
        // i18next's backend contract: the second argument of a failure says whether to retry.
        else callback(result.error, result.retry);
      });
    },
  };
}
