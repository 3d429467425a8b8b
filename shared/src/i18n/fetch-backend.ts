import type { BackendModule, ReadCallback } from 'i18next';

/**
 * The smallest i18next backend that does what we need: GET `{base}locales/{lng}/{ns}.json` with fetch, where the
 * base is the origin of the package that owns the namespace. Answers the way i18next's retry logic expects:
 * a network failure or a 5xx is retryable, a 4xx (a missing file) is not.
 */
export function createFetchBackend(urlFor: (language: string, namespace: string) => string): BackendModule {
  return {
    type: 'backend',
    init() {
      // Nothing to set up: the URL function is all the configuration there is.
    },
    read(language: string, namespace: string, callback: ReadCallback) {
      const url = urlFor(language, namespace);
      fetch(url, { credentials: 'omit' })
        .then(async (res) => {
          if (!res.ok) {
            callback(new Error(`failed loading ${url}: ${res.status}`), res.status >= 500 || res.status === 408 || res.status === 429);
            return;
          }
          callback(null, (await res.json()) as Record<string, unknown>);
        })
        .catch((error: unknown) => {
          callback(new Error(`failed loading ${url}: ${error instanceof Error ? error.message : String(error)}`), true);
        });
    },
  };
}
