// jsdom has no fetch Request, and react-router builds one on every navigation (setSearchParams
// included). This minimal stand-in carries what a loader-less router reads: url, method, signal.
// Proposed for shared/build/jest-setup.ts; kept local because shared/ is not ours to edit.
if (typeof globalThis.Request === 'undefined') {
  class RequestStandIn {
    readonly url: string;
    readonly method: string;
    readonly signal: AbortSignal;
    readonly headers: { get: (name: string) => string | null };
    constructor(input: string | URL, init: { method?: string; signal?: AbortSignal } = {}) {
      this.url = String(input);
      this.method = (init.method ?? 'GET').toUpperCase();
      this.signal = init.signal ?? new AbortController().signal;
      this.headers = { get: () => null };
    }
  }
  Object.assign(globalThis, { Request: RequestStandIn });
}
export {};
