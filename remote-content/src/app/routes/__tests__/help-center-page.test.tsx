import { join } from 'node:path';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Faq } from '@cargora/shared/contracts';
import {
  apiError,
  page,
  paramsOf,
  queryRouteModule,
  renderRouteModule,
  setupTestI18n,
} from '@cargora/shared/testing';
import { helpArticle as article } from '../../../testing/fixtures';
import { pathsOf, stubLoaderApi } from '../../../testing/api';
import * as helpCenter from '../help-center-page';

const LOCALES = join(__dirname, '../../../../public/locales');
const ROUTE = { pattern: '/help-center', ns: 'content' };
const query = (url: string) => queryRouteModule(helpCenter, { ...ROUTE, url });
const open = (url: string) => renderRouteModule(helpCenter, { pattern: ROUTE.pattern, url });

const FAQS: Faq[] = [
  {
    id: 1,
    question: 'How do I book a service?',
    answer: 'Open the service and choose Book.',
    topic: 'booking',
  },
  { id: 2, question: 'When am I charged?', answer: 'When the agent accepts the booking.', topic: 'pricing' },
];

/** One topic, the FAQs given, and search results: "customs" finds article 13, anything else one article named after it. */
function stubHelp(faqs: Faq[] = [], { searchDown = false } = {}) {
  return stubLoaderApi((url, params) => {
    if (url === '/misc/help/topics')
      return { items: [{ id: 4, title: 'Shipping and customs', description: 'Docs', articleCount: 4 }] };
    if (url === '/misc/help/search') {
      if (searchDown) throw apiError(500);
      const q = String(params.q);
      return {
        items:
          q === 'customs'
            ? [article(13, 'Documents for international shipments')]
            : [article(21, `Result for ${q}`)],
      };
    }
    if (url === '/misc/faqs') return page(faqs, faqs.length, Number(params.page), Number(params.pageSize));
    throw apiError(404);
  });
}

beforeAll(() => setupTestI18n(LOCALES, ['content'], 'en'));

describe('help center loader', () => {
  it('reads the topics, the questions and the search results in parallel', async () => {
    const { get, mostInFlight } = stubHelp(FAQS);
    const { status } = await query('/help-center?q=customs&faqTopic=pricing&faqPage=2');
    expect(status).toBe(200);
    expect(pathsOf(get).sort()).toEqual(['/misc/faqs', '/misc/help/search', '/misc/help/topics']);
    expect(paramsOf(get, '/misc/faqs')).toEqual([{ topic: 'pricing', page: 2, pageSize: 10 }]);
    expect(paramsOf(get, '/misc/help/search')).toEqual([{ q: 'customs' }]);
    expect(mostInFlight()).toBe(3);
  });

  it('searches nothing without a query, and reads an unknown FAQ topic as all of them', async () => {
    const { get } = stubHelp(FAQS);
    await query('/help-center?q=%20&faqTopic=bogus');
    expect(pathsOf(get)).not.toContain('/misc/help/search');
    expect(paramsOf(get, '/misc/faqs')).toEqual([{ page: 1, pageSize: 10 }]);
  });

  it('tells search engines the questions it shows and their answers (FAQPage)', async () => {
    stubHelp(FAQS);
    const { meta } = await query('/help-center');
    expect(meta).toEqual({
      title: 'Help Center',
      description: 'Find answers about searching, booking, payments, customs and your Cargora account.',
      structuredData: [
        {
          '@type': 'FAQPage',
          mainEntity: [
            {
              '@type': 'Question',
              name: 'How do I book a service?',
              acceptedAnswer: { '@type': 'Answer', text: 'Open the service and choose Book.' },
            },
            {
              '@type': 'Question',
              name: 'When am I charged?',
              acceptedAnswer: { '@type': 'Answer', text: 'When the agent accepts the booking.' },
            },
          ],
        },
      ],
    });
  });

  it('keeps search results, and a topic or a later page without questions, out of search results', async () => {
    stubHelp(FAQS);
    expect((await query('/help-center?q=customs')).meta?.noindex).toBe(true);
    stubHelp([]);
    expect((await query('/help-center?faqTopic=customs')).meta?.noindex).toBe(true);
    expect((await query('/help-center?faqPage=3')).meta?.noindex).toBe(true);
    expect((await query('/help-center')).meta?.noindex).toBeUndefined();
  });

  it('answers 503 when the API does not; a failed search alone leaves the page up', async () => {
    stubLoaderApi(() => {
      throw apiError(502);
    });
    expect((await query('/help-center')).status).toBe(503);
    stubHelp(FAQS, { searchDown: true });
    const { status, data } = await query('/help-center?q=customs');
    expect(status).toBe(200);
    expect(data).toMatchObject({ q: 'customs', results: null });
  });
});

describe('help center page', () => {
  it('reads the query from the URL and links results to their article; the search is a GET form', async () => {
    stubHelp();
    open('/help-center?q=customs');
    expect(
      await screen.findByRole('link', { name: 'Documents for international shipments' }),
    ).toHaveAttribute('href', '/help-center/sub-help/13');
    expect(screen.getByRole('searchbox', { name: 'Search help articles' })).toHaveValue('customs');
    // Without JavaScript the search is a GET form sending `q`, the rest of the query kept.
    const form = screen.getByRole('search') as HTMLFormElement;
    expect(form).toHaveAttribute('method', 'get');
    expect([...new FormData(form).entries()]).toEqual([['q', 'customs']]);
    // Topic cards lead to the topic's article list.
    expect(screen.getByRole('link', { name: 'Shipping and customs' })).toHaveAttribute(
      'href',
      '/help-center/sub-help?topic=4',
    );
  });

  it('writes a new search into the URL and shows its results', async () => {
    const { get } = stubHelp();
    const user = userEvent.setup();
    const { router } = open('/help-center');
    const box = await screen.findByRole('searchbox', { name: 'Search help articles' });
    expect(paramsOf(get, '/misc/help/search')).toEqual([]);
    await user.type(box, 'verification code{Enter}');
    await waitFor(() => expect(router.state.location.search).toBe('?q=verification+code'));
    expect(await screen.findByRole('link', { name: 'Result for verification code' })).toHaveAttribute(
      'href',
      '/help-center/sub-help/21',
    );
    expect(paramsOf(get, '/misc/help/search')).toEqual([{ q: 'verification code' }]);
  });

  it('says the search failed, with Retry, and keeps the rest of the page', async () => {
    stubHelp(FAQS, { searchDown: true });
    open('/help-center?q=customs');
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'When am I charged?' })).toBeInTheDocument();
    stubHelp(FAQS);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(
      await screen.findByRole('link', { name: 'Documents for international shipments' }),
    ).toBeInTheDocument();
  });
});
