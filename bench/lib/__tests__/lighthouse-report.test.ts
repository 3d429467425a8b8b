import { check, describeDiagnosis, diagnose, figuresOf, meetsAll, targetsFor, type Lhr } from '../lighthouse-report';
import { ROUTE_TYPES, routeType } from '../bench-routes';

const node = (selector: string, snippet: string, nodeLabel = '') => ({ type: 'node', selector, snippet, nodeLabel });

function lhr(overrides: Partial<Lhr['audits']> = {}): Lhr {
  return {
    environment: { benchmarkIndex: 1500 },
    categories: { performance: { score: 0.97 } },
    audits: {
      'largest-contentful-paint': { numericValue: 1400 },
      'total-blocking-time': { numericValue: 120 },
      'cumulative-layout-shift': { numericValue: 0.01 },
      'total-byte-weight': { numericValue: 300_000 },
      'server-response-time': { numericValue: 40 },
      'long-tasks': {
        details: {
          items: [
            { url: 'http://localhost:3300/js/main.js', duration: 90, startTime: 900 },
            { url: 'Unattributable', duration: 230, startTime: 400 },
          ],
        },
      },
      metrics: { details: { items: [{ observedFirstContentfulPaint: 300, observedLargestContentfulPaint: 350 }] } },
      'network-requests': {
        details: {
          items: [
            { url: 'http://localhost:3300/job', statusCode: 200, resourceType: 'Document', networkRequestTime: 0 },
            { url: 'http://localhost:3300/js/b.js', statusCode: 200, resourceType: 'Script', networkRequestTime: 520 },
            { url: 'http://localhost:3300/js/a.js', statusCode: 200, resourceType: 'Script', networkRequestTime: 480 },
            { url: 'http://localhost:3314/v/mf-manifest.json', statusCode: -1, resourceType: 'Fetch', networkRequestTime: 600 },
          ],
        },
      },
      'largest-contentful-paint-element': {
        details: {
          type: 'list',
          items: [
            { type: 'table', items: [{ node: node('main > h1', '<h1 class="x">', 'Careers at Cargora') }] },
            { type: 'table', items: [{ phase: 'TTFB', timing: 600 }, { phase: 'Render Delay', timing: 800 }] },
          ],
        },
      },
      'render-blocking-resources': { details: { items: [{ url: 'http://localhost:3300/app.css', wastedMs: 300 }] } },
      'layout-shifts': {
        details: { items: [{ node: node('main > ul', '<ul>'), score: 0.017, subItems: { items: [{ cause: 'Web font loaded', extra: { type: 'url', value: 'http://x/font.woff2' } }] } }] },
      },
      ...overrides,
    },
  };
}

describe('figuresOf', () => {
  it('reads the figures, the longest task and what Chrome observed', () => {
    const f = figuresOf(lhr());
    expect(f).toMatchObject({ score: 0.97, lcp: 1400, tbt: 120, cls: 0.01, ttfb: 40, longestTask: 230, longestTaskUrl: 'Unattributable' });
    expect(f.observed).toEqual({ fcp: 300, lcp: 350, firstScript: 480 });
    expect(f.failedRequests).toEqual(['-1 http://localhost:3314/v/mf-manifest.json']);
  });

  it('no task of 50 ms or more is a longest task of 0; no long-tasks audit at all is unknown', () => {
    expect(figuresOf(lhr({ 'long-tasks': { details: { items: [] } } })).longestTask).toBe(0);
    expect(figuresOf(lhr({ 'long-tasks': undefined })).longestTask).toBeNaN();
  });

  it('a run Lighthouse could not score is NaN, and misses', () => {
    const failed = { ...lhr(), categories: { performance: { score: null } }, runtimeError: { code: 'NO_FCP', message: 'no paint' } };
    const f = figuresOf(failed);
    expect(f.score).toBeNaN();
    expect(f.error).toMatch(/NO_FCP/);
    expect(check(f, targetsFor(false)).score).toBe(false);
  });
});

describe('targets', () => {
  it('issue #14: score 0.95 (landing 0.98), LCP 1.5 s, CLS 0.02, longest task 200 ms', () => {
    const page = { score: 0.96, lcp: 1500, cls: 0.02, longestTask: 200 };
    expect(meetsAll(check(page, targetsFor(false)))).toBe(true);
    expect(check(page, targetsFor(true))).toEqual({ score: false, lcp: true, cls: true, longestTask: true });
    expect(check({ ...page, lcp: 1501, cls: 0.021, longestTask: 201 }, targetsFor(false))).toEqual({ score: true, lcp: false, cls: false, longestTask: false });
  });
});

describe('diagnose', () => {
  it('names the LCP element and its phases, what blocks rendering, the long tasks and what shifts', () => {
    const d = diagnose(lhr());
    expect(d.lcpElement).toEqual({ label: 'Careers at Cargora', selector: 'main > h1', snippet: '<h1 class="x">' });
    expect(d.lcpPhases).toEqual([
      { phase: 'TTFB', ms: 600 },
      { phase: 'Render Delay', ms: 800 },
    ]);
    expect(d.longTasks.map((t) => t.duration)).toEqual([230, 90]);
    expect(d.layoutShifts).toEqual([{ selector: 'main > ul', snippet: '<ul>', score: 0.017, causes: ['Web font loaded http://x/font.woff2'] }]);
    const text = describeDiagnosis(d, 'http://localhost:3300').join('\n');
    expect(text).toContain('render-blocking: /app.css (300 ms)');
    expect(text).toContain('230 ms at 400 ms in Unattributable');
    expect(text).toContain('90 ms at 900 ms in /js/main.js');
  });
});

describe('routeType', () => {
  it('takes an id or a label, in any case or punctuation', () => {
    expect(routeType('blog-post').id).toBe('blog-post');
    expect(routeType('Blog post').id).toBe('blog-post');
    expect(routeType("state's companies").id).toBe('state');
    expect(routeType('worldwide directory').id).toBe('directory');
    expect(() => routeType('nope')).toThrow(/landing, all-services/);
  });

  it('has the 14 route types of issue #14, the landing page alone with its higher target', () => {
    expect(ROUTE_TYPES).toHaveLength(14);
    expect(new Set(ROUTE_TYPES.map((r) => r.id)).size).toBe(14);
    expect(ROUTE_TYPES.filter((r) => r.landing).map((r) => r.id)).toEqual(['landing']);
  });
});
