// jest's jsdom environment has no fetch Request, yet react-router creates one for every navigation
// (so setSearchParams throws in tests). Tests import this minimal stand-in; see the report's shared/ proposal.
class TestRequest {
  readonly url: string;
  readonly method: string;
  readonly signal: AbortSignal | null;
  readonly headers: Headers | Record<string, string>;
  constructor(input: string | URL | { url: string }, init: { method?: string; signal?: AbortSignal | null } = {}) {
    this.url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    this.method = (init.method ?? 'GET').toUpperCase();
    this.signal = init.signal ?? null;
    this.headers = typeof Headers === 'undefined' ? {} : new Headers();
  }
}

if (typeof globalThis.Request === 'undefined') {
  Object.assign(globalThis, { Request: TestRequest });
}

export {};
