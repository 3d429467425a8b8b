import { join } from 'node:path';
import { screen, waitFor } from '@testing-library/react';
import type { HelpArticle, HelpTopic } from '@cargora/shared/contracts';
import { http, readRuntimeConfig } from '@cargora/shared/runtime';
import { httpError, ok, renderRoute, setupTestI18n, pageHead } from '@cargora/shared/testing';
import HelpSubPage from '../help-sub-page';
import HelpArticlePage from '../help-article-page';

const LOCALES = join(__dirname, '../../../../public/locales');
const SITE = readRuntimeConfig().siteUrl.replace(/\/+$/, '');

const TOPICS: HelpTopic[] = [
  {
    id: 4,
    title: 'Shipping and customs',
    description: 'Documents, duties and customs procedures.',
    articleCount: 2,
  },
  { id: 5, title: 'Account and security', description: 'Sign-in and verification codes.', articleCount: 1 },
];
const ARTICLES: Record<number, HelpArticle[]> = {
  4: [
    {
      id: 13,
      topicId: 4,
      title: 'Documents for international shipments',
      summary: 's',
      steps: ['a', 'b', 'c'],
      tip: 't',
      updatedAt: '2024-11-30T00:00:00.000Z',
    },
    {
      id: 14,
      topicId: 4,
      title: 'Understanding Incoterms',
      summary: 's',
      steps: ['a', 'b', 'c'],
      tip: 't',
      updatedAt: '2024-11-30T00:00:00.000Z',
    },
  ],
  5: [
    {
      id: 17,
      topicId: 5,
      title: 'Signing in with a verification code',
      summary: 's',
      steps: ['a', 'b', 'c'],
      tip: 't',
      updatedAt: '2024-11-30T00:00:00.000Z',
    },
  ],
};
const ARTICLE: HelpArticle = {
  id: 13,
  topicId: 4,
  title: 'Documents for international shipments',
  summary:
    'Most international shipments travel with a commercial invoice, a packing list and a transport document; some goods also need a certificate of origin or a licence, and the agent handling customs tells you which.',
  steps: ['Prepare the commercial invoice.', 'List every package on the packing list.', 'Check the bill of lading against both.'],
  tip: 'Keep the three documents consistent: one mismatch is the most common reason for a hold.',
  updatedAt: '2024-11-30T00:00:00.000Z',
  lang: 'en',
};

function stubHelp() {
  return jest.spyOn(http, 'get').mockImplementation(((url: string) => {
    if (url === '/misc/help/topics') return ok({ items: TOPICS });
    const topic = /^\/misc\/help\/topics\/(\d+)$/.exec(url);
    if (topic) {
      const found = TOPICS.find((tp) => tp.id === Number(topic[1]));
      return found
        ? ok({ topic: found, articles: ARTICLES[found.id] })
        : httpError(404, 'Help topic not found');
    }
    if (url === '/misc/help/articles/13') return ok(ARTICLE);
    return httpError(404, 'Help article not found');
  }) as never);
}

const { description, robots } = pageHead;
const jsonLd = () =>
  [...document.head.querySelectorAll('script[type="application/ld+json"]')].map(
    (el) => JSON.parse(el.textContent!) as Record<string, unknown>,
  );

beforeAll(() => setupTestI18n(LOCALES, ['content'], 'en'));
// The head outlives a test's page: each test starts from an empty one.
beforeEach(() => {
  document.head.innerHTML = '';
  document.title = '';
});

describe('help topics', () => {
  it('every topic: how many topics and articles, and each topic’s articles as a list', async () => {
    stubHelp();
    renderRoute(<HelpSubPage />, { path: '/help-center/sub-help', pattern: '/help-center/sub-help' });
    expect(
      await screen.findByRole('link', { name: 'Signing in with a verification code' }),
    ).toBeInTheDocument();
    await waitFor(() => expect(jsonLd().filter((b) => b['@type'] === 'ItemList')).toHaveLength(2));
    expect(document.title).toBe('Help topics | Cargora');
    expect(description()).toBe(
      'Every Cargora help topic and its articles in one place: booking, payments, customs, your account and more. Topics: 2, articles: 3.',
    );
    expect(jsonLd().find((b) => b['@type'] === 'ItemList' && b.name === 'Account and security')).toEqual({
      '@context': 'https://schema.org',
      '@type': 'ItemList',
      name: 'Account and security',
      numberOfItems: 1,
      itemListElement: [
        {
          '@type': 'ListItem',
          position: 1,
          name: 'Signing in with a verification code',
          url: `${SITE}/help-center/sub-help/17`,
        },
      ],
    });
  });

  it('one topic: its description and articles, under its breadcrumb trail', async () => {
    stubHelp();
    renderRoute(<HelpSubPage />, { path: '/help-center/sub-help?topic=4', pattern: '/help-center/sub-help' });
    expect(await screen.findByRole('link', { name: 'Understanding Incoterms' })).toHaveAttribute(
      'href',
      '/help-center/sub-help/14',
    );
    await waitFor(() => expect(document.title).toBe('Shipping and customs | Cargora'));
    expect(description()).toBe(
      'Shipping and customs: Documents, duties and customs procedures. Help articles in this topic of the Cargora help center: 2.',
    );
    expect(robots()).toBeNull();
    const blocks = jsonLd();
    expect(blocks.find((b) => b['@type'] === 'ItemList')).toMatchObject({
      numberOfItems: 2,
      itemListElement: [
        {
          position: 1,
          name: 'Documents for international shipments',
          url: `${SITE}/help-center/sub-help/13`,
        },
        { position: 2, name: 'Understanding Incoterms', url: `${SITE}/help-center/sub-help/14` },
      ],
    });
    expect(blocks.find((b) => b['@type'] === 'BreadcrumbList')).toMatchObject({
      itemListElement: [
        { name: 'Cargora' },
        { name: 'Help Center' },
        { name: 'All topics' },
        { name: 'Shipping and customs' },
      ],
    });
  });

  it('an unknown topic is a not-found page, kept out of search results', async () => {
    stubHelp();
    renderRoute(<HelpSubPage />, {
      path: '/help-center/sub-help?topic=99',
      pattern: '/help-center/sub-help',
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: "We couldn't find this help topic" }),
    ).toBeInTheDocument();
    await waitFor(() => expect(robots()).toBe('noindex, follow'));
    expect(document.title).toBe("We couldn't find this help topic | Cargora");
  });
});

describe('help article', () => {
  it('its opening as the description, an Article and the trail help center → topic → article', async () => {
    stubHelp();
    renderRoute(<HelpArticlePage />, {
      path: '/help-center/sub-help/13',
      pattern: '/help-center/sub-help/:id',
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Documents for international shipments' }),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(jsonLd().find((b) => b['@type'] === 'BreadcrumbList')).toMatchObject({
        itemListElement: [
          { name: 'Cargora' },
          { name: 'Help Center', item: `${SITE}/help-center` },
          { name: 'Shipping and customs', item: `${SITE}/help-center/sub-help?topic=4` },
          { name: 'Documents for international shipments' },
        ],
      }),
    );
    expect(document.title).toBe('Documents for international shipments | Cargora');
    // The answer, then its steps as an ordered list, then the tip.
    const steps = screen.getByRole('heading', { level: 2, name: 'Step by step' }).nextElementSibling!;
    expect(steps.tagName).toBe('OL');
    expect([...steps.querySelectorAll('li')].map((li) => li.textContent)).toEqual(ARTICLE.steps);
    expect(screen.getByText(ARTICLE.tip, { exact: false })).toBeInTheDocument();
    // Cut between words to what a search result shows.
    const text = description()!;
    expect(text.length).toBeLessThanOrEqual(160);
    expect(text).toMatch(
      /^Most international shipments travel with a commercial invoice, .*…$/,
    );
    expect(jsonLd().find((b) => b['@type'] === 'Article')).toMatchObject({
      headline: 'Documents for international shipments',
      dateModified: '2024-11-30T00:00:00.000Z',
      url: `${SITE}/help-center/sub-help/13`,
      publisher: { '@type': 'Organization', name: 'Cargora' },
    });
  });

  it('an unknown article is a not-found page, kept out of search results', async () => {
    stubHelp();
    renderRoute(<HelpArticlePage />, {
      path: '/help-center/sub-help/99',
      pattern: '/help-center/sub-help/:id',
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: "We couldn't find this help article" }),
    ).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe("We couldn't find this help article | Cargora"));
    expect(robots()).toBe('noindex, follow');
    expect(jsonLd().some((b) => b['@type'] === 'Article')).toBe(false);
  });
});
