import { longTasks, mainThreadTasks, observedFcp, type TraceEvent } from '../trace-tasks';

const PID = 7;
const MAIN = 1;
const ms = (n: number) => n * 1000;
const ev = (name: string, ts: number, dur: number, data: Record<string, unknown> = {}, tid = MAIN): TraceEvent => ({
  name,
  ph: 'X',
  ts: ms(ts),
  dur: ms(dur),
  pid: PID,
  tid,
  args: { data },
});

function trace(): TraceEvent[] {
  return [
    { name: 'thread_name', ph: 'M', ts: 0, pid: PID, tid: MAIN, args: { name: 'CrRendererMain' } },
    { name: 'thread_name', ph: 'M', ts: 0, pid: 3, tid: 3, args: { name: 'CrRendererMain' } },
    { name: 'navigationStart', ph: 'I', ts: ms(1000), pid: PID, tid: MAIN, args: { data: { isLoadingMainFrame: true } } },
    // about:blank's renderer, idle: not the page's main thread
    ev('RunTask', 1000, 5, {}, 3),
    // a short task: not long
    ev('RunTask', 1010, 10),
    // a long task: a script's evaluation, then a timer calling into another script, then layout
    ev('RunTask', 1100, 60),
    ev('EvaluateScript', 1100, 30, { url: 'http://localhost:3300/js/main.0123456789.js' }),
    ev('v8.compile', 1100, 5, { url: 'http://localhost:3300/js/main.0123456789.js' }),
    ev('TimerFire', 1135, 15),
    ev('FunctionCall', 1136, 13, { url: 'http://localhost:3300/js/59.abcdefabcd.js', functionName: 'render' }),
    ev('Layout', 1150, 8),
    // a worker thread's long task: not the main thread
    ev('RunTask', 1100, 90, {}, 9),
  ];
}

describe('long tasks of a trace', () => {
  it("finds the page's main thread and its tasks over the threshold, timed from navigation", () => {
    const { tasks } = longTasks(trace(), 20);
    expect(tasks).toHaveLength(1);
    expect(tasks[0]!.start).toBe(100);
    expect(tasks[0]!.duration).toBe(60);
  });

  it("tells a task's time on a CPU from its wall time (a thread waiting for a core is not working)", () => {
    const events = trace();
    events.find((e) => e.name === 'RunTask' && e.ts === ms(1100) && e.tid === MAIN)!.tdur = ms(12);
    expect(longTasks(events, 20).tasks[0]!.cpu).toBe(12);
    // Without thread times in the trace, the wall time is all there is.
    expect(mainThreadTasks(trace())).toEqual([
      { start: 10, duration: 10, cpu: 10 },
      { start: 100, duration: 60, cpu: 60 },
    ]);
    expect(mainThreadTasks(events)[1]).toEqual({ start: 100, duration: 60, cpu: 12 });
    expect(observedFcp(events)).toBeUndefined();
    events.push({ name: 'firstContentfulPaint', ph: 'I', ts: ms(1090), pid: PID, tid: MAIN });
    expect(observedFcp(events)).toBe(90);
  });

  it('names the work inside a task, a timer by the script it ran, largest first', () => {
    const [task] = longTasks(trace(), 20).tasks;
    expect(task!.kinds).toEqual([
      ['EvaluateScript js/main.js', 30],
      ['TimerFire > FunctionCall js/59.js render', 15],
      ['Layout', 8],
    ]);
  });

  it('attributes V8 profile samples to functions, by self time and with what they call', () => {
    const events = trace();
    events.push(
      { name: 'Profile', ph: 'P', ts: ms(1100), pid: PID, tid: MAIN, id: '0x1', args: { data: { startTime: ms(1100) } } },
      {
        name: 'ProfileChunk',
        ph: 'P',
        ts: ms(1101),
        pid: PID,
        tid: MAIN,
        id: '0x1',
        args: {
          data: {
            cpuProfile: {
              nodes: [
                { id: 1, callFrame: { functionName: '(root)', url: '', lineNumber: -1, columnNumber: -1 } },
                { id: 2, parent: 1, callFrame: { functionName: 'boot', url: 'http://h/js/main.0123456789.js', lineNumber: 0, columnNumber: 9 } },
                { id: 3, parent: 2, callFrame: { functionName: 'render', url: 'http://h/js/59.abcdefabcd.js', lineNumber: 0, columnNumber: 99 } },
              ],
              samples: [2, 3, 3, 3],
            },
            // µs between samples: at 1100, 1110, 1120, 1130 ms; a sample counts until the next one (the last: nothing)
            timeDeltas: [0, ms(10), ms(10), ms(10)],
          },
        },
      },
    );
    const [task] = longTasks(events, 20).tasks;
    expect(task!.functions).toEqual([
      ['js/59.js:1:100 render', 20],
      ['js/main.js:1:10 boot', 10],
    ]);
    expect(task!.inclusive).toEqual([
      ['js/main.js:1:10 boot', 30],
      ['js/59.js:1:100 render', 20],
    ]);
  });
});
