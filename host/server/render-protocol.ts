// What the host's server and its render workers say to each other (host/src/server/render-worker.tsx runs in the
// worker, host/server/render-pool.ts in the server). Types only: both sides are built separately.
import type { RemoteName, RenderState, RuntimeConfig } from '@cargora/shared/server';
import type { RemotesManifest } from './deploy-layout';

/** Given to a worker at start. */
export interface WorkerSetup {
  deployDir: string;
  /** The host's build (its locales). */
  hostDistDir: string;
  /**
   * The one generation of remotes.json it renders with, for its whole life; absent for a spare, which warms up and
   * waits to be bound to one (a `bind` message, once).
   */
  manifest?: RemotesManifest;
  /** Where the worker asks the API (may differ from the public URL the browser uses). */
  apiUrl: string;
  config: RuntimeConfig;
  /** Render budget: what is not ready by then is left to the browser. */
  budgetMs: number;
}

export interface RenderRequest {
  id: number;
  /** Path and query. */
  url: string;
  state: RenderState;
}

export interface RenderResult {
  id: number;
  status: number;
  /**
   * The HTML inside #root, as UTF-8 (transferred from the worker, not copied): a page's HTML has a few characters
   * beyond Latin-1 (a star, a dash, Arabic), and V8 then holds it as a two-byte string, which a worker's message
   * copies and Node decodes and encodes slowly (about 1 ms each way for a 70 KB storefront).
   */
  html: Uint8Array;
  /** The page's title, description, canonical, link previews and structured data (HTML for the head), or ''. */
  head: string;
  /** styled-components' <style> tags for it. */
  styles: string;
  /**
   * The state hydration starts from (PageState: the preferences, rates, API answers it was rendered with, and the
   * numbers and dates it formatted) as the JSON its script element holds (jsonInScript), UTF-8, transferred like the
   * HTML: made in the worker, the server's thread neither copies the answers nor writes them out.
   */
  pageState: Uint8Array;
  /** The remote whose route this is (null for the host's own). */
  remote: RemoteName | null;
  /** Sections left to the browser (a remote that failed or ran out of budget), with why. */
  failures: string[];
  /** Where to send the visitor instead (the root path). */
  redirect?: string;
  ms: number;
}

/** From the pool to a worker. */
export type PoolMessage = { type: 'bind'; manifest: RemotesManifest } | { type: 'render'; request: RenderRequest };

/** From a worker to the pool: `spare` once a spare has warmed up, `ready` once bound to its generation. */
export type WorkerMessage =
  | { type: 'spare' }
  | { type: 'ready'; failures: Partial<Record<RemoteName, string>> }
  | { type: 'result'; result: RenderResult }
  | { type: 'error'; id: number; message: string };
