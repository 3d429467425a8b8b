import { join } from 'node:path';
import { render, screen } from '@testing-library/react';
import {
  expectRetryAfterPageError,
  missingTranslationKeys,
  unresolvedTranslationKeys,
  renderRoute,
  setupTestI18n,
} from '@cargora/shared/testing';
import { http } from '@cargora/shared/runtime';
import App from '../app';

// Pages call useDocumentMeta: the test can make it throw, as a bug in the page would.
jest.mock('@cargora/shared/runtime', () => jest.requireActual('@cargora/shared/testing/page-faults').sharedWithPageFaults());

const LOCALES = join(__dirname, '../../../public/locales');

describe('careers App', () => {
  beforeAll(() => setupTestI18n(LOCALES, ['careers']));
  beforeEach(() => {
    jest
      .spyOn(http, 'get')
      .mockResolvedValue({ data: { data: { items: [], total: 0, page: 1, pageSize: 100 } } });
  });

  it('has the same translation keys in en, fr and ar', () => {
    expect(missingTranslationKeys(LOCALES, 'careers')).toEqual([]);
  });

  it('names a text, not a group of texts or nothing, with every literal key its source passes to t', () => {
    expect(unresolvedTranslationKeys(join(__dirname, '../..'), LOCALES, 'careers')).toEqual([]);
  });

  it('throws for a route id it does not own', () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<App routeId="landing" />)).toThrow('does not render route "landing"');
  });

  it('renders the careers page lazily for its route id', async () => {
    renderRoute(<App routeId="career" />, { path: '/career' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Careers at Cargora' })).toBeInTheDocument();
    expect(await screen.findByText('No open positions right now')).toBeInTheDocument();
  });

  it('keeps a page that throws inside its error boundary, and Retry renders it again', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    await expectRetryAfterPageError(<App routeId="career" />, {
      path: '/career',
      heading: 'Careers at Cargora',
    });
  });
});
