// The host's side of what is measured per remote version (issue 50): it counts its server renders per remote and
// version (a render that threw, timed out or left the remote's section to the browser is a render error) and posts the
// counts to the API every few seconds with the operator credential; it reads both arms of a canary back for the
// decider (canary-decider.ts) and the operator's console (ops.ts).
import type { RemoteName } from '@cargora/shared/server';
import type { CanaryDecide } from './canary';
import { decide, deciderSettings, type ArmMeasurements, type DeciderSettings } from './canary-decider';

/** GET /api/v1/misc/telemetry/measurements's answer (api/src/plugins/app/telemetry/canary-measurements.ts). */
export interface VersionMeasurements extends ArmMeasurements {
  counts: Record<
    'load' | 'loadFailure' | 'render' | 'renderError' | 'boundaryError' | 'uncaughtError',
    number
  >;
  cls: number[];
  series: { at: string; loads: number; failures: number; lcpP75: number | null; inpP75: number | null }[];
}

const TELEMETRY = '/api/v1/misc/telemetry';
const authorization = (token: string) => ({ authorization: `Bearer ${token}` });

/** One remote version's measurements since `since`; throws when the API cannot answer. */
export async function fetchMeasurements(
  apiUrl: string,
  token: string,
  remote: RemoteName,
  version: string,
  since: Date,
  seriesMs = 60_000,
): Promise<VersionMeasurements> {
  const query = new URLSearchParams({
    remote,
    version,
    since: since.toISOString(),
    seriesMs: String(seriesMs),
  });
  const res = await fetch(`${apiUrl}${TELEMETRY}/measurements?${query}`, {
    headers: authorization(token),
    signal: AbortSignal.timeout(5000),
  });
  if (!res.ok) throw new Error(`measurements of ${remote} ${version}: the API answered ${res.status}`);
  return ((await res.json()) as { data: VersionMeasurements }).data;
}

/**
 * The decider the host runs (canary.ts startCanaryTimer): both arms measured since the canary started (so the 100%
 * stage still has the stable arm's earlier data to be compared with), judged by canary-decider.ts. Without the
 * measurements (the API is down) it holds: a canary is never advanced blind.
 */
export function measuredDecide(
  apiUrl: string,
  token: string,
  settings: DeciderSettings = deciderSettings(),
): CanaryDecide {
  return async ({ remote, canary, stable, now }) => {
    if (!stable) return { action: 'hold', reason: 'no stable version to compare with' };
    const since = new Date(canary.since);
    let arms: [VersionMeasurements, VersionMeasurements];
    try {
      arms = await Promise.all([
        fetchMeasurements(apiUrl, token, remote, canary.version, since),
        fetchMeasurements(apiUrl, token, remote, stable, since),
      ]);
    } catch (error) {
      return {
        action: 'hold',
        reason: `measurements unavailable: ${error instanceof Error ? error.message : String(error)}`,
      };
    }
    const windowOver = !canary.pinned && now.getTime() - Date.parse(canary.stageSince) >= canary.windowMs;
    return decide({ canary: arms[0], stable: arms[1], windowOver }, settings);
  };
}

/**
 * Server renders per remote version, added up in memory and posted every `everyMs` (default 2 s) to the API. A post
 * that fails keeps its counts for the next one (bounded: at most 200 remote versions are kept); one the API refuses
 * (4xx) drops them.
 */
export class RenderCounter {
  private counts = new Map<
    string,
    { remote: RemoteName; version: string; render: number; renderError: number }
  >();
  private timer: NodeJS.Timeout | null = null;
  private flushing: Promise<void> | null = null;

  constructor(
    private readonly apiUrl: string,
    private readonly token: string,
    private readonly log: (m: string) => void = () => undefined,
  ) {}

  record(remote: RemoteName, version: string, ok: boolean) {
    const key = `${remote} ${version}`;
    let entry = this.counts.get(key);
    if (!entry) {
      if (this.counts.size >= 200) return;
      this.counts.set(key, (entry = { remote, version, render: 0, renderError: 0 }));
    }
    if (ok) entry.render += 1;
    else entry.renderError += 1;
  }

  start(everyMs = 2000) {
    this.timer = setInterval(() => void this.flush(), everyMs);
    this.timer.unref();
  }

  flush(): Promise<void> {
    if (this.flushing || this.counts.size === 0) return this.flushing ?? Promise.resolve();
    const items = [...this.counts.values()];
    this.counts.clear();
    this.flushing = fetch(`${this.apiUrl}${TELEMETRY}/render-counts`, {
      method: 'POST',
      headers: { ...authorization(this.token), 'content-type': 'application/json' },
      body: JSON.stringify({ items }),
      signal: AbortSignal.timeout(5000),
    })
      .then((res) => {
        if (res.status >= 400 && res.status < 500) {
          // Refused as they are (a version the API does not take, say): posting them again would be refused again and
          // hold back every count recorded after them.
          this.log(`[canary] render counts dropped: the API refused them (${res.status})`);
          return;
        }
        if (!res.ok) throw new Error(`the API answered ${res.status}`);
      })
      .catch((error: unknown) => {
        for (const item of items) {
          const key = `${item.remote} ${item.version}`;
          const kept = this.counts.get(key);
          if (kept) {
            kept.render += item.render;
            kept.renderError += item.renderError;
          } else if (this.counts.size < 200) this.counts.set(key, item);
        }
        this.log(
          `[canary] render counts not posted: ${error instanceof Error ? error.message : String(error)}`,
        );
      })
      .finally(() => {
        this.flushing = null;
      });
    return this.flushing;
  }

  async stop() {
    if (this.timer) clearInterval(this.timer);
    await this.flush();
  }
}
