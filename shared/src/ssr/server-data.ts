// The API answers a server-rendered page was rendered with, keyed like useApi's requests.
// On the server (a render worker renders one page at a time) useApi reads them from the render's data source,
// which suspends the render until an answer arrives; the answers then travel in the page, so the browser's first
// render (hydration) shows exactly what the server showed without asking the API again.
import type { AxiosError, AxiosResponse } from 'axios';

/** One answer: the data of a 2xx, or what a failure needs to be described again (errorMessage) in the browser. */
export type DataEntry =
  | { ok: true; status: number; data: unknown }
  | { ok: false; status: number | null; code: string | null; body: unknown };

export const dataKey = (path: string, params?: Record<string, unknown>) => `${path}?${JSON.stringify(params ?? {})}`;

/**
 * A failure as an axios error again, so it reads exactly as the original did (describe-error.ts). Built by hand: the
 * page hydrates before axios has loaded (it comes with the first request), and an AxiosError is this shape.
 */
export function failureOf(entry: Extract<DataEntry, { ok: false }>): AxiosError {
  const response = entry.status === null ? undefined : ({ status: entry.status, data: entry.body, headers: {}, statusText: '', config: {} } as AxiosResponse);
  const error = Object.assign(new Error('request failed'), { name: 'AxiosError', isAxiosError: true, code: entry.code ?? undefined, response });
  return error as unknown as AxiosError;
}

export function entryOfFailure(error: unknown): Extract<DataEntry, { ok: false }> {
  const e = error as { response?: { status?: number; data?: unknown }; code?: string };
  return { ok: false, status: e.response?.status ?? null, code: e.code ?? null, body: e.response?.data ?? null };
}

/**
 * One GET of the API (`path` under /api/v1, its query) for a server render: the status and the envelope's `data`. A
 * failure rejects as axios's errors read (entryOfFailure): `response.status` and `response.data` for an HTTP error,
 * `code` for the rest (ECONNREFUSED, ETIMEDOUT, ...).
 */
export type ApiGet = (path: string, params: Record<string, unknown>) => Promise<{ status: number; data: unknown }>;

/** Where a server render gets its answers: `read` returns one, or throws the promise of it (React suspends). */
export interface ServerDataSource {
  read(key: string, path: string, params: Record<string, unknown>): DataEntry;
}

let source: ServerDataSource | null = null;
/** Set by the render worker around each render; null in the browser. */
export function setServerDataSource(next: ServerDataSource | null) {
  source = next;
}
export function serverDataSource(): ServerDataSource | null {
  return source;
}

/** A render's answers, asked for through `get`: every request once, then its entry. */
export class RenderData implements ServerDataSource {
  readonly entries = new Map<string, DataEntry>();
  private readonly pending = new Map<string, Promise<void>>();
  constructor(private readonly get: ApiGet) {}
  read(key: string, path: string, params: Record<string, unknown>): DataEntry {
    const entry = this.entries.get(key);
    if (entry) return entry;
    let promise = this.pending.get(key);
    if (!promise) {
      promise = this.get(path, params).then(
        (res) => void this.entries.set(key, { ok: true, status: res.status, data: res.data }),
        (error: unknown) => void this.entries.set(key, entryOfFailure(error)),
      );
      this.pending.set(key, promise);
    }
    throw promise;
  }
  /**
   * The page's status from its answers: no answer or a 5xx is a 503 (the API is down: the page says so and
   * retries); a 404 of the API is the page's 404, a 410 its 410; any other 4xx (a malformed id or filter in the URL) a 400.
   */
  status(): 200 | 400 | 404 | 410 | 503 {
    const failures = [...this.entries.values()].filter((e): e is Extract<DataEntry, { ok: false }> => !e.ok);
    if (failures.some((e) => e.status === null || e.status >= 500)) return 503;
    if (failures.some((e) => e.status === 404)) return 404;
    // Gone for good (a job posting that has closed): search engines drop the page.
    if (failures.some((e) => e.status === 410)) return 410;
    if (failures.some((e) => e.status !== null && e.status >= 400)) return 400;
    return 200;
  }
  toJSON(): Record<string, DataEntry> {
    return Object.fromEntries(this.entries);
  }
}

// In the browser: the answers the page arrived with, until the visitor navigates elsewhere.
let seeded = new Map<string, DataEntry>();
export function seedServerData(entries: Record<string, DataEntry> | undefined) {
  seeded = new Map(Object.entries(entries ?? {}));
}
export function seededEntry(key: string): DataEntry | undefined {
  return seeded.get(key);
}
/** After the first navigation every page asks the API itself. */
export function forgetServerData() {
  seeded = new Map();
}

// A page that knows by itself that it does not exist (an unknown category) says so for the server's status.
let declaredStatus: number | null = null;
/** Called while rendering: on the server the page answers `status` (404 for a not-found state). */
export function declarePageStatus(status: number) {
  if (source) declaredStatus = status;
}
/** The status a page declared during the last server render (reset by the worker before each). */
export function takeDeclaredStatus(): number | null {
  const status = declaredStatus;
  declaredStatus = null;
  return status;
}
