/** @jest-environment node */
// The host's error pages answer their own status on the server, as the browser's router shows them: /401 is 401 with
// the unauthorised page, /404 and an address no route has are 404 with the bare 404 page. None is indexed.
import { join } from 'node:path';
import { DEFAULT_CURRENCY, HOST_PATHS } from '@cargora/shared/contracts';
import { DEFAULT_SETTINGS } from '@cargora/shared/runtime';
import { setupTestI18n } from '@cargora/shared/testing';
import { createPageRenderer } from '../render/render-page';

beforeAll(() => setupTestI18n(join(__dirname, '../../public/locales'), ['host']));

const state = { lang: 'en' as const, currency: DEFAULT_CURRENCY, settings: DEFAULT_SETTINGS };
const render = createPageRenderer({
  remoteRoutes: () => Promise.reject(new Error('no remote in this test')),
  budgetMs: 200,
  siteUrl: 'http://site.test',
  rates: () => Promise.resolve({}),
});

describe('the host error pages rendered on the server', () => {
  it.each([
    [HOST_PATHS.unauthorized, 401, /<h1[^>]*>401<\/h1>/],
    [HOST_PATHS.notFound, 404, /<h1[^>]*>404<\/h1>/],
    ['/no-such-page', 404, /<h1[^>]*>404<\/h1>/],
  ])('%s answers %i with its page, not indexed', async (path, status, heading) => {
    const page = await render(path, state);
    expect(page.status).toBe(status);
    expect(page.html).toMatch(heading);
    expect(page.head).toMatch(/noindex/);
  });
});
