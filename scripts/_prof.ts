import { join } from 'node:path';
import { readFileSync, existsSync } from 'node:fs';
import { startApi } from './lib/api-process';
import { startStaticServers } from './lib/servers';
import { ROOT } from './lib/paths';
// eslint-disable-next-line
const { SourceMapConsumer } = require('/work/main/node_modules/.pnpm/source-map@0.6.1/node_modules/source-map');
const ENV: Record<string, string> = { HOST_PORT: '3300', CATALOG_PORT: '3301', DIRECTORY_PORT: '3302', CONTENT_PORT: '3303', CAREERS_PORT: '3304', API_PORT: '4400', FILES_PORT: '4500', CARGORA_DEPLOY_DIR: join(ROOT, '.cache', 'bench', 'deploy'), DATA_DIR: join(ROOT, '.cache', 'bench', 'data'), LOG_LEVEL: 'warn', NODE_ENV: 'production', JWT_SECRET: 'bench-only-secret' };
const maps = new Map<string, any>();
function name(cf: any): string {
  const m = cf.url.match(/:(\d+)\/(?:[^/]+\/)?(js\/[^/]+\.js|remoteEntry\.js)$/);
  if (m) {
    const port = m[1]; const dir = port === '3300' ? join(ROOT, 'host', 'dist') : join(ROOT, 'remote-catalog', 'dist');
    const mp = join(dir, m[2] + '.map');
    if (existsSync(mp)) { if (!maps.has(mp)) maps.set(mp, new SourceMapConsumer(JSON.parse(readFileSync(mp, 'utf8')))); const pos = maps.get(mp).originalPositionFor({ line: cf.lineNumber + 1, column: cf.columnNumber }); return `${pos.name ?? cf.functionName} ${String(pos.source).replace(/.*node_modules\//, '').replace('webpack://', '')}:${pos.line}`; }
  }
  return `${cf.functionName || '(anon)'} ${cf.url.split('/').slice(-1)[0]}:${cf.lineNumber}`;
}
async function main() {
  Object.assign(process.env, ENV);
  const api = await startApi({}, { logFile: join(ROOT, '.cache', 'bench', 'api.log') });
  const site = await startStaticServers();
  const { chromium } = await import('playwright-core');
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
  const ctx = await browser.newContext({ viewport: { width: 412, height: 823 } });
  const page = await ctx.newPage();
  const cdp = await ctx.newCDPSession(page);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 2.6 });
  await cdp.send('Profiler.start');
  await page.goto(`${site.urls.host}/landing-page`, { waitUntil: 'networkidle' });
  await page.waitForTimeout(1500);
  const { profile } = await cdp.send('Profiler.stop');
  const nodeById = new Map<number, any>(); const parent = new Map<number, number>();
  for (const n of profile.nodes) { nodeById.set(n.id, n); for (const c of n.children ?? []) parent.set(c, n.id); }
  const idle = (id: number) => ['(idle)', '(program)', '(garbage collector)', '(root)'].includes(nodeById.get(id).callFrame.functionName);
  // group consecutive busy samples into tasks
  let t = 0; let cur: { start: number; dur: number; samples: number[] } | null = null; const tasks: any[] = [];
  profile.samples!.forEach((id: number, i: number) => { const dt = profile.timeDeltas![i]! / 1000; t += dt; const busy = !idle(id);
    if (busy) { if (!cur) { cur = { start: t, dur: 0, samples: [] }; tasks.push(cur); } cur.dur += dt; cur.samples.push(id); } else if (nodeById.get(id).callFrame.functionName === '(idle)') cur = null; });
  for (const task of tasks.filter((x) => x.dur > 35)) {
    const incl = new Map<string, number>();
    for (const id of task.samples) { const seen = new Set<string>(); let c: number | undefined = id; while (c !== undefined) { const n = nodeById.get(c); const k = name(n.callFrame); if (!seen.has(k) && !/\(root\)/.test(k)) { seen.add(k); incl.set(k, (incl.get(k) ?? 0) + 1); } c = parent.get(c); } }
    console.log(`TASK at ${task.start.toFixed(0)} ms, ${task.dur.toFixed(0)} ms`);
    for (const [k, v] of [...incl.entries()].sort((a, b) => b[1] - a[1]).filter(([k]) => !/react-dom-client|scheduler\.production/.test(k)).slice(0, 14)) console.log(`   ${(100 * v / task.samples.length).toFixed(0).padStart(3)}% ${k}`);
  }
  await browser.close(); await site.close(); await api.stop();
}
main().catch((e) => { console.error(e); process.exit(1); });
