// What the host's server and its render threads hand each other (host/server/render/render-worker.tsx is the piscina
// task module, host/server/render-pool.ts the pool). Types only: both sides are built separately.
import type { RemoteName, RenderState, RuntimeConfig } from '@cargora/shared/server';
import type { RemotesManifest } from './deploy-layout';

/** Every thread of a generation's pool is started with it (piscina's workerData). */
export interface WorkerSetup {
  deployDir: string;
  /** The host's build (its locales). */
  hostDistDir: string;
  /** The module each remote's server build (a federation container) exposes for the render, `./routes`. */
  exposedModule: string;
  /** Where the worker asks the API (may differ from the public URL the browser uses). */
  apiUrl: string;
  config: RuntimeConfig;
  /** Render budget: what is not ready by then is left to the browser. */
  budgetMs: number;
}

/** A form posted to a page (JavaScript off): its fields and files, and what the host's server checked. */
export interface PostedForm {
  fields: [string, string][];
  files: { field: string; filename: string; type: string; bytes: Uint8Array }[];
  /** The anti-forgery token matched the visitor's cookie. */
  tokenValid: boolean;
  /** The visitor's address (the API's per-address limits count by it). */
  clientIp: string;
}

export interface RenderRequest {
  id: number;
  /**
   * The remote versions of the pool's generation: a thread loads them with its first page and renders with them for
   * its life (a pool's threads may start before it knows them: the spare, render-pool.ts). Null: a page of the host's
   * own (no remote), which a spare renders before it has a generation, to warm up.
   */
  generation: RemotesManifest | null;
  /** Path and query. */
  url: string;
  state: RenderState;
  /** A POST's form: the route's action runs before the page renders. */
  form?: PostedForm;
  /**
   * Remotes whose pages are left to the browser (a developer's override: the browser loads a version of them this
   * generation does not have); their routes' loaders do not run here.
   */
  browserOnly?: RemoteName[];
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
  /** The HTML holds a form's anti-forgery placeholder (FORM_TOKEN_PLACEHOLDER), which the host fills per visitor. */
  hasFormToken?: boolean;
  /** Sections left to the browser (a remote that failed or ran out of budget), with why. */
  failures: string[];
  /** Where to send the visitor instead (the root path). */
  redirect?: string;
  ms: number;
}

/**
 * What a render thread says on its parentPort (piscina's `message` event) as it starts a page: the pool starts the
 * page's budget then, not while it waited in the queue.
 */
export interface RenderStarted {
  renderStarted: number;
}

/** The remotes whose server build a thread could not load, with why (the pool logs them once per generation). */
export interface ServerBuildFailures {
  serverBuildFailures: Partial<Record<RemoteName, string>>;
}
