// Issue 45 on what the host serves: addresses that name no page are the 404 page (status 404, every time), a page's
// render is kept under the query parameters it reads (so ?cb=<n> cannot defeat the cache), its canonical address
// has only those, and a preferences cookie naming an inherited property changes nothing. HTTP only: no browser.
import { expect, test } from '../support/test';
import { SITE } from '../support/site';

const canonicalOf = (html: string) => /<link rel="canonical" href="([^"]*)"/.exec(html)?.[1];

test('addresses that name no page answer the 404 page with status 404, every time', async ({ request }) => {
  for (const path of ['/landing-page%E2%80%A8', '////evil.example//', '/company-details/%E2%80%A8/%E2%80%A9', '/country-directory-page/zz%00cargora-bytes%00yy']) {
    for (let i = 0; i < 2; i += 1) {
      // Absolute: resolved against the site, `////evil.example//` would be another host.
      const res = await request.get(`${SITE}${path}`, { maxRedirects: 0 });
      expect(res.status(), path).toBe(404);
      const html = await res.text();
      expect(html, path).toContain('>404</h1>');
      expect(html, path).not.toContain('Unexpected Application Error!');
      expect(html, path).not.toContain('Companies in');
    }
  }
});

test('a page with an unknown query parameter is the page kept for it: ?cb=1 and ?cb=2 are one render', async ({ request }) => {
  const first = await request.get('/allServices?cb=1&utm_source=x');
  expect(first.status()).toBe(200);
  const second = await request.get('/allServices?cb=2');
  expect(second.headers()['server-timing']).toContain('cache');
  // The same page, each with a nonce of its own.
  const withoutNonce = async (res: typeof first) => (await res.text()).replace(/nonce="[^"]+"/g, 'nonce');
  expect(await withoutNonce(second)).toBe(await withoutNonce(first));
});

test('the canonical address of lists, the landing page and content pages leaves unknown parameters out', async ({ request }) => {
  for (const [path, canonical] of [
    ['/allServices?utm_source=x&cb=123&page=2', '/allServices?page=2'],
    ['/landing-page?utm_source=x&cb=123', '/landing-page'],
    ['/privacy-policy-page?utm_source=x&cb=123', '/privacy-policy-page'],
  ] as const) {
    const html = await (await request.get(path)).text();
    expect(canonicalOf(html), path).toBe(`${SITE}${canonical}`);
    expect(html, path).not.toContain('utm_source');
  }
});

test('a preferences cookie naming an inherited property keeps the brand colour', async ({ request }) => {
  for (const themeColor of ['constructor', '__proto__', 'toString', 'hasOwnProperty']) {
    const cookie = `cargora_prefs=${encodeURIComponent(JSON.stringify({ s: { themeColor } }))}`;
    const html = await (await request.get('/landing-page', { headers: { cookie } })).text();
    expect(html, themeColor).toContain('--cargora-primary:#');
    expect(html, themeColor).not.toContain('undefined;');
  }
});
