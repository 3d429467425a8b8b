// The browser's canary measurements: web-vitals samples and uncaught errors, attributed to the remote that owns the
// page and the version this page loaded, sampled (vitals only) and bounded.
import { MAX_ERRORS, remoteOfPage, reportBoundaryError, startPageTelemetry, type PageEvent } from '../page-telemetry';

const ENDPOINT = 'http://api.test/api/v1/misc/telemetry/page-event';
const VERSIONS: Record<string, string> = {
  catalog: '1.0.2-local-20261103t000000000',
  content: '1.0.0-local-20261101t000000000',
};

async function setup(sampleRate: number, random: number, overridden?: (remote: string) => boolean) {
  const sent: PageEvent[] = [];
  const reporters: Record<string, (m: { name: string; value: number }) => void> = {};
  let loads = 0;
  window.history.replaceState(null, '', '/landing-page');
  document.documentElement.dataset.page = 'landing';
  const stop = startPageTelemetry({
    endpoint: ENDPOINT,
    sampleRate,
    random: () => random,
    versionOf: (remote) => VERSIONS[remote],
    ...(overridden ? { overridden } : {}),
    send: (url, body) => {
      expect(url).toBe(ENDPOINT);
      sent.push(JSON.parse(body) as PageEvent);
    },
    loadVitals: () => {
      loads += 1;
      return Promise.resolve({
        LCP: (report) => void (reporters.LCP = report as never),
        INP: (report) => void (reporters.INP = report as never),
        CLS: (report) => void (reporters.CLS = report as never),
      });
    },
  });
  // The vitals library loads asynchronously.
  await new Promise((resolve) => setTimeout(resolve, 0));
  return { sent, reporters, stop, loads };
}

afterEach(() => {
  delete document.documentElement.dataset.page;
});

describe('page telemetry', () => {
  it('knows which remote owns a page', () => {
    expect(remoteOfPage('landing')).toBe('catalog');
    expect(remoteOfPage('nope')).toBeUndefined();
    expect(remoteOfPage(undefined)).toBeUndefined();
  });

  it('sends LCP to the landing page’s remote and INP/CLS to the page shown, with the version loaded', async () => {
    const { sent, reporters, stop, loads } = await setup(1, 0.5);
    expect(loads).toBe(1);
    // A client navigation to a content page before the vitals are reported.
    document.documentElement.dataset.page = 'blogPost';
    reporters.LCP!({ name: 'LCP', value: 2400.4 });
    reporters.INP!({ name: 'INP', value: 180 });
    reporters.CLS!({ name: 'CLS', value: 0.123456 });
    expect(sent).toEqual([
      { remote: 'catalog', version: VERSIONS.catalog, kind: 'LCP', value: 2400 },
      { remote: 'content', version: VERSIONS.content, kind: 'INP', value: 180 },
      { remote: 'content', version: VERSIONS.content, kind: 'CLS', value: 0.1235 },
    ]);
    stop();
  });

  it('sends no vitals from a page load outside the sample (nor loads the library), but still its errors', async () => {
    const { sent, reporters, stop, loads } = await setup(0.1, 0.5);
    expect(loads).toBe(0);
    expect(reporters.LCP).toBeUndefined();
    window.dispatchEvent(new ErrorEvent('error', { message: 'boom' }));
    expect(sent).toEqual([{ remote: 'catalog', version: VERSIONS.catalog, kind: 'uncaughtError' }]);
    stop();
  });

  it('sends at most MAX_ERRORS errors a page, and none for a page no remote owns', async () => {
    const { sent, stop } = await setup(0, 0.5);
    for (let i = 0; i < MAX_ERRORS + 5; i += 1)
      window.dispatchEvent(new ErrorEvent('error', { message: 'boom' }));
    expect(sent).toHaveLength(MAX_ERRORS);
    stop();
    const second = await setup(0, 0.5);
    document.documentElement.dataset.page = 'home';
    window.dispatchEvent(new ErrorEvent('error', { message: 'boom' }));
    expect(second.sent).toEqual([]);
    second.stop();
  });

  it('sends nothing for a remote loaded in a version a developer’s override named: no vitals, no errors', async () => {
    const { sent, reporters, stop } = await setup(1, 0.5, (remote) => remote === 'catalog');
    reporters.LCP!({ name: 'LCP', value: 2400 });
    reporters.INP!({ name: 'INP', value: 180 });
    reporters.CLS!({ name: 'CLS', value: 0.1 });
    window.dispatchEvent(new ErrorEvent('error', { message: 'boom' }));
    reportBoundaryError('catalog');
    expect(sent).toEqual([]);
    // Another remote on the same page still reports.
    reportBoundaryError('content');
    expect(sent).toEqual([{ remote: 'content', version: VERSIONS.content, kind: 'boundaryError' }]);
    stop();
  });

  it("sends a boundary's error for the remote it names, within the page's MAX_ERRORS, and none once stopped", async () => {
    const { sent, stop } = await setup(0, 0.5);
    reportBoundaryError('content');
    expect(sent).toEqual([{ remote: 'content', version: VERSIONS.content, kind: 'boundaryError' }]);
    for (let i = 0; i < MAX_ERRORS + 5; i += 1) window.dispatchEvent(new ErrorEvent('error', { message: 'boom' }));
    reportBoundaryError('content');
    expect(sent).toHaveLength(MAX_ERRORS);
    stop();
    const before = sent.length;
    reportBoundaryError('content');
    expect(sent).toHaveLength(before);
  });
});
