// Reads what `npm run bench:web` needs out of a Lighthouse report (the lhr): the figures issue #14 sets targets on,
// checked against them, and, for a page that misses one, why (the LCP element and its phases, render-blocking
// resources, the long tasks, what shifts).

/** The parts of a Lighthouse result read here (lighthouse's own types are not needed to read a saved report). */
export interface LhrCategory { score: number | null; auditRefs?: { id: string; weight: number }[] }

export interface Lhr {
  environment?: { benchmarkIndex?: number };
  runtimeError?: { code: string; message?: string };
  categories: { performance?: { score: number | null }; seo?: LhrCategory } & Record<string, LhrCategory | undefined>;
  audits: Record<string, { numericValue?: number; score?: number | null; details?: { type?: string; items?: unknown[] } } | undefined>;
}

export interface LongTaskItem {
  url: string;
  /** ms, as simulated on Lighthouse's phone (the preset's CPU multiplier applied) */
  duration: number;
  startTime: number;
}

export interface RunFigures {
  benchmarkIndex: number;
  score: number;
  lcp: number;
  tbt: number;
  cls: number;
  bytes: number;
  /** server response time of the document (ms, observed) */
  ttfb: number;
  /** the longest main-thread task (ms at the preset's CPU multiplier); 0 when none reached 50 ms */
  longestTask: number;
  longestTaskUrl: string | null;
  /** What Chrome did in this run (ms from navigation, unthrottled): its first contentful paint and its LCP, and when
   * the first script was requested. The simulated LCP counts everything that happened before the observed one, so a
   * page first painted after its JavaScript ran gets the whole JavaScript's download and run time in its LCP. */
  observed: { fcp: number; lcp: number; firstScript: number | null };
  /** requests that failed or answered 4xx/5xx: a page measured without a part of itself (say, a remote that did
   * not load) is not the page visitors get */
  failedRequests: string[];
  /** Lighthouse's SEO category (issue #15: 1.00 on every route type), and the audits of it the page fails */
  seo: number;
  seoFailures: string[];
  error?: string;
}

export interface Diagnosis {
  lcpElement: { label: string; selector: string; snippet: string } | null;
  /** TTFB, load delay, load time, render delay (ms) */
  lcpPhases: { phase: string; ms: number }[];
  renderBlocking: { url: string; wastedMs: number }[];
  longTasks: LongTaskItem[];
  layoutShifts: { selector: string; snippet: string; score: number; causes: string[] }[];
}

export interface Targets {
  score: number;
  lcpMs: number;
  cls: number;
  longestTaskMs: number;
}

/** Issue #14: score >= 0.95 (landing >= 0.98), LCP <= 1.5 s, CLS <= 0.02, no task over 200 ms at 4x. */
export const targetsFor = (landing: boolean): Targets => ({ score: landing ? 0.98 : 0.95, lcpMs: 1500, cls: 0.02, longestTaskMs: 200 });

export interface Checked {
  score: boolean;
  lcp: boolean;
  cls: boolean;
  longestTask: boolean;
}

export function check(f: Pick<RunFigures, 'score' | 'lcp' | 'cls' | 'longestTask'>, t: Targets): Checked {
  // NaN (a failed run) compares false: a miss.
  return { score: f.score >= t.score, lcp: f.lcp <= t.lcpMs, cls: f.cls <= t.cls, longestTask: f.longestTask <= t.longestTaskMs };
}

export const meetsAll = (c: Checked) => c.score && c.lcp && c.cls && c.longestTask;

interface NodeValue {
  type: 'node';
  selector?: string;
  snippet?: string;
  nodeLabel?: string;
}

const itemsOf = <T>(lhr: Lhr, id: string): T[] => (lhr.audits[id]?.details?.items ?? []) as T[];

export function longTasksOf(lhr: Lhr): LongTaskItem[] {
  return itemsOf<LongTaskItem>(lhr, 'long-tasks')
    .map((t) => ({ url: t.url, duration: t.duration, startTime: t.startTime }))
    .sort((a, b) => b.duration - a.duration);
}

function observedOf(lhr: Lhr): RunFigures['observed'] {
  const metrics = itemsOf<Record<string, number>>(lhr, 'metrics')[0] ?? {};
  const requests = itemsOf<{ resourceType?: string; networkRequestTime?: number }>(lhr, 'network-requests');
  const scripts = requests.filter((r) => r.resourceType === 'Script' && typeof r.networkRequestTime === 'number').map((r) => r.networkRequestTime!);
  return {
    fcp: metrics.observedFirstContentfulPaint ?? NaN,
    lcp: metrics.observedLargestContentfulPaint ?? NaN,
    firstScript: scripts.length ? Math.min(...scripts) : null,
  };
}

/** The SEO category's score and the audits in it that failed (weighted ones scored below 1). */
/** A category's score and the weighted audits that failed in it ('accessibility', 'seo', …). */
export function categoryOf(lhr: Lhr, id: string): { score: number; failures: string[] } {
  const category = lhr.categories[id];
  const failures = (category?.auditRefs ?? []).filter((ref) => ref.weight > 0 && lhr.audits[ref.id]?.score !== null && (lhr.audits[ref.id]?.score ?? 0) < 1).map((ref) => ref.id);
  return { score: category?.score ?? NaN, failures };
}

export function seoOf(lhr: Lhr): { seo: number; seoFailures: string[] } {
  const category = lhr.categories.seo;
  const failures = (category?.auditRefs ?? []).filter((ref) => ref.weight > 0 && lhr.audits[ref.id]?.score !== null && (lhr.audits[ref.id]?.score ?? 0) < 1).map((ref) => ref.id);
  return { seo: category?.score ?? NaN, seoFailures: failures };
}

export function figuresOf(lhr: Lhr): RunFigures {
  const audit = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
  const tasks = longTasksOf(lhr);
  return {
    benchmarkIndex: lhr.environment?.benchmarkIndex ?? NaN,
    score: lhr.categories.performance?.score ?? NaN,
    lcp: audit('largest-contentful-paint'),
    tbt: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    bytes: audit('total-byte-weight'),
    ttfb: audit('server-response-time'),
    // The audit lists tasks of 50 ms and over; none listed is none over 50 ms. Missing altogether is unknown.
    longestTask: lhr.audits['long-tasks'] ? (tasks[0]?.duration ?? 0) : NaN,
    longestTaskUrl: tasks[0]?.url ?? null,
    observed: observedOf(lhr),
    failedRequests: itemsOf<{ url: string; statusCode?: number }>(lhr, 'network-requests')
      .filter((r) => typeof r.statusCode === 'number' && (r.statusCode < 0 || r.statusCode >= 400))
      .map((r) => `${r.statusCode} ${r.url}`),
    ...seoOf(lhr),
    ...(lhr.runtimeError ? { error: `${lhr.runtimeError.code}: ${lhr.runtimeError.message ?? ''}` } : {}),
  };
}

export function diagnose(lhr: Lhr): Diagnosis {
  // largest-contentful-paint-element: a list of two tables, the element, then the phases.
  const lcpTables = itemsOf<{ type: string; items: Record<string, unknown>[] }>(lhr, 'largest-contentful-paint-element');
  const node = lcpTables[0]?.items[0]?.node as NodeValue | undefined;
  const phases = (lcpTables[1]?.items ?? []) as { phase: string; timing: number }[];
  return {
    lcpElement: node ? { label: node.nodeLabel ?? '', selector: node.selector ?? '', snippet: node.snippet ?? '' } : null,
    lcpPhases: phases.map((p) => ({ phase: p.phase, ms: p.timing })),
    renderBlocking: itemsOf<{ url: string; wastedMs: number }>(lhr, 'render-blocking-resources').map((r) => ({ url: r.url, wastedMs: r.wastedMs })),
    longTasks: longTasksOf(lhr).slice(0, 5),
    layoutShifts: itemsOf<{ node?: NodeValue; score: number; subItems?: { items: { cause?: string; extra?: NodeValue | { type: 'url'; value: string } }[] } }>(
      lhr,
      'layout-shifts',
    ).map((s) => ({
      selector: s.node?.selector ?? '(unknown element)',
      snippet: s.node?.snippet ?? '',
      score: s.score,
      causes: (s.subItems?.items ?? []).map((c) => [c.cause, c.extra && ('value' in c.extra ? c.extra.value : c.extra.selector)].filter(Boolean).join(' ')),
    })),
  };
}

const clip = (s: string, n: number) => (s.length > n ? `${s.slice(0, n - 1)}…` : s);

/** A few lines saying where a page's figures come from (for a page that misses a target). */
export function describeDiagnosis(d: Diagnosis, origin: string): string[] {
  const short = (url: string) => (url.startsWith(origin) ? url.slice(origin.length) || '/' : url);
  const lines: string[] = [];
  if (d.lcpElement) lines.push(`LCP element: ${d.lcpElement.selector} ${clip(d.lcpElement.snippet, 100)}${d.lcpElement.label ? ` "${clip(d.lcpElement.label, 60)}"` : ''}`);
  else lines.push('LCP element: none found');
  if (d.lcpPhases.length) lines.push(`LCP phases: ${d.lcpPhases.map((p) => `${p.phase} ${p.ms.toFixed(0)} ms`).join(', ')}`);
  if (d.renderBlocking.length) lines.push(`render-blocking: ${d.renderBlocking.map((r) => `${short(r.url)} (${r.wastedMs.toFixed(0)} ms)`).join(', ')}`);
  if (d.longTasks.length) lines.push(`long tasks (at 4x): ${d.longTasks.map((t) => `${t.duration.toFixed(0)} ms at ${t.startTime.toFixed(0)} ms in ${short(t.url)}`).join('; ')}`);
  for (const s of d.layoutShifts) lines.push(`layout shift ${s.score.toFixed(3)}: ${s.selector} ${clip(s.snippet, 80)}${s.causes.length ? ` (${s.causes.join('; ')})` : ''}`);
  return lines;
}
