// bench:web --seo and --a11y: one Lighthouse category on every route type in every language.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gitSha } from '@cargora/scripts/build';
import { type RouteType } from '../lib/bench-routes';
import { SUPPORTED_LANGUAGES, pageUrl } from '@cargora/shared/server';
import { categoryOf, type Lhr } from '../lib/lighthouse-report';
import { BENCH_DIR } from './settings';
import { lighthouseRun, failedRun } from './lighthouse-runs';
import { mark } from './report';

/** --seo: Lighthouse's SEO category on every route type in every language, one run each, and what fails. */
export async function seoRuns(selected: RouteType[], apiUrl: string, host: string, chromePath: string) {
  const rows: { type: string; path: string; lang: string; seo: number; failures: string[] }[] = [];
  for (const route of selected) {
    const path = await route.path(apiUrl);
    for (const lang of SUPPORTED_LANGUAGES) {
      const url = pageUrl(host, path, lang);
      const run = await lighthouseRun(url, chromePath, join(BENCH_DIR, `lighthouse-seo-${route.id}-${lang}.json`), { categories: ['seo'] });
      rows.push({ type: route.label, path, lang, seo: run.seo, failures: run.seoFailures });
      console.log(`  ${route.label} (${lang}): SEO ${run.seo.toFixed(2)}${run.seoFailures.length ? `, failing: ${run.seoFailures.join(', ')}` : ''}${run.error ? ` (${run.error})` : ''}`);
    }
  }
  const perfect = rows.filter((r) => r.seo === 1).length;
  console.log(`\nLighthouse SEO category, every route type in en, fr and ar: ${perfect} of ${rows.length} pages score 1.00`);
  const widths = [Math.max(...rows.map((r) => r.type.length)), 4];
  for (const route of selected) {
    const mine = rows.filter((r) => r.type === route.label);
    console.log(`  ${route.label.padEnd(widths[0]!)}  ${mine.map((r) => `${r.lang} ${r.seo.toFixed(2)} ${mark(r.seo === 1)}`).join('   ')}`);
  }
  writeFileSync(join(BENCH_DIR, 'web-seo.json'), `${JSON.stringify({ measuredAt: new Date().toISOString(), gitSha: gitSha(), pages: rows }, null, 2)}\n`);
}

/** --a11y: Lighthouse's accessibility category on every route type in every language, one run each, and what fails. */
export async function a11yRuns(selected: RouteType[], apiUrl: string, host: string, chromePath: string) {
  const rows: { type: string; path: string; lang: string; score: number; failures: string[] }[] = [];
  for (const route of selected) {
    const path = await route.path(apiUrl);
    for (const lang of SUPPORTED_LANGUAGES) {
      const url = pageUrl(host, path, lang);
      const report = join(BENCH_DIR, `lighthouse-a11y-${route.id}-${lang}.json`);
      const run = await lighthouseRun(url, chromePath, report, { categories: ['accessibility'] }).catch((error: unknown) => failedRun(error, report));
      const { score, failures } = run.error ? { score: NaN, failures: [] } : categoryOf(JSON.parse(readFileSync(report, 'utf8')) as Lhr, 'accessibility');
      rows.push({ type: route.label, path, lang, score, failures });
      console.log(`  ${route.label} (${lang}): accessibility ${score.toFixed(2)}${failures.length ? `, failing: ${failures.join(', ')}` : ''}${run.error ? ` (${run.error})` : ''}`);
    }
  }
  const perfect = rows.filter((r) => r.score === 1).length;
  console.log(`\nLighthouse accessibility category, every route type in en, fr and ar: ${perfect} of ${rows.length} pages score 1.00`);
  writeFileSync(join(BENCH_DIR, 'web-a11y.json'), `${JSON.stringify({ measuredAt: new Date().toISOString(), gitSha: gitSha(), pages: rows }, null, 2)}\n`);
}
