// jsdom has no fetch `Request`, which react-router's data router builds on every navigation.
// Only GET navigations happen in these tests, so url, method, headers and signal are enough.
if (typeof globalThis.Request === 'undefined') {
  class TestRequest {
    url: string;
    method: string;
    signal: AbortSignal;
    headers: Map<string, string>;
    constructor(input: string | URL, init: { method?: string; signal?: AbortSignal } = {}) {
      this.url = String(input);
      this.method = init.method ?? 'GET';
      this.signal = init.signal ?? new AbortController().signal;
      this.headers = new Map();
    }
  }
  Object.assign(globalThis, { Request: TestRequest });
}
export {};
