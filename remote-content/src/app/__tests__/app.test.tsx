import { join } from 'node:path';
import { fireEvent, screen, within } from '@testing-library/react';
import {
  apiError,
  expectRetryAfterPageError,
  missingTranslationKeys,
  unresolvedTranslationKeys,
  renderRoute,
  setupTestI18n,
  stubApi,
} from '@cargora/shared/testing';
import App from '../app';

// Pages call useDocumentMeta: the test can make it throw, as a bug in the page would.
jest.mock('@cargora/shared/runtime', () => jest.requireActual('@cargora/shared/testing/page-faults').sharedWithPageFaults());

const LOCALES = join(__dirname, '../../../public/locales');
const QUEUE = {
  id: 1,
  title: 'Talk to a logistics expert',
  description: 'Join the queue and an expert calls you back.',
  waitingCustomers: 7,
  averageWaitMinutes: 4,
  ctaLabel: 'Join the queue',
};

describe('content App', () => {
  beforeAll(() => setupTestI18n(LOCALES, ['content']));
  beforeEach(() => {
    stubApi((path) => {
      if (path === '/misc/qms') return QUEUE;
      throw apiError(404);
    });
  });

  it('has the same translation keys in en, fr and ar', () => {
    expect(missingTranslationKeys(LOCALES, 'content')).toEqual([]);
  });

  it('names a text, not a group of texts or nothing, with every literal key its source passes to t', () => {
    expect(unresolvedTranslationKeys(join(__dirname, '../..'), LOCALES, 'content')).toEqual([]);
  });

  it('keeps a page that throws inside its error boundary, and Retry renders it again', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    await expectRetryAfterPageError(<App routeId="howItWorks" />, {
      path: '/how-it-works',
      heading: 'How Cargora works',
    });
  });

  it('offers the expert queue on the how-it-works page; joining opens the customer site', async () => {
    const open = jest.spyOn(window, 'open').mockImplementation(() => null);
    renderRoute(<App routeId="howItWorks" />, { path: '/how-it-works' });
    const queue = await screen.findByRole('region', { name: QUEUE.title });
    expect(within(queue).getByText('Customers waiting: 7')).toBeInTheDocument();
    fireEvent.click(within(queue).getByRole('button', { name: /Join the queue/ }));
    expect(open).toHaveBeenCalledWith('http://localhost:5100', '_blank');
  });
});
