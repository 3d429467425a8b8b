import { join } from 'node:path';
import { routesOf } from '@cargora/shared/contracts';
import {
  expectRetryAfterPageError,
  missingTranslationKeys,
  page,
  unresolvedTranslationKeys,
} from '@cargora/shared/testing';
import routes from '../routes';
import { agent } from '../../testing/fixtures';
import { mockApi } from '../../testing/mock-http';
import { LOCALES, setupDirectoryI18n } from '../../testing/routes';

// The agent lists build their links with useQueryHref: the test can make it throw, as a bug in the page would.
jest.mock('@cargora/shared/runtime', () => jest.requireActual('@cargora/shared/testing/page-faults').runtimeWithFaultyHook('useQueryHref'));

beforeAll(() => setupDirectoryI18n());

test('has the same translation keys in en, fr and ar', () => {
  expect(missingTranslationKeys(LOCALES, 'directory')).toEqual([]);
});

test('names a text, not a group of texts or nothing, with every literal key its source passes to t', () => {
  expect(unresolvedTranslationKeys(join(__dirname, '../..'), LOCALES, 'directory')).toEqual([]);
});

test('gives a route module, with a loader, a page, an error boundary and a head, for each route id of the directory', async () => {
  expect(Object.keys(routes).sort()).toEqual(
    routesOf('directory')
      .map((r) => r.id)
      .sort(),
  );
  for (const load of Object.values(routes)) {
    const module = await load();
    expect(typeof module.loader).toBe('function');
    expect(typeof module.Component).toBe('function');
    expect(typeof module.ErrorBoundary).toBe('function');
    expect(typeof module.handle?.meta).toBe('function');
  }
});

test('keeps a page that throws while it renders inside its error boundary, and Retry renders it again', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => {});
  jest.spyOn(console, 'warn').mockImplementation(() => {});
  mockApi({
    '/misc/agent/count': () => ({ items: [], total: 0 }),
    '/misc/user/agent': () => page([agent(1, { companyName: 'Seine Logistics' })], 1),
  });
  await expectRetryAfterPageError(await routes.newlyRegisteredAgents(), {
    routeId: 'newlyRegisteredAgents',
    url: '/newly-registered-agents',
    heading: 'Newly registered agents',
  });
});
