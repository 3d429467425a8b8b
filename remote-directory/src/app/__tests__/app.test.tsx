import { join } from 'node:path';
import { screen } from '@testing-library/react';
import {
  expectRetryAfterPageError,
  missingTranslationKeys,
  unresolvedTranslationKeys,
  renderRoute,
  setupTestI18n,
} from '@cargora/shared/testing';
import App from '../app';
import { agent } from '../../testing/fixtures';
import { mockApi } from '../../testing/mock-http';

// Pages call useDocumentMeta: the test can make it throw, as a bug in the page would.
jest.mock('@cargora/shared/runtime', () => jest.requireActual('@cargora/shared/testing/page-faults').sharedWithPageFaults());

const LOCALES = join(__dirname, '../../../public/locales');

describe('directory App', () => {
  beforeAll(() => setupTestI18n(LOCALES, ['directory']));
  beforeEach(() => {
    mockApi({
      '/misc/user/agent': () => ({
        items: [agent(1, { companyName: 'Seine Logistics' })],
        total: 1,
        page: 1,
        pageSize: 12,
      }),
      '/misc/agent/count': () => ({ items: [{ country: 'France', countryCode: 'FR', count: 1 }], total: 1 }),
    });
  });

  it('has the same translation keys in en, fr and ar', () => {
    expect(missingTranslationKeys(LOCALES, 'directory')).toEqual([]);
  });

  it('names a text, not a group of texts or nothing, with every literal key its source passes to t', () => {
    expect(unresolvedTranslationKeys(join(__dirname, '../..'), LOCALES, 'directory')).toEqual([]);
  });

  it('renders the shared agent card for each agent', async () => {
    renderRoute(<App routeId="newlyRegisteredAgents" />, { path: '/newly-registered-agents' });
    expect(
      await screen.findByRole('link', { name: 'View storefront of Seine Logistics' }),
    ).toHaveAttribute('href', '/storefront/agent-0001');
  });

  it('keeps a page that throws inside its error boundary, and Retry renders it again', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    await expectRetryAfterPageError(<App routeId="newlyRegisteredAgents" />, {
      path: '/newly-registered-agents',
      heading: 'Newly registered agents',
    });
  });
});
