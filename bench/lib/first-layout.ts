// `npm run bench:web -- --first-layout`: how long Chromium takes for the first style and layout of a page's server
// HTML at phone width, as served and with every block laid out at once (the `content-visibility: auto` of the lists'
// repeated blocks taken out: shared/src/ui/primitives.tsx, layoutWhenNear), measured alternately in one run.
// That first layout is the longest task of a direct load on a slow phone (Lighthouse names it "Unattributable").
import type { Browser } from 'playwright-core';
import { median } from './median';

export const PHONE_VIEWPORT = { width: 412, height: 823 };

export interface FirstLayout {
  /** ms, unthrottled, median of the samples */
  served: number;
  allAtOnce: number;
  samples: number;
  /** blocks of the page with content-visibility: auto */
  deferredBlocks: number;
}

/**
 * The page's HTML without its scripts (the measure is the browser's own work on the document, not React's), its body
 * hidden until the measure: showing it then asks for style and layout of the whole page at once, timed in the page.
 */
function staticPage(html: string, deferred: boolean): string {
  let page = html.replace(/<script\b[\s\S]*?<\/script>/g, '');
  if (!deferred) page = page.replace(/content-visibility:\s*auto;?/g, '');
  return page.replace(/<body\b/, '<body style="display:none"');
}

async function measureOnce(browser: Browser, url: string, html: string): Promise<{ ms: number; deferredBlocks: number }> {
  const context = await browser.newContext({ viewport: PHONE_VIEWPORT });
  try {
    const page = await context.newPage();
    // The document from memory, its images left out (each has its width and height in the HTML: the same layout).
    await page.route('**/*', (route) => (route.request().url() === url ? route.fulfill({ body: html, contentType: 'text/html; charset=utf-8' }) : route.abort()));
    await page.goto(url);
    return await page.evaluate(() => {
      const started = performance.now();
      document.body.style.display = '';
      void document.body.offsetHeight;
      const ms = performance.now() - started;
      const deferredBlocks = Array.from(document.querySelectorAll('body *')).filter((el) => getComputedStyle(el).contentVisibility === 'auto').length;
      return { ms, deferredBlocks };
    });
  } finally {
    await context.close();
  }
}

/** `samples` fresh pages of each kind, alternating, after one of each to warm the browser up. */
export async function firstLayout(browser: Browser, url: string, html: string, samples = 7): Promise<FirstLayout> {
  const served = staticPage(html, true);
  const allAtOnce = staticPage(html, false);
  const { deferredBlocks } = await measureOnce(browser, url, served);
  await measureOnce(browser, url, allAtOnce);
  const a: number[] = [];
  const b: number[] = [];
  for (let i = 0; i < samples; i += 1) {
    a.push((await measureOnce(browser, url, served)).ms);
    b.push((await measureOnce(browser, url, allAtOnce)).ms);
  }
  return { served: median(a), allAtOnce: median(b), samples, deferredBlocks };
}
