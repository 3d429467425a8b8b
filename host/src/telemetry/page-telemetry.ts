// What the browser measures for canary releases (issue 50), attributed to the remote that owns the page (its route
// id, on <html data-page>, names the remote; the version is the one this page loaded): real-user LCP, INP and CLS from
// the web-vitals library, sampled per page load (VITALS_SAMPLE_RATE, the page's configuration), and errors (not
// sampled: they are compared with loads, which are all counted), at most MAX_ERRORS a page: uncaught ones, and those a
// route's error boundary shows for its remote (reportBoundaryError). Each is one small event sent with
// navigator.sendBeacon (a string: text/plain, which a page being closed still sends). The web-vitals library is
// fetched only by a sampled page load: it reads the browser's buffered performance entries, so a late start misses no
// LCP or layout shift, and the other loads do not download it.
import type { Metric } from 'web-vitals';
import { REMOTE_ROUTES, matchRoute, type RemoteName } from '@cargora/shared/contracts';

export type PageEventKind = 'boundaryError' | 'uncaughtError' | 'LCP' | 'INP' | 'CLS';
export interface PageEvent {
  remote: RemoteName;
  version: string;
  kind: PageEventKind;
  value?: number;
}

export interface PageTelemetryOptions {
  /** POST /api/v1/misc/telemetry/page-event of the API. */
  endpoint: string;
  /** The share of page loads whose vitals are sent (0-1). */
  sampleRate: number;
  /** The version of a remote this page loaded (remote-registry's loadedVersion). */
  versionOf: (remote: RemoteName) => string | undefined;
  /**
   * A remote this page loaded in a version a developer's override named (remote-registry's isOverridden): nothing is
   * sent for it (it would count toward a canary's arm).
   */
  overridden?: (remote: RemoteName) => boolean;
  /** Defaults: the browser's. */
  random?: () => number;
  send?: (url: string, body: string) => void;
  doc?: Document;
  win?: Window;
  /** Loads the callbacks that register a web-vitals report (default: web-vitals' onLCP, onINP, onCLS). */
  loadVitals?: () => Promise<Vitals>;
}

type VitalName = 'LCP' | 'INP' | 'CLS';
export type Vitals = Record<VitalName, (report: (metric: Pick<Metric, 'name' | 'value'>) => void) => void>;

const loadWebVitals = (): Promise<Vitals> =>
  import('web-vitals').then(({ onLCP, onINP, onCLS }) => ({ LCP: onLCP, INP: onINP, CLS: onCLS }));

export const MAX_ERRORS = 10;

/** The running page telemetry's error boundary report (null before startPageTelemetry, or with telemetry off). */
let boundaryReport: ((remote: RemoteName) => void) | null = null;

/**
 * A route's error boundary shows an error its remote threw (while rendering, or a loader's unexpected error; not a
 * declared status, not a remote that did not load): one `boundaryError` for that remote and the version this page
 * loaded, counted with the page's uncaught errors (at most MAX_ERRORS in all).
 */
export function reportBoundaryError(remote: RemoteName) {
  boundaryReport?.(remote);
}

/** The remote whose route a page id is (undefined for the host's own pages). */
export function remoteOfPage(pageId: string | undefined): RemoteName | undefined {
  return pageId ? REMOTE_ROUTES.find((route) => route.id === pageId)?.remote : undefined;
}

function beacon(url: string, body: string) {
  if (
    typeof navigator !== 'undefined' &&
    typeof navigator.sendBeacon === 'function' &&
    navigator.sendBeacon(url, body)
  )
    return;
  void fetch(url, {
    method: 'POST',
    body,
    keepalive: true,
    headers: { 'content-type': 'text/plain;charset=UTF-8' },
  }).catch(() => undefined);
}

/** Starts measuring this page; returns a function that stops listening for errors (tests). */
export function startPageTelemetry(options: PageTelemetryOptions): () => void {
  const { endpoint, versionOf } = options;
  const doc = options.doc ?? document;
  const win = options.win ?? window;
  const send = options.send ?? beacon;
  const owner = () => remoteOfPage(doc.documentElement.dataset.page);
  const post = (remote: RemoteName | undefined, kind: PageEventKind, value?: number) => {
    const version = remote ? versionOf(remote) : undefined;
    if (!remote || !version || options.overridden?.(remote)) return;
    const event: PageEvent = { remote, version, kind, ...(value === undefined ? {} : { value }) };
    send(endpoint, JSON.stringify(event));
  };

  // The page the visitor landed on (its address now) owns its load's LCP, reported once the visitor interacts or
  // leaves, maybe after a client navigation; INP and CLS go to the page shown when they are reported.
  const landing = remoteOfPage(matchRoute(win.location.pathname)?.id);
  if ((options.random ?? Math.random)() < options.sampleRate) {
    // A page whose library did not load sends no vitals; its errors are still counted.
    (options.loadVitals ?? loadWebVitals)().then(
      (register) => {
        register.LCP((m) => post(landing, 'LCP', Math.round(m.value)));
        register.INP((m) => post(owner(), 'INP', Math.round(m.value)));
        register.CLS((m) => post(owner(), 'CLS', Math.round(m.value * 10_000) / 10_000));
      },
      () => undefined,
    );
  }

  let errors = 0;
  const postError = (remote: RemoteName | undefined, kind: 'boundaryError' | 'uncaughtError') => {
    if (errors >= MAX_ERRORS) return;
    errors += 1;
    post(remote, kind);
  };
  const onError = () => postError(owner(), 'uncaughtError');
  const report = (remote: RemoteName) => postError(remote, 'boundaryError');
  boundaryReport = report;
  win.addEventListener('error', onError);
  win.addEventListener('unhandledrejection', onError);
  return () => {
    if (boundaryReport === report) boundaryReport = null;
    win.removeEventListener('error', onError);
    win.removeEventListener('unhandledrejection', onError);
  };
}
