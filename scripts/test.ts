// `npm test`: lint, types, unit and component tests, API tests on SQLite and PostgreSQL, then
// browser tests in Chromium against the production build served the way `npm start` serves it.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { ensureChromium, ensureFonts, ensureRedis } from './lib/chromium';
import { ROOT } from './lib/paths';

interface StepResult {
  name: string;
  ok: boolean;
  passed: number;
  failed: number;
  seconds: number;
}

const RESULTS_DIR = join(ROOT, '.cache', 'test-results');
const results: StepResult[] = [];
const args = process.argv.slice(2);
// `npm test -- e2e -- tests/security-headers.spec.ts`: what follows a second `--` goes to Playwright (a spec, --grep).
const separator = args.indexOf('--');
const only = (separator < 0 ? args : args.slice(0, separator)).filter((a) => !a.startsWith('-'));
const playwrightArgs = separator < 0 ? [] : args.slice(separator + 1);

function step(name: string, cmd: string, args: string[], options: { env?: NodeJS.ProcessEnv; report?: string; kind?: 'jest' | 'playwright' } = {}) {
  if (only.length && !only.some((o) => name.startsWith(o))) return;
  console.log(`\n━━ ${name} ━━`);
  const started = Date.now();
  const run = spawnSync(cmd, args, { stdio: 'inherit', cwd: ROOT, env: { ...process.env, ...options.env } });
  let passed = 0;
  let failed = 0;
  if (options.report && existsSync(options.report)) {
    const report = JSON.parse(readFileSync(options.report, 'utf8')) as {
      numPassedTests?: number;
      numFailedTests?: number;
      stats?: { expected?: number; unexpected?: number; flaky?: number };
    };
    if (options.kind === 'playwright') {
      passed = (report.stats?.expected ?? 0) + (report.stats?.flaky ?? 0);
      failed = report.stats?.unexpected ?? 0;
    } else {
      passed = report.numPassedTests ?? 0;
      failed = report.numFailedTests ?? 0;
    }
  }
  const ok = run.status === 0;
  if (!ok && failed === 0) failed = 1;
  results.push({ name, ok, passed, failed, seconds: (Date.now() - started) / 1000 });
}

const jestReport = (name: string) => join(RESULTS_DIR, `${name}.json`);

function main() {
  rmSync(RESULTS_DIR, { recursive: true, force: true });
  mkdirSync(RESULTS_DIR, { recursive: true });

  step('lint', 'pnpm', ['exec', 'eslint', '.', '--max-warnings=0']);
  step('typecheck', 'bash', ['scripts/typecheck.sh']);

  for (const pkg of ['shared', 'host', 'remote-catalog', 'remote-directory', 'remote-content', 'remote-careers', 'scripts']) {
    const report = jestReport(pkg);
    step(`unit ${pkg}`, 'pnpm', ['--filter', `@cargora/${pkg}`, 'exec', 'jest', '--ci', '--json', `--outputFile=${report}`], { report, kind: 'jest' });
  }
  // The API's share images draw their text in DejaVu Sans (installed here when missing, as root).
  if (!only.length || only.some((o) => 'api'.startsWith(o) || o.startsWith('api'))) {
    ensureFonts();
    ensureRedis();
  }
  step('api (SQLite)', 'pnpm', ['--filter', '@cargora/api', 'run', 'test', '--ci', '--json', `--outputFile=${jestReport('api-sqlite')}`], {
    report: jestReport('api-sqlite'),
    kind: 'jest',
  });
  step('api (PostgreSQL)', 'pnpm', ['--filter', '@cargora/api', 'run', 'test:pg', '--ci', '--json', `--outputFile=${jestReport('api-postgres')}`], {
    report: jestReport('api-postgres'),
    kind: 'jest',
  });

  if (!only.length || only.some((o) => 'e2e'.startsWith(o) || o.startsWith('e2e'))) {
    const chrome = ensureChromium();
    const report = join(RESULTS_DIR, 'e2e.json');
    step('e2e (Chromium)', 'pnpm', ['--filter', '@cargora/e2e', 'exec', 'playwright', 'test', ...playwrightArgs], {
      env: { CHROME_PATH: chrome, PLAYWRIGHT_JSON_OUTPUT_NAME: report },
      report,
      kind: 'playwright',
    });
  }

  console.log('\n━━ summary ━━');
  for (const r of results) {
    console.log(`${r.ok ? 'ok  ' : 'FAIL'} ${r.name.padEnd(24)} ${String(r.passed).padStart(4)} passed ${String(r.failed).padStart(3)} failed  ${r.seconds.toFixed(0)} s`);
  }
  const passed = results.reduce((n, r) => n + r.passed, 0);
  const failed = results.reduce((n, r) => n + r.failed, 0);
  console.log(`\n${passed} passed, ${failed} failed`);
  process.exit(results.every((r) => r.ok) ? 0 : 1);
}

main();
