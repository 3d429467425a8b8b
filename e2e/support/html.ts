// Reading the server's HTML of a page: its <main>, and the remote versions it names for the browser.
import type { APIRequestContext } from '@playwright/test';

export type Manifest = Record<string, { version: string; url: string }>;

/** The page's <main> element, as HTML. */
export const mainOf = (html: string) => html.slice(html.indexOf('<main'), html.indexOf('</main>'));

/** The remote versions a server-rendered page names for the browser. */
export const renderedVersions = (html: string): Manifest =>
  JSON.parse(/<script[^>]*id="cargora-remotes"[^>]*>([^<]*)<\/script>/.exec(html)![1]!) as Manifest;

/**
 * Waits until the server's HTML of `path` names `version` of `remote`. How fast that happens is a figure of `npm run
 * bench:ssr` (switch → HTML), not something a test on a busy machine can judge; here it only has to happen.
 */
export async function waitForVersion(request: APIRequestContext, path: string, remote: string, version: string): Promise<{ html: string }> {
  const started = Date.now();
  for (;;) {
    const html = await (await request.get(path)).text();
    if (renderedVersions(html)[remote]?.version === version) return { html };
    if (Date.now() - started > 30_000) throw new Error(`the HTML of ${path} never named ${version}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
