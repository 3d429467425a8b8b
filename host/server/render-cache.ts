// Rendered pages kept for a short while per generation, URL and preferences; one render serves every request that
// asks for the same page at the same moment.
export interface CachedPage {
  status: number;
  /** The page with a given nonce (host-server.ts: sealable(html), made once per cached page; the HTML is kept only in it). */
  seal: (nonce: string) => Buffer;
  redirect?: string;
  manifest: import('./deploy-layout').RemotesManifest;
  /** False: send it to this request only (a partial or failed render). */
  keep?: boolean;
}

/** A page is sent stale (while rendered again) up to this many TTLs old. */
const STALE_FACTOR = 6;

export class RenderCache {
  private readonly pages = new Map<string, { at: number; page: CachedPage }>();
  private readonly inFlight = new Map<string, Promise<CachedPage>>();
  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 500,
  ) {}

  /** `render(background)`: background is true for a refresh of a page sent stale (nobody waits for it). */
  async get(key: string, render: (background: boolean) => Promise<CachedPage>): Promise<CachedPage> {
    const hit = this.pages.get(key);
    const age = hit ? Date.now() - hit.at : Infinity;
    if (hit && age < this.ttlMs) return hit.page;
    // Just expired: the page as it was goes out at once while one request renders it afresh (pages filled together
    // would otherwise all be rendered again at the same moment).
    if (hit && age < this.ttlMs * STALE_FACTOR) {
      if (!this.inFlight.has(key)) void this.fill(key, () => render(true)).catch(() => undefined);
      return hit.page;
    }
    return this.inFlight.get(key) ?? this.fill(key, () => render(false));
  }

  private fill(key: string, render: () => Promise<CachedPage>): Promise<CachedPage> {
    const promise = render()
      .then((page) => {
        if (this.ttlMs > 0 && page.keep !== false) {
          this.pages.delete(key);
          const now = Date.now();
          this.pages.set(key, { at: now, page });
          // The oldest go first: past their stale time (a page of a generation that was replaced is never asked
          // for again), and beyond maxEntries.
          for (const [oldKey, entry] of this.pages) {
            if (this.pages.size <= this.maxEntries && now - entry.at < this.ttlMs * STALE_FACTOR) break;
            this.pages.delete(oldKey);
          }
        }
        return page;
      })
      .finally(() => this.inFlight.delete(key));
    this.inFlight.set(key, promise);
    return promise;
  }

  size(): number {
    return this.pages.size;
  }
}
