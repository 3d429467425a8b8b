// Rendered pages kept for a short while per generation, address and preferences; one render serves every request that
// asks for the same page at the same moment.
import type { Sealable } from './document';
import { LRUCache } from 'lru-cache';

export interface CachedPage {
  status: number;
  /** The page with a given nonce (host-server.ts: sealable(html), made once per cached page; the HTML is kept only in it). */
  seal: Sealable;
  redirect?: string;
  manifest: import('./deploy-layout').RemotesManifest;
  /** False: send it to this request only (a partial or failed render). */
  keep?: boolean;
}

/** A page is sent stale (while rendered again) up to this many TTLs old. */
const STALE_FACTOR = 6;

export interface CacheLookup {
  /**
   * The render workers have more pages waiting than they can take: a page kept is sent at once however old (and
   * rendered again behind the visitors' pages), rather than wait in that queue.
   */
  overloaded?: boolean;
}

export class RenderCache {
  /**
   * Each page with the time it was rendered: the least recently used go first beyond maxEntries, and a page past its
   * stale time is no longer sent (a page of a generation that was replaced is never asked for again), unless the
   * workers are overloaded.
   */
  private readonly pages: LRUCache<string, { at: number; page: CachedPage }> | null;
  private readonly inFlight = new Map<string, Promise<CachedPage>>();
  constructor(
    private readonly ttlMs: number,
    maxEntries = 500,
  ) {
    this.pages = ttlMs > 0 ? new LRUCache({ max: maxEntries, ttl: ttlMs * STALE_FACTOR }) : null;
  }

  /** `render(background)`: background is true for a refresh of a page sent stale (nobody waits for it). */
  async get(key: string, render: (background: boolean) => Promise<CachedPage>, { overloaded = false }: CacheLookup = {}): Promise<CachedPage> {
    const hit = this.pages?.get(key, { allowStale: overloaded, noDeleteOnStaleGet: overloaded });
    if (hit && Date.now() - hit.at < this.ttlMs) return hit.page;
    // Expired: the page as it was goes out at once while one request renders it afresh (pages filled together
    // would otherwise all be rendered again at the same moment).
    if (hit) {
      if (!this.inFlight.has(key)) void this.fill(key, () => render(true)).catch(() => undefined);
      return hit.page;
    }
    return this.inFlight.get(key) ?? this.fill(key, () => render(false));
  }

  private fill(key: string, render: () => Promise<CachedPage>): Promise<CachedPage> {
    const promise = render()
      .then((page) => {
        if (page.keep !== false) this.pages?.set(key, { at: Date.now(), page });
        return page;
      })
      .finally(() => this.inFlight.delete(key));
    this.inFlight.set(key, promise);
    return promise;
  }

  /** Pages kept and not past their stale time. */
  size(): number {
    const pages = this.pages;
    if (!pages) return 0;
    let live = 0;
    for (const key of pages.keys()) if (pages.getRemainingTTL(key) > 0) live += 1;
    return live;
  }
}
