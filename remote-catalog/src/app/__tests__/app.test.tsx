import { join } from 'node:path';
import { screen } from '@testing-library/react';
import {
  expectRetryAfterPageError,
  missingTranslationKeys,
  unresolvedTranslationKeys,
  page,
  renderRoute,
  setupTestI18n,
  stubApi,
} from '@cargora/shared/testing';
import App from '../app';
import { makeService } from '../../testing/fixtures';

// Pages call useDocumentMeta: the test can make it throw, as a bug in the page would.
jest.mock('@cargora/shared/runtime', () => jest.requireActual('@cargora/shared/testing/page-faults').sharedWithPageFaults());

const LOCALES = join(__dirname, '../../../public/locales');

describe('catalog App', () => {
  beforeAll(() => setupTestI18n(LOCALES, ['catalog']));
  beforeEach(() => {
    localStorage.clear();
    stubApi((path) =>
      path === '/misc/services'
        ? page([makeService(1, { title: 'Shanghai to Le Havre' })])
        : { items: [], total: 0 },
    );
  });

  it('has the same translation keys in en, fr and ar', () => {
    expect(missingTranslationKeys(LOCALES, 'catalog')).toEqual([]);
  });

  it('names a text, not a group of texts or nothing, with every literal key its source passes to t', () => {
    expect(unresolvedTranslationKeys(join(__dirname, '../..'), LOCALES, 'catalog')).toEqual([]);
  });

  it('lists services with the shared service card', async () => {
    renderRoute(<App routeId="allServices" />, { path: '/allServices' });
    expect(await screen.findByRole('link', { name: 'Shanghai to Le Havre' })).toHaveAttribute(
      'href',
      '/with-cargora-protection/1',
    );
  });

  it('keeps a page that throws inside its error boundary, and Retry renders it again', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    await expectRetryAfterPageError(<App routeId="allServices" />, {
      path: '/allServices',
      heading: 'All services',
    });
  });
});
