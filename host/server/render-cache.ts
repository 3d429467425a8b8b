// Rendered pages kept for a short while per generation, URL and preferences; one render serves every request that
// asks for the same page at the same moment.
export interface CachedPage {
  status: number;
  html: string;
  redirect?: string;
  manifest: import('./deploy-layout').RemotesManifest;
  /** False: send it to this request only (a partial or failed render). */
  keep?: boolean;
}

export class RenderCache {
  private readonly pages = new Map<string, { at: number; page: CachedPage }>();
  private readonly inFlight = new Map<string, Promise<CachedPage>>();
  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 500,
  ) {}

  async get(key: string, render: () => Promise<CachedPage>): Promise<CachedPage> {
    const hit = this.pages.get(key);
    if (hit && Date.now() - hit.at < this.ttlMs) return hit.page;
    const running = this.inFlight.get(key);
    if (running) return running;
    const promise = render().finally(() => this.inFlight.delete(key));
    this.inFlight.set(key, promise);
    const page = await promise;
    if (this.ttlMs > 0 && page.keep !== false) {
      this.pages.delete(key);
      this.pages.set(key, { at: Date.now(), page });
      // The oldest go first.
      while (this.pages.size > this.maxEntries) this.pages.delete(this.pages.keys().next().value!);
    }
    return page;
  }

  size(): number {
    return this.pages.size;
  }
}
