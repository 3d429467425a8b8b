// Remote discovery and loading: /remotes.json is read at run time and registered with the
// federation runtime, so releasing or rolling back a remote never touches the host build.
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { CHUNK_LOAD_TIMEOUT_MS, remoteEntryUrl, type RemoteName, type RemotesManifest } from '@cargora/shared/contracts';
import { fetchWithTimeout, reportRemoteLoad, type RemoteRouteModules } from '@cargora/shared/runtime';

/** A remote's exposed `./routes`: its route ids mapped to their route modules' imports. */
type AnyRouteModules = RemoteRouteModules<RemoteName>;

export type { RemotesManifest };

let manifest: Promise<RemotesManifest> | null = null;

/** Registers each remote of `m` by its container script (not its manifest). */
const register = (m: RemotesManifest) =>
  registerRemotes(Object.entries(m).map(([name, release]) => ({ name, entry: remoteEntryUrl(release!) })));

const loaded = new Map<RemoteName, AnyRouteModules>();

/**
 * A server-rendered page names the versions it was rendered with: the browser hydrates with exactly those (a
 * release between the render and this moment must not mix versions), and reads /remotes.json again only to retry.
 */
export function adoptRenderedVersions(m: RemotesManifest) {
  register(m);
  manifest = Promise.resolve(m);
}

export function fetchRemotesManifest(): Promise<RemotesManifest> {
  manifest ??= fetchWithTimeout('/remotes.json', { cache: 'no-store' })
    .then((res) => {
      if (!res.ok) throw new Error(`/remotes.json answered ${res.status}`);
      return res.json() as Promise<RemotesManifest>;
    })
    .then((m) => {
      register(m);
      return m;
    })
    .catch((error: unknown) => {
      manifest = null;
      throw error;
    });
  return manifest;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const versions = new Map<RemoteName, string>();
/** Remotes loaded in a version an operator's developer's override named: no telemetry is sent for them. */
const overridden = new Set<RemoteName>();
export const RETRY_DELAYS_MS = [400, 1200];

const loading = new Map<RemoteName, Promise<AnyRouteModules>>();

/**
 * Loads a remote's exposed `./routes`, through the federation runtime. Network failures are retried with backoff;
 * each retry re-registers the remote so the runtime forgets the failed entry. One load per remote at a time: the
 * start-up's early load and the router's share it (and its one report).
 */
export function loadRemoteRoutes(name: RemoteName): Promise<AnyRouteModules> {
  const cached = loaded.get(name);
  if (cached) return Promise.resolve(cached);
  let load = loading.get(name);
  if (!load) {
    load = attemptLoad(name).finally(() => loading.delete(name));
    loading.set(name, load);
  }
  return load;
}

async function attemptLoad(name: RemoteName): Promise<AnyRouteModules> {
  let lastError: unknown;
  let version: string | undefined;
  let override = false;
  let timedOut = false;
  const started = performance.now();
  for (let attempt = 0; attempt <= RETRY_DELAYS_MS.length; attempt += 1) {
    const startedAt = Date.now();
    try {
      const releases = await fetchRemotesManifest();
      const release = releases[name];
      if (!release) throw new Error(`No release of the ${name} remote is active`);
      version = release.version;
      override = release.override === true;
      if (attempt > 0) registerRemotes([{ name, entry: remoteEntryUrl(release) }], { force: true });
      const mod = await loadRemote<{ default: AnyRouteModules }>(`${name}/routes`);
      if (!mod?.default) throw new Error(`The ${name} remote exposes no routes`);
      loaded.set(name, mod.default);
      versions.set(name, version);
      if (override) overridden.add(name);
      else overridden.delete(name);
      if (!override) reportRemoteLoad({ remote: name, version, outcome: 'ok', ms: performance.now() - started });
      return mod.default;
    } catch (error) {
      lastError = error;
      // A load that used up the whole time-out is not retried: the visitor has waited enough.
      timedOut = /timed? ?out/i.test(String(error)) || Date.now() - startedAt >= CHUNK_LOAD_TIMEOUT_MS;
      if (timedOut || attempt === RETRY_DELAYS_MS.length) break;
      await sleep(RETRY_DELAYS_MS[attempt]!);
    }
  }
  // One report per failed load (not per attempt), with the version that failed (none for an overridden version).
  if (!override) reportRemoteLoad({
    remote: name,
    version,
    outcome: timedOut ? 'timeout' : 'error',
    ms: performance.now() - started,
    message: String(lastError),
  });
  throw lastError;
}

/** The version of a remote this page loaded, once it has loaded. */
export function loadedVersion(name: RemoteName): string | undefined {
  return versions.get(name);
}

/** The remote was loaded in a version a developer's override named (remotes.json's `override`): it sends no telemetry. */
export function isOverridden(name: RemoteName): boolean {
  return overridden.has(name);
}

/** Forget a failed remote so the next load starts from a fresh /remotes.json. */
export function resetRemote(name: RemoteName) {
  loaded.delete(name);
  manifest = null;
}

export async function activeReleases(): Promise<RemotesManifest> {
  return fetchRemotesManifest();
}
