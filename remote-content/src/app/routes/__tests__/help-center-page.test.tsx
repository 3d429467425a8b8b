import type { AxiosRequestConfig } from 'axios';
import { join } from 'node:path';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Faq } from '@cargora/shared/contracts';
import { http } from '@cargora/shared/runtime';
import { helpArticle as article } from '../../../testing/fixtures';
import { renderRoute, setupTestI18n, ok, paramsOf, pageHead } from '@cargora/shared/testing';
import HelpCenterPage from '../help-center-page';

const LOCALES = join(__dirname, '../../../../public/locales');

const FAQS: Faq[] = [
  { id: 1, question: 'How do I book a service?', answer: 'Open the service and choose Book.', topic: 'booking' },
  { id: 2, question: 'When am I charged?', answer: 'When the agent accepts the booking.', topic: 'pricing' },
];

const { description, robots, jsonLd } = pageHead;

function stubHelp(faqs: Faq[] = []) {
  return jest.spyOn(http, 'get').mockImplementation((url: string, config?: AxiosRequestConfig) => {
    if (url === '/misc/help/topics') return ok({ items: [{ id: 4, title: 'Shipping and customs', description: 'Docs', articleCount: 4 }] }) as never;
    if (url === '/misc/help/search') {
      const q = String((config?.params as { q?: string } | undefined)?.q);
      return ok({ items: q === 'customs' ? [article(13, 'Documents for international shipments')] : [article(21, `Result for ${q}`)] }) as never;
    }
    if (url === '/misc/faqs') return ok({ items: faqs, total: faqs.length, page: 1, pageSize: 10 }) as never;
    throw new Error(`unexpected ${url}`);
  });
}

describe('help center search', () => {
  beforeAll(() => setupTestI18n(LOCALES, ['content'], 'en'));
  // The head outlives a test's page: each test starts from an empty one.
  beforeEach(() => {
    document.head.innerHTML = '';
    document.title = '';
  });

  it('tells search engines the questions it shows and their answers (FAQPage)', async () => {
    stubHelp(FAQS);
    renderRoute(<HelpCenterPage />, { path: '/help-center', pattern: '/help-center' });
    expect(await screen.findByRole('button', { name: 'When am I charged?' })).toBeInTheDocument();
    await waitFor(() => expect(jsonLd().find((b) => b['@type'] === 'FAQPage')).toBeDefined());
    expect(document.title).toBe('Help Center | Cargora');
    expect(description()).toBe('Find answers about searching, booking, payments, customs and your Cargora account.');
    expect(robots()).toBeNull();
    expect(jsonLd().find((b) => b['@type'] === 'FAQPage')).toEqual({
      '@context': 'https://schema.org',
      '@type': 'FAQPage',
      mainEntity: [
        { '@type': 'Question', name: 'How do I book a service?', acceptedAnswer: { '@type': 'Answer', text: 'Open the service and choose Book.' } },
        { '@type': 'Question', name: 'When am I charged?', acceptedAnswer: { '@type': 'Answer', text: 'When the agent accepts the booking.' } },
      ],
    });
  });

  it('reads the query from the URL and links results to their article', async () => {
    const get = stubHelp();
    renderRoute(<HelpCenterPage />, { path: '/help-center?q=customs', pattern: '/help-center' });
    expect(screen.getByRole('searchbox', { name: 'Search help articles' })).toHaveValue('customs');
    expect(await screen.findByRole('link', { name: 'Documents for international shipments' })).toHaveAttribute(
      'href',
      '/help-center/sub-help/13',
    );
    expect(paramsOf(get, '/misc/help/search')).toEqual([{ q: 'customs' }]);
    // A page of search results is not one for search engines.
    await waitFor(() => expect(robots()).toBe('noindex, follow'));
    // Without JavaScript the search is a GET form sending `q`, the rest of the query kept.
    const form = screen.getByRole('search') as HTMLFormElement;
    expect(form).toHaveAttribute('method', 'get');
    expect([...new FormData(form).entries()]).toEqual([['q', 'customs']]);
    // Topic cards lead to the topic's article list.
    expect(await screen.findByRole('link', { name: 'Shipping and customs' })).toHaveAttribute('href', '/help-center/sub-help?topic=4');
  });

  it('writes a new search into the URL and shows its results', async () => {
    const get = stubHelp();
    const user = userEvent.setup();
    const { router } = renderRoute(<HelpCenterPage />, { path: '/help-center', pattern: '/help-center' });
    expect(paramsOf(get, '/misc/help/search')).toEqual([]);
    const box = screen.getByRole('searchbox', { name: 'Search help articles' });
    await user.type(box, 'verification code{Enter}');
    await waitFor(() => expect(router.state.location.search).toBe('?q=verification+code'));
    expect(await screen.findByRole('link', { name: 'Result for verification code' })).toHaveAttribute('href', '/help-center/sub-help/21');
    expect(paramsOf(get, '/misc/help/search')).toEqual([{ q: 'verification code' }]);
  });
});
