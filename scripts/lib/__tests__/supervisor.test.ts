import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { backoffMs, exited, firstMessage, Supervisor, type ServiceSpec } from '../supervisor';

// A tiny server stand-in: counts its runs in a file, says 'ready' over IPC unless this run is to fail at start-up,
// and on the message 'crash' writes to stderr and exits with code 3.
const CHILD = `
const fs = require('fs');
const [file, failFrom] = process.argv.slice(1);
const run = Number(fs.readFileSync(file, 'utf8')) + 1;
fs.writeFileSync(file, String(run));
if (failFrom !== 'never' && run >= Number(failFrom)) { console.error('cannot start, run ' + run); process.exit(4); }
process.send('ready');
process.on('message', (m) => { if (m === 'crash') { console.error('boom in run ' + run); process.exit(3); } });
setInterval(() => {}, 1000);
`;

describe('the supervisor of npm start', () => {
  let dir: string;
  let supervisor: Supervisor | undefined;
  const lines: string[] = [];
  let waiters: { re: RegExp; resolve: () => void }[] = [];
  /** Resolves once the supervisor has reported a line matching `re`. */
  const reported = (re: RegExp) =>
    lines.some((l) => re.test(l)) ? Promise.resolve() : new Promise<void>((resolve) => waiters.push({ re, resolve }));
  const log = (line: string) => {
    lines.push(line);
    waiters = waiters.filter((w) => (w.re.test(line) ? (w.resolve(), false) : true));
  };
  const spec = (failFrom: number | 'never'): ServiceSpec => {
    const file = join(dir, 'runs');
    writeFileSync(file, '0');
    return {
      name: 'the test server',
      launch: () => spawn(process.execPath, ['-e', CHILD, file, String(failFrom)], { stdio: ['ignore', 'ignore', 'pipe', 'ipc'] }),
      ready: firstMessage,
    };
  };
  const alive = (child: ChildProcess) => child.exitCode === null && child.signalCode === null;

  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'cargora-supervisor-'));
    lines.length = 0;
    jest.spyOn(process.stderr, 'write').mockImplementation(() => true);
  });
  afterEach(async () => {
    await supervisor?.stop();
    jest.restoreAllMocks();
    rmSync(dir, { recursive: true, force: true });
  });

  it('starts a process that died again, and says which one, how it ended and what it last wrote to stderr', async () => {
    supervisor = new Supervisor({ firstBackoffMs: 10, log });
    const service = await supervisor.start(spec('never'));
    const first = service.child;
    first.send('crash');
    await reported(/is serving again/);
    expect(lines.join('\n')).toMatch(new RegExp(`the test server \\(pid ${first.pid}\\) stopped: exit code 3, after serving`));
    expect(lines).toContain('  | boom in run 1');
    expect(lines.join('\n')).toMatch(/starting the test server again in 0\.0 s \(restart 1\)/);
    expect(service.restarts).toBe(1);
    expect(service.child.pid).not.toBe(first.pid);
    expect(alive(service.child)).toBe(true);

    // A kill -9 is reported by its signal, and the process comes back again.
    const second = service.child;
    lines.length = 0;
    second.kill('SIGKILL');
    await reported(/is serving again/);
    expect(lines.join('\n')).toMatch(new RegExp(`\\(pid ${second.pid}\\) stopped: signal SIGKILL`));
    expect(service.restarts).toBe(2);
    expect(readFileSync(join(dir, 'runs'), 'utf8')).toBe('3');
  });

  it('gives up after the set number of fast crashes in a row, and says so', async () => {
    supervisor = new Supervisor({ firstBackoffMs: 5, maxFastCrashes: 3, log });
    const service = await supervisor.start(spec(2));
    service.child.send('crash');
    await reported(/not starting it again/);
    expect(service.gaveUp).toBe(true);
    // The crash, then two runs that could not start: three in a row.
    expect(service.restarts).toBe(2);
    expect(lines.filter((l) => /stopped: exit code 4, before it served/.test(l))).toHaveLength(2);
    expect(lines).toContain('  | cannot start, run 3');
    expect(alive(service.child)).toBe(false);
  });

  it('stops everything on stop(), and starts nothing again', async () => {
    supervisor = new Supervisor({ firstBackoffMs: 5, log });
    const service = await supervisor.start(spec('never'));
    const child = service.child;
    await supervisor.stop();
    await exited(child);
    expect(child.signalCode).toBe('SIGTERM');
    expect(service.restarts).toBe(0);
    expect(lines).toEqual([]);
  });

  it('reports a first start that fails instead of starting it again', async () => {
    supervisor = new Supervisor({ firstBackoffMs: 5, log });
    await expect(supervisor.start(spec(1))).rejects.toThrow(/ended \(exit code 4\) before it served\n {2}\| cannot start, run 1/);
    expect(readFileSync(join(dir, 'runs'), 'utf8')).toBe('1');
  });

  it('backs off 0.5 s, 1 s, 2 s … up to 30 s', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8].map((n) => backoffMs(n, 500, 30_000))).toEqual([500, 1000, 2000, 4000, 8000, 16000, 30000, 30000]);
  });
});
