// bench:web --matrix: every route type in every language under both presets, and navigations at both widths.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gitSha } from '@cargora/scripts/build';
import { ROOT } from '@cargora/scripts/paths';
import { type RouteType } from '../lib/bench-routes';
import { PHONE_VIEWPORT } from '../lib/first-layout';
import { SUPPORTED_LANGUAGES, pageUrl } from '@cargora/shared/server';
import { check, meetsAll, targetsFor, type RunFigures } from '../lib/lighthouse-report';
import { BENCH_DIR } from './settings';
import { lighthouseRun, failedRun, mediansOf } from './lighthouse-runs';
import { hydrated, launchBrowser, type Visit, NAVIGATIONS, clientNavigations } from './navigations';
import { mark } from './report';

/**
 * --matrix: every route type in en, fr and ar under Lighthouse's mobile and desktop presets, and the client-side
 * navigations of `clientNavigations` in each language at phone and desktop width.
 */
export async function matrixRuns(selected: RouteType[], apiUrl: string, host: string, chromePath: string) {
  const runs = Number(process.env.BENCH_RUNS ?? 1);
  const forms = ['mobile', 'desktop'] as const;
  const columns = forms.flatMap((form) => SUPPORTED_LANGUAGES.map((lang) => ({ form, lang })));
  console.log(`Lighthouse, ${selected.length} route types x en, fr, ar x mobile and desktop presets, ${runs} run(s) each`);
  const pages: { type: string; path: string; lang: string; form: string; score: number; lcp: number; tbt: number; cls: number; longestTask: number; meetsAll: boolean }[] = [];
  for (const route of selected) {
    const path = await route.path(apiUrl);
    for (const { form, lang } of columns) {
      const url = pageUrl(host, path, lang);
      await (await fetch(url)).arrayBuffer();
      const figures: RunFigures[] = [];
      for (let i = 0; i < runs; i += 1) {
        const report = join(BENCH_DIR, `lighthouse-matrix-${route.id}-${lang}-${form}-${i + 1}.json`);
        figures.push(await lighthouseRun(url, chromePath, report, { categories: ['performance'], desktop: form === 'desktop' }).catch((error: unknown) => failedRun(error, report)));
      }
      const { ttfb: _, bytes: __, ...m } = mediansOf(figures);
      const ok = meetsAll(check(m, targetsFor(Boolean(route.landing))));
      pages.push({ type: route.label, path, lang, form, ...m, meetsAll: ok });
      console.log(`  ${route.label} (${lang}, ${form}): score ${m.score.toFixed(2)}, LCP ${(m.lcp / 1000).toFixed(2)} s, TBT ${m.tbt.toFixed(0)} ms, CLS ${m.cls.toFixed(3)} ${mark(ok)}`);
    }
  }

  // Client-side navigations: a phone is slower than this machine (4x, as Lighthouse's mobile preset assumes).
  const widths = [
    { width: 'phone', viewport: PHONE_VIEWPORT, cpu: 4 },
    { width: 'desktop', viewport: { width: 1280, height: 900 }, cpu: 1 },
  ] as const;
  const navigations: { lang: string; width: string; cpu: number; visits: Visit[] }[] = [];
  const browser = await launchBrowser(chromePath);
  try {
    for (const { width, viewport, cpu } of widths) {
      for (const lang of SUPPORTED_LANGUAGES) {
        // A new context each time: every remote's code is loaded for the first time, as on a first visit.
        const context = await browser.newContext({ viewport });
        const page = await context.newPage();
        await page.goto(pageUrl(host, '/landing-page', lang), { waitUntil: 'networkidle' });
        await hydrated(page);
        const cdp = await context.newCDPSession(page);
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpu });
        navigations.push({ lang, width, cpu, visits: await clientNavigations(page, lang) });
        await context.close();
      }
    }
  } finally {
    await browser.close();
  }

  const labels = columns.map(({ form, lang }) => `${form} ${lang}`);
  const cell = (p: (typeof pages)[number] | undefined) => (p ? `${p.score.toFixed(2)} ${(p.lcp / 1000).toFixed(2)} s ${mark(p.meetsAll)}` : '-');
  const typeWidth = Math.max(10, ...selected.map((r) => r.label.length));
  console.log(`
Lighthouse, direct load, ${runs > 1 ? `median of ${runs}` : 'one run'} each: score and LCP (✓: score >= 0.95, landing 0.98; LCP <= 1.5 s; CLS <= 0.02; no task over 200 ms)`);
  console.log(`  ${'route type'.padEnd(typeWidth)}  ${labels.map((l) => l.padStart(16)).join('')}`);
  for (const route of selected) {
    const cells = columns.map(({ form, lang }) => cell(pages.find((p) => p.type === route.label && p.form === form && p.lang === lang)));
    console.log(`  ${route.label.padEnd(typeWidth)}  ${cells.map((c) => c.padStart(16)).join('')}`);
  }
  for (const form of forms) {
    const mine = pages.filter((p) => p.form === form);
    console.log(`  ${form} preset: ${mine.filter((p) => p.meetsAll).length} of ${mine.length} pages meet every target`);
  }

  console.log('\nClient-side navigation from the landing page, first visit to each remote (ms until the page is there)');
  const navLabels = navigations.map((n) => `${n.width}${n.cpu > 1 ? ` ${n.cpu}x` : ''} ${n.lang}`);
  console.log(`  ${''.padEnd(42)}${navLabels.map((l) => l.padStart(13)).join('')}`);
  for (const [remote, path] of NAVIGATIONS) {
    const cells = navigations.map((n) => {
      const visit = n.visits.find((v) => v.remote === remote);
      return visit?.ms == null ? 'failed' : `${visit.ms} ms`;
    });
    console.log(`  ${`${remote} ${path}`.padEnd(42)}${cells.map((c) => c.padStart(13)).join('')}`);
  }
  for (const n of navigations) for (const v of n.visits) if (v.error) console.log(`  ! ${n.width} ${n.lang} ${v.path}: ${v.error}`);
  const file = join(BENCH_DIR, 'web-matrix.json');
  writeFileSync(file, `${JSON.stringify({ measuredAt: new Date().toISOString(), gitSha: gitSha(), runs, pages, navigations }, null, 2)}\n`);
  console.log(`\nFigures: ${file.slice(ROOT.length + 1)}`);
}
