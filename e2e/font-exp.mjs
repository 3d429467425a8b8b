import { chromium } from '@playwright/test';
import fs from 'node:fs';
const html = fs.readFileSync('/tmp/as.html', 'utf8');
const stacks = {
  asis: null,
  sans: 'sans-serif',
  sysui: 'system-ui, sans-serif',
  dejavu: "'DejaVu Sans', sans-serif",
};
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const res = {};
for (let round = 0; round < 6; round++) {
  for (const [name, stack] of Object.entries(stacks)) {
    let h = html;
    if (stack) h = h.replace(/font-family:[^;}]*/g, `font-family:${stack}`);
    const ctx = await browser.newContext({ javaScriptEnabled: false });
    const page = await ctx.newPage();
    const cdp = await ctx.newCDPSession(page);
    await cdp.send('Performance.enable');
    await page.route('**/*', (r) => r.request().url() === 'http://x.test/' ? r.fulfill({ body: h, contentType: 'text/html' }) : r.request().resourceType() === 'image' ? r.fulfill({ body: '', contentType: 'image/svg+xml' }) : r.abort());
    await page.goto('http://x.test/');
    await page.waitForTimeout(300);
    const { metrics } = await cdp.send('Performance.getMetrics');
    const m = Object.fromEntries(metrics.map((x) => [x.name, x.value]));
    (res[name] ??= []).push([(m.LayoutDuration * 1000).toFixed(1), (m.RecalcStyleDuration * 1000).toFixed(1)]);
    await ctx.close();
  }
}
for (const [k, v] of Object.entries(res)) console.log(k.padEnd(8), v.map((x) => x.join('/')).join('  '));
await browser.close();
