import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '../support/test';
import { SHARED_ENTRIES, SINGLETON_NAMES } from '@cargora/shared/build/singletons';
import { REMOTE_ORIGINS, SITE } from '../support/site';

interface ManifestShared {
  name: string;
  assets: { js: { sync: string[]; async: string[] } };
}

test('one copy of each shared library reaches the browser across all four remotes', async ({ page, request }) => {
  const downloaded = new Set<string>();
  page.on('response', (res) => {
    if (res.request().resourceType() === 'script' || res.url().endsWith('.js')) downloaded.add(res.url());
  });
  // A visit that goes through every remote.
  for (const path of ['/landing-page', '/worldwide-directory', '/help-center', '/career']) {
    await page.goto(path);
    await expect(page.locator('main h1').first()).toBeVisible();
  }
  // notistack arrives with the first toast: raise one from a remote (a fifth service for the compare tray).
  await page.goto('/allServices');
  const boxes = page.locator('main').getByLabel('Add to compare');
  await expect(boxes.nth(4)).toBeVisible();
  for (let i = 0; i < 4; i += 1) await boxes.nth(i).check();
  await boxes.nth(4).click();
  // The toast itself (the compare tray says the same in its own status line).
  await expect(page.locator('#notistack-snackbar', { hasText: 'You can compare at most 4 services.' })).toBeVisible();
  await expect(boxes.nth(4)).not.toBeChecked();
  // axios arrives with the first API request the browser makes itself (server-rendered pages bring their data): a
  // click to a service, whose answer the app then asks the API for.
  const answered = page.waitForResponse((res) => /\/api\/v1\/misc\/services\/\d+\?/.test(res.url()));
  await page.locator('main a[href*="-protection/"]').first().click();
  await expect(page).toHaveURL(/-protection\/\d+/);
  await answered;

  // Which files hold each shared library, per package, from the manifests the builds emitted.
  const remotes = (await (await request.get(`${SITE}/remotes.json`)).json()) as Record<string, { url: string }>;
  const filesByLibrary = new Map<string, Set<string>>();
  const addManifest = (manifest: { shared: ManifestShared[] }, base: string) => {
    for (const s of manifest.shared) {
      const set = filesByLibrary.get(s.name) ?? new Set<string>();
      for (const f of [...s.assets.js.sync, ...s.assets.js.async]) set.add(new URL(f, base).href);
      filesByLibrary.set(s.name, set);
    }
  };
  addManifest(JSON.parse(readFileSync(join(__dirname, '../../host/dist/client/mf-manifest.json'), 'utf8')), `${SITE}/`);
  expect(Object.keys(remotes).sort()).toEqual(Object.keys(REMOTE_ORIGINS).sort());
  for (const release of Object.values(remotes)) {
    addManifest((await (await request.get(release.url)).json()) as { shared: ManifestShared[] }, release.url);
  }

  for (const name of SINGLETON_NAMES) {
    const candidates = filesByLibrary.get(name);
    expect(candidates, `${name} is shared by the builds`).toBeDefined();
    const copies = [...candidates!].filter((url) => downloaded.has(url));
    // Each package bundles its own fallback copy; exactly one of them may be fetched.
    expect(copies.length, `${name} downloaded from ${copies.join(', ')}`).toBeLessThanOrEqual(1);
    if (['react', 'react-dom', 'styled-components', 'zustand', 'i18next', 'axios', 'notistack', ...SHARED_ENTRIES].includes(name)) {
      expect(copies.length, `${name} reached the browser`).toBe(1);
    }
  }
  // React Router is shared through @cargora/shared/router, not as a package: its code (a string of its data router)
  // is in exactly one downloaded file, so no package bundled a router of its own.
  const withRouter: string[] = [];
  for (const url of downloaded) {
    if ((await (await request.get(url)).text()).includes('remix-router-transitions')) withRouter.push(url);
  }
  expect(withRouter, 'files holding the router').toHaveLength(1);
});
