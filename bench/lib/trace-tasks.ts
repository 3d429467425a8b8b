/**
 * Reads a Chrome trace (as Lighthouse records it, with `disabled-by-default-v8.cpu_profiler` added) and explains
 * the main thread's long tasks: for each, when it ran, how long, what kind of work it was (script evaluation,
 * function calls, style and layout, parsing) and the functions that took the most of it. Used by
 * `npm run bench:web -- --trace` to see where the landing page's blocking time goes.
 */
export interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  /** the thread's CPU time in the event (dur is wall time: it also counts while the thread waits for a core) */
  tdur?: number;
  pid: number;
  tid: number;
  cat?: string;
  id?: string;
  args?: { data?: Record<string, unknown>; name?: string; [key: string]: unknown };
}

export interface LongTask {
  /** ms from navigation start */
  start: number;
  duration: number;
  /** ms the main thread spent on a CPU in the task (the rest of `duration` it waited for one) */
  cpu: number;
  /** ms of each kind of top-level work inside the task, largest first */
  kinds: [string, number][];
  /** ms of sampled self time per function (url:line name), largest first */
  functions: [string, number][];
  /** ms of sampled time per function including what it called, largest first */
  inclusive: [string, number][];
}

interface ProfileNode {
  id: number;
  parent?: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
}

const shortUrl = (url: string) => url.replace(/^https?:\/\/[^/]+\//, '').replace(/\.[0-9a-f]{10}\.js$/, '.js');

function mainThread(events: TraceEvent[]): { pid: number; tid: number } {
  // The page's renderer main thread: of the threads named CrRendererMain, the busiest (Lighthouse's about:blank
  // start page may leave another one in the trace).
  const busy = new Map<string, number>();
  for (const e of events) if (e.name === 'RunTask' && e.dur) busy.set(`${e.pid}:${e.tid}`, (busy.get(`${e.pid}:${e.tid}`) ?? 0) + e.dur);
  const candidates = events
    .filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain')
    .map((e) => ({ pid: e.pid, tid: e.tid, busy: busy.get(`${e.pid}:${e.tid}`) ?? 0 }))
    .sort((a, b) => b.busy - a.busy);
  if (!candidates[0]) throw new Error('No renderer main thread in the trace');
  return { pid: candidates[0].pid, tid: candidates[0].tid };
}

function kindOf(event: TraceEvent): string {
  const data = event.args?.data ?? {};
  const url = typeof data.url === 'string' && data.url ? shortUrl(data.url) : '';
  switch (event.name) {
    case 'EvaluateScript':
    case 'v8.compile':
    case 'v8.compileModule':
    case 'v8.evaluateModule':
      return `${event.name} ${url}`;
    case 'FunctionCall':
      return `FunctionCall ${url}${typeof data.functionName === 'string' && data.functionName ? ` ${data.functionName}` : ''}`;
    default:
      return event.name;
  }
}

/** Samples of the V8 CPU profile as (timestamp in µs, node) pairs, plus the node table. */
function profileSamples(events: TraceEvent[], pid: number): { nodes: Map<number, ProfileNode>; samples: [number, number][] } {
  const nodes = new Map<number, ProfileNode>();
  const samples: [number, number][] = [];
  const starts = new Map<string, number>();
  for (const e of events) {
    if (e.pid !== pid) continue;
    if (e.name === 'Profile' && e.id) starts.set(e.id, (e.args?.data?.startTime as number | undefined) ?? e.ts);
  }
  const clock = new Map<string, number>();
  for (const e of events) {
    if (e.pid !== pid || e.name !== 'ProfileChunk' || !e.id) continue;
    const data = e.args?.data as { cpuProfile?: { nodes?: ProfileNode[]; samples?: number[] }; timeDeltas?: number[] } | undefined;
    for (const node of data?.cpuProfile?.nodes ?? []) nodes.set(node.id, node);
    let t = clock.get(e.id) ?? starts.get(e.id) ?? e.ts;
    const ids = data?.cpuProfile?.samples ?? [];
    const deltas = data?.timeDeltas ?? [];
    ids.forEach((id, i) => {
      t += deltas[i] ?? 0;
      samples.push([t, id]);
    });
    clock.set(e.id, t);
  }
  samples.sort((a, b) => a[0] - b[0]);
  return { nodes, samples };
}

/** Every task of the page's main thread: when it started (ms from navigation), its wall time and its time on a CPU. */
export function mainThreadTasks(events: TraceEvent[]): { start: number; duration: number; cpu: number }[] {
  const { pid, tid } = mainThread(events);
  const navigationStart = navigationStartOf(events, pid);
  return events
    .filter((e) => e.pid === pid && e.tid === tid && e.ph === 'X' && e.name === 'RunTask' && typeof e.dur === 'number')
    .map((e) => ({ start: (e.ts - (navigationStart ?? e.ts)) / 1000, duration: e.dur! / 1000, cpu: (e.tdur ?? e.dur!) / 1000 }));
}

function navigationStartOf(events: TraceEvent[], pid: number): number | undefined {
  return events.find((e) => e.name === 'navigationStart' && e.pid === pid && (e.args?.data as { isLoadingMainFrame?: boolean } | undefined)?.isLoadingMainFrame)?.ts;
}

/** The page's first contentful paint as observed (ms from navigation), if the trace has it. */
export function observedFcp(events: TraceEvent[]): number | undefined {
  const { pid } = mainThread(events);
  const start = navigationStartOf(events, pid);
  const fcp = events.find((e) => e.name === 'firstContentfulPaint' && e.pid === pid);
  return start !== undefined && fcp ? (fcp.ts - start) / 1000 : undefined;
}

export function longTasks(events: TraceEvent[], thresholdMs = 50): { navigationStart: number; tasks: LongTask[] } {
  const { pid, tid } = mainThread(events);
  const onMain = events.filter((e) => e.pid === pid && e.tid === tid && e.ph === 'X' && typeof e.dur === 'number');
  const navigationStart = navigationStartOf(events, pid) ?? Math.min(...onMain.map((e) => e.ts));
  const { nodes, samples } = profileSamples(events, pid);
  const tasks = onMain.filter((e) => e.name === 'RunTask' && e.dur! / 1000 >= thresholdMs).sort((a, b) => a.ts - b.ts);
  return {
    navigationStart,
    tasks: tasks.map((task) => {
      const end = task.ts + task.dur!;
      const inside = onMain.filter((e) => e !== task && e.ts >= task.ts && e.ts + e.dur! <= end);
      // Top-level work: events inside the task not inside another (non-task) event that is itself inside.
      const kinds = new Map<string, number>();
      const sorted = inside.sort((a, b) => a.ts - b.ts || b.dur! - a.dur!);
      let coveredUntil = -Infinity;
      for (const e of sorted) {
        if (e.ts < coveredUntil) continue;
        coveredUntil = e.ts + e.dur!;
        // Name the work by the script it ran where the event itself does not say (a timer, a callback, microtasks).
        const script = inside
          .filter((d) => d !== e && d.ts >= e.ts && d.ts + d.dur! <= coveredUntil && (d.name === 'FunctionCall' || d.name === 'EvaluateScript'))
          .sort((a, b) => b.dur! - a.dur!)[0];
        const own = kindOf(e);
        const kind = script && script.dur! > e.dur! / 2 && own === e.name ? `${e.name} > ${kindOf(script)}` : own;
        kinds.set(kind, (kinds.get(kind) ?? 0) + e.dur! / 1000);
      }
      const functions = new Map<string, number>();
      const inclusive = new Map<string, number>();
      const labelOf = (node: ProfileNode) => {
        const f = node.callFrame;
        return f.url ? `${shortUrl(f.url)}:${f.lineNumber + 1}:${f.columnNumber + 1} ${f.functionName || '(anonymous)'}` : f.functionName || '(anonymous)';
      };
      for (let i = 0; i < samples.length; i += 1) {
        const [t, id] = samples[i]!;
        if (t < task.ts || t > end) continue;
        const weight = Math.min((samples[i + 1]?.[0] ?? t) - t, end - t) / 1000;
        const node = nodes.get(id);
        if (!node) continue;
        functions.set(labelOf(node), (functions.get(labelOf(node)) ?? 0) + weight);
        const seen = new Set<string>();
        for (let n: ProfileNode | undefined = node; n; n = n.parent === undefined ? undefined : nodes.get(n.parent)) {
          const label = labelOf(n);
          if (seen.has(label) || label === '(root)') continue;
          seen.add(label);
          inclusive.set(label, (inclusive.get(label) ?? 0) + weight);
        }
      }
      const byTime = (m: Map<string, number>) => [...m.entries()].sort((a, b) => b[1] - a[1]);
      return { start: (task.ts - navigationStart) / 1000, duration: task.dur! / 1000, cpu: (task.tdur ?? task.dur!) / 1000, kinds: byTime(kinds), functions: byTime(functions), inclusive: byTime(inclusive) };
    }),
  };
}
