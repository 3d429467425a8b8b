// `npm test`: lint, types, unit and component tests, API tests on SQLite and PostgreSQL, then browser tests in
// Chromium against the production build served the way `npm start` serves it.
//
// Everything before the browser tests runs two steps at a time (TEST_LANES, default 2), longest first: each is about
// one core's work (jest --runInBand or one jest worker, eslint, webpack; the API's PostgreSQL suite with its server),
// so two keep a 2-core machine busy where one after another left a core idle. The browser tests' site is built among
// them ("e2e build"). Their output goes to .cache/test-results/<step>.log and is printed when the step ends: all of
// it when it failed, its last lines when it passed. The browser tests run alone at the end (two Playwright workers,
// five servers and Chromium need both cores), their output live.
import { spawn } from 'node:child_process';
import { closeSync, existsSync, mkdirSync, openSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { ensureChromium, ensureFonts, ensureRedis, ensureTestPackages } from './lib/chromium';
import { ROOT } from './lib/paths';

interface Step {
  name: string;
  cmd: string;
  args: string[];
  env?: NodeJS.ProcessEnv;
  /** Its JSON report (jest's or Playwright's), read for the counts. */
  report?: string;
  kind?: 'jest' | 'playwright';
  /** About how long it takes alone on a 2-core machine (s): the longest start first. */
  seconds?: number;
}

interface StepResult {
  name: string;
  ok: boolean;
  passed: number;
  failed: number;
  seconds: number;
}

const RESULTS_DIR = join(ROOT, '.cache', 'test-results');
const LANES = Math.max(1, Number(process.env.TEST_LANES ?? 2) || 1);
const args = process.argv.slice(2);
// `npm test -- e2e -- tests/security-headers.spec.ts`: what follows a second `--` goes to Playwright (a spec, --grep).
const separator = args.indexOf('--');
const only = (separator < 0 ? args : args.slice(0, separator)).filter((a) => !a.startsWith('-'));
const playwrightArgs = separator < 0 ? [] : args.slice(separator + 1);
const chosen = (name: string) => !only.length || only.some((o) => name.startsWith(o));
/** A group of steps ("api", "e2e") is chosen by its name or by one of its steps' names. */
const groupChosen = (group: string) => !only.length || only.some((o) => group.startsWith(o) || o.startsWith(group));

/** A step's file in RESULTS_DIR: "api (SQLite)" → api-sqlite.json, .log. */
const resultFile = (name: string, ext: string) =>
  join(RESULTS_DIR, `${name.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '')}.${ext}`);
const jestReport = (name: string) => resultFile(name, 'json');
const jestStep = (name: string, cmd: string, args: string[], seconds?: number): Step => {
  const report = jestReport(name);
  return { name, cmd, args: [...args, '--ci', '--json', `--outputFile=${report}`], report, kind: 'jest', seconds };
};

function counts(step: Step): { passed: number; failed: number } {
  if (!step.report || !existsSync(step.report)) return { passed: 0, failed: 0 };
  const report = JSON.parse(readFileSync(step.report, 'utf8')) as {
    numPassedTests?: number;
    numFailedTests?: number;
    stats?: { expected?: number; unexpected?: number; flaky?: number };
  };
  if (step.kind === 'playwright') {
    return { passed: (report.stats?.expected ?? 0) + (report.stats?.flaky ?? 0), failed: report.stats?.unexpected ?? 0 };
  }
  return { passed: report.numPassedTests ?? 0, failed: report.numFailedTests ?? 0 };
}

/** Runs a step: its output to the terminal as it comes (`log` unset), or into `log`, printed when it ends. */
function runStep(step: Step, log?: string): Promise<StepResult> {
  if (!log) console.log(`\n━━ ${step.name} ━━`);
  const started = Date.now();
  const fd = log ? openSync(log, 'w') : null;
  return new Promise<number | null>((resolve) => {
    const child = spawn(step.cmd, step.args, {
      cwd: ROOT,
      env: { ...process.env, ...step.env },
      stdio: fd === null ? 'inherit' : ['ignore', fd, fd],
    });
    child.on('error', (error) => {
      console.error(`[test] ${step.name}: ${error.message}`);
      resolve(null);
    });
    child.on('close', (code) => resolve(code));
  }).then((code) => {
    if (fd !== null) closeSync(fd);
    const seconds = (Date.now() - started) / 1000;
    const ok = code === 0;
    const { passed, failed: failedTests } = counts(step);
    const failed = !ok && failedTests === 0 ? 1 : failedTests;
    if (log) {
      const lines = readFileSync(log, 'utf8').trimEnd().split('\n');
      console.log(`\n━━ ${step.name} ━━ ${ok ? 'passed' : 'FAILED'} in ${seconds.toFixed(0)} s (its whole output: ${log})`);
      console.log((ok ? lines.slice(-8) : lines).join('\n'));
    }
    return { name: step.name, ok, passed, failed, seconds };
  });
}

/** Runs the steps `lanes` at a time, in the order given (longest first packs them best), each as a lane comes free. */
async function runSideBySide(steps: Step[], lanes: number): Promise<Map<string, StepResult>> {
  const queue = [...steps];
  const results = new Map<string, StepResult>();
  const lane = async () => {
    for (let step = queue.shift(); step; step = queue.shift()) {
      // One at a time, a step's output is shown as it comes.
      results.set(step.name, await runStep(step, lanes > 1 ? resultFile(step.name, 'log') : undefined));
    }
  };
  await Promise.all(Array.from({ length: lanes }, lane));
  return results;
}

async function main() {
  const started = Date.now();
  rmSync(RESULTS_DIR, { recursive: true, force: true });
  mkdirSync(RESULTS_DIR, { recursive: true });
  const wantApi = groupChosen('api');
  const wantBrowser = groupChosen('e2e');

  // System packages first, in one apt-get run (as root), before anything runs side by side.
  ensureTestPackages({ api: wantApi, browser: wantBrowser });
  if (wantApi) {
    // The API's share images draw their text in DejaVu Sans; its shared-instance tests start a redis-server.
    ensureFonts();
    ensureRedis();
  }
  let chrome: string | null = null;
  let chromeMissing: string | null = null;
  if (wantBrowser) {
    try {
      chrome = ensureChromium();
    } catch (error) {
      chromeMissing = error instanceof Error ? error.message : String(error);
    }
  }

  const tsx = join(ROOT, 'node_modules', '.bin', 'tsx');
  const unitSeconds: Record<string, number> = { shared: 25, host: 25, 'remote-catalog': 17 };
  const unit = (pkg: string) => jestStep(`unit ${pkg}`, 'pnpm', ['--filter', `@cargora/${pkg}`, 'exec', 'jest'], unitSeconds[pkg] ?? 8);
  // In the summary's order; run longest first (the seconds of each alone, measured on this 2-core VM).
  const steps: Step[] = [
    { name: 'lint', cmd: 'pnpm', args: ['exec', 'eslint', '.', '--max-warnings=0'], seconds: 37 },
    // TypeScript 7's compiler checks on both cores.
    { name: 'typecheck', cmd: 'bash', args: ['scripts/typecheck.sh'], seconds: 27 },
    ...['shared', 'host', 'remote-catalog', 'remote-directory', 'remote-content', 'remote-careers', 'scripts', 'bench'].map(unit),
    jestStep('api (SQLite)', 'pnpm', ['--filter', '@cargora/api', 'run', 'test'], 60),
    jestStep('api (PostgreSQL)', 'pnpm', ['--filter', '@cargora/api', 'run', 'test:pg'], 75),
    // From nothing; seconds when little changed.
    { name: 'e2e build', cmd: tsx, args: [join('e2e', 'build-site.ts')], seconds: 60 },
  ].filter((s) => chosen(s.name));
  const longestFirst = [...steps].sort((a, b) => (b.seconds ?? 0) - (a.seconds ?? 0));
  const results = await runSideBySide(longestFirst, LANES);
  const summary = steps.map((s) => results.get(s.name)!);

  const e2e = 'e2e (Chromium)';
  if (chosen(e2e)) {
    const built = results.get('e2e build');
    if (chromeMissing) {
      console.error(`\n━━ ${e2e} ━━ not run: ${chromeMissing}`);
      summary.push({ name: e2e, ok: false, passed: 0, failed: 1, seconds: 0 });
    } else if (built && !built.ok) {
      console.error(`\n━━ ${e2e} ━━ not run: the site did not build (see "e2e build" above)`);
      summary.push({ name: e2e, ok: false, passed: 0, failed: 1, seconds: 0 });
    } else {
      const report = join(RESULTS_DIR, 'e2e.json');
      const step: Step = {
        name: e2e,
        cmd: 'pnpm',
        args: ['--filter', '@cargora/e2e', 'exec', 'playwright', 'test', ...playwrightArgs],
        env: { CHROME_PATH: chrome!, PLAYWRIGHT_JSON_OUTPUT_NAME: report },
        report,
        kind: 'playwright',
      };
      summary.push(await runStep(step));
    }
  }

  console.log('\n━━ summary ━━');
  for (const r of summary) {
    console.log(`${r.ok ? 'ok  ' : 'FAIL'} ${r.name.padEnd(24)} ${String(r.passed).padStart(4)} passed ${String(r.failed).padStart(3)} failed  ${r.seconds.toFixed(0)} s`);
  }
  const passed = summary.reduce((n, r) => n + r.passed, 0);
  const failed = summary.reduce((n, r) => n + r.failed, 0);
  const minutes = ((Date.now() - started) / 60_000).toFixed(1);
  console.log(`\n${passed} passed, ${failed} failed in ${minutes} min${LANES > 1 ? ` (the steps before the browser tests ran ${LANES} at a time: their seconds overlap)` : ''}`);
  process.exit(summary.length > 0 && summary.every((r) => r.ok) ? 0 : 1);
}

void main();
