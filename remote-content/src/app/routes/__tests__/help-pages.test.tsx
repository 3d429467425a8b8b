import { join } from 'node:path';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { HelpArticle, HelpTopic } from '@cargora/shared/contracts';
import { apiError, queryRouteModule, renderRouteModule, setupTestI18n } from '@cargora/shared/testing';
import { pathsOf, stubLoaderApi } from '../../../testing/api';
import * as helpSub from '../help-sub-page';
import * as helpArticle from '../help-article-page';

const LOCALES = join(__dirname, '../../../../public/locales');
const SITE = 'http://site.test';
const SUB = { pattern: '/help-center/sub-help', ns: 'content' };
const ARTICLE_ROUTE = { pattern: '/help-center/sub-help/:id', ns: 'content' };

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
  steps: [
    'Prepare the commercial invoice.',
    'List every package on the packing list.',
    'Check the bill of lading against both.',
  ],
  tip: 'Keep the three documents consistent: one mismatch is the most common reason for a hold.',
  updatedAt: '2024-11-30T00:00:00.000Z',
  lang: 'en',
};

/** Topics 4 and 5 with their articles, article 13; anything else unknown. `down`: these paths fail with a 500. */
function stubHelp(down: string[] = []) {
  return stubLoaderApi((url) => {
    if (down.includes(url)) throw apiError(500);
    if (url === '/misc/help/topics') return { items: TOPICS };
    const topic = /^\/misc\/help\/topics\/(\d+)$/.exec(url);
    const found = topic && TOPICS.find((tp) => tp.id === Number(topic[1]));
    if (found) return { topic: found, articles: ARTICLES[found.id] };
    if (url === '/misc/help/articles/13') return ARTICLE;
    throw apiError(404, 'Not found');
  });
}

beforeAll(() => setupTestI18n(LOCALES, ['content'], 'en'));

describe('help topics loader', () => {
  it('every topic: the topics, then each one’s articles in parallel; how many there are, each topic’s articles as a list', async () => {
    const { get, mostInFlight } = stubHelp();
    const { status, meta } = await queryRouteModule(helpSub, { ...SUB, url: '/help-center/sub-help' });
    expect(status).toBe(200);
    expect(pathsOf(get)).toEqual(['/misc/help/topics', '/misc/help/topics/4', '/misc/help/topics/5']);
    expect(mostInFlight()).toBe(2);
    expect(meta).toMatchObject({
      title: 'Help topics',
      description:
        'Every Cargora help topic and its articles in one place: booking, payments, customs, your account and more. Topics: 2, articles: 3.',
      breadcrumbs: [
        { name: 'Cargora', path: '/landing-page' },
        { name: 'Help Center', path: '/help-center' },
        { name: 'All topics', path: '/help-center/sub-help' },
      ],
    });
    expect(meta?.noindex).toBeUndefined();
    expect(meta?.structuredData).toHaveLength(2);
    expect(meta?.structuredData?.[1]).toEqual({
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

  it('one topic: its description and articles as a list, under its trail, at its canonical address', async () => {
    const { get } = stubHelp();
    const { status, meta } = await queryRouteModule(helpSub, {
      ...SUB,
      url: '/help-center/sub-help?topic=4&utm_source=x',
    });
    expect(status).toBe(200);
    expect(pathsOf(get)).toEqual(['/misc/help/topics/4']);
    expect(meta).toMatchObject({
      title: 'Shipping and customs',
      description:
        'Shipping and customs: Documents, duties and customs procedures. Help articles in this topic of the Cargora help center: 2.',
      canonical: '/help-center/sub-help?topic=4',
      structuredData: [
        {
          numberOfItems: 2,
          itemListElement: [
            {
              position: 1,
              name: 'Documents for international shipments',
              url: `${SITE}/help-center/sub-help/13`,
            },
            { position: 2, name: 'Understanding Incoterms', url: `${SITE}/help-center/sub-help/14` },
          ],
        },
      ],
    });
    expect(meta?.breadcrumbs?.map((crumb) => crumb.name)).toEqual([
      'Cargora',
      'Help Center',
      'All topics',
      'Shipping and customs',
    ]);
    expect(meta?.noindex).toBeUndefined();
  });

  it('an unknown topic is a 404, a malformed one a 400 without asking the API; both kept out of search results', async () => {
    const { get } = stubHelp();
    const unknown = await queryRouteModule(helpSub, { ...SUB, url: '/help-center/sub-help?topic=99' });
    expect(unknown.status).toBe(404);
    expect(unknown.meta).toEqual({
      title: "We couldn't find this help topic",
      description: expect.any(String),
      noindex: true,
    });
    get.mockClear();
    const malformed = await queryRouteModule(helpSub, { ...SUB, url: '/help-center/sub-help?topic=4x' });
    expect(malformed.status).toBe(400);
    expect(get).not.toHaveBeenCalled();
    expect(malformed.meta?.noindex).toBe(true);
  });

  it('answers 503 when the topics cannot be read; one topic’s articles failing leaves its section with Retry', async () => {
    stubHelp(['/misc/help/topics']);
    expect((await queryRouteModule(helpSub, { ...SUB, url: '/help-center/sub-help' })).status).toBe(503);

    stubHelp(['/misc/help/topics/4']);
    const user = userEvent.setup();
    renderRouteModule(helpSub, { pattern: SUB.pattern, url: '/help-center/sub-help' });
    expect(
      await screen.findByRole('link', { name: 'Signing in with a verification code' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('alert')).toBeInTheDocument();
    stubHelp();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Understanding Incoterms' })).toBeInTheDocument();
  });
});

describe('help topics page', () => {
  it('one topic: its description and articles, under its breadcrumb trail', async () => {
    stubHelp();
    renderRouteModule(helpSub, { pattern: SUB.pattern, url: '/help-center/sub-help?topic=4' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Shipping and customs' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Understanding Incoterms' })).toHaveAttribute(
      'href',
      '/help-center/sub-help/14',
    );
    expect(screen.getByRole('navigation', { name: 'Breadcrumb' })).toHaveTextContent(
      'Help Center›All topics›Shipping and customs',
    );
  });

  it('an unknown topic is the friendly not-found message with a way back', async () => {
    stubHelp();
    renderRouteModule(helpSub, { pattern: SUB.pattern, url: '/help-center/sub-help?topic=99' });
    expect(
      await screen.findByRole('heading', { level: 1, name: "We couldn't find this help topic" }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /All topics/ })).toHaveAttribute('href', '/help-center/sub-help');
  });
});

describe('help article loader', () => {
  it('reads the article and the topics in parallel; its opening as the description, an Article and the trail help center → topic → article', async () => {
    const { get, mostInFlight } = stubHelp();
    const { status, meta } = await queryRouteModule(helpArticle, {
      ...ARTICLE_ROUTE,
      url: '/help-center/sub-help/13',
    });
    expect(status).toBe(200);
    expect(pathsOf(get).sort()).toEqual(['/misc/help/articles/13', '/misc/help/topics']);
    expect(mostInFlight()).toBe(2);
    expect(meta).toMatchObject({
      title: 'Documents for international shipments',
      canonical: '/help-center/sub-help/13',
      type: 'article',
      breadcrumbs: [
        { name: 'Cargora', path: '/landing-page' },
        { name: 'Help Center', path: '/help-center' },
        { name: 'Shipping and customs', path: '/help-center/sub-help?topic=4' },
        { name: 'Documents for international shipments', path: '/help-center/sub-help/13' },
      ],
      structuredData: [
        {
          '@type': 'Article',
          headline: 'Documents for international shipments',
          dateModified: '2024-11-30T00:00:00.000Z',
          url: `${SITE}/help-center/sub-help/13`,
          publisher: { '@type': 'Organization', name: 'Cargora' },
        },
      ],
    });
    // Cut between words to what a search result shows.
    expect(meta!.description!.length).toBeLessThanOrEqual(160);
    expect(meta!.description).toMatch(/^Most international shipments travel with a commercial invoice, .*…$/);
  });

  it('without the topics (they failed) the trail goes through all topics', async () => {
    stubHelp(['/misc/help/topics']);
    const { status, meta } = await queryRouteModule(helpArticle, {
      ...ARTICLE_ROUTE,
      url: '/help-center/sub-help/13',
    });
    expect(status).toBe(200);
    expect(meta?.breadcrumbs?.[2]).toEqual({ name: 'All topics', path: '/help-center/sub-help' });
  });

  it('an unknown article is a 404, a malformed id a 400 without asking the API, the API down a 503', async () => {
    const { get } = stubHelp();
    const unknown = await queryRouteModule(helpArticle, {
      ...ARTICLE_ROUTE,
      url: '/help-center/sub-help/99',
    });
    expect(unknown.status).toBe(404);
    expect(unknown.meta).toEqual({
      title: "We couldn't find this help article",
      description: expect.any(String),
      noindex: true,
    });
    get.mockClear();
    expect(
      (await queryRouteModule(helpArticle, { ...ARTICLE_ROUTE, url: '/help-center/sub-help/1e3' })).status,
    ).toBe(400);
    expect(get).not.toHaveBeenCalled();
    stubHelp(['/misc/help/articles/13']);
    expect(
      (await queryRouteModule(helpArticle, { ...ARTICLE_ROUTE, url: '/help-center/sub-help/13' })).status,
    ).toBe(503);
  });
});

describe('help article page', () => {
  it('the answer, then its steps as an ordered list, then the tip, under the trail', async () => {
    stubHelp();
    renderRouteModule(helpArticle, { pattern: ARTICLE_ROUTE.pattern, url: '/help-center/sub-help/13' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Documents for international shipments' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Shipping and customs' })).toHaveAttribute(
      'href',
      '/help-center/sub-help?topic=4',
    );
    const steps = screen.getByRole('heading', { level: 2, name: 'Step by step' }).nextElementSibling!;
    expect(steps.tagName).toBe('OL');
    expect([...steps.querySelectorAll('li')].map((li) => li.textContent)).toEqual(ARTICLE.steps);
    expect(screen.getByText(ARTICLE.tip, { exact: false })).toBeInTheDocument();
  });

  it('an unknown article is the friendly not-found message with a way back', async () => {
    stubHelp();
    renderRouteModule(helpArticle, { pattern: ARTICLE_ROUTE.pattern, url: '/help-center/sub-help/99' });
    expect(
      await screen.findByRole('heading', { level: 1, name: "We couldn't find this help article" }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Back to the Help Center/i })).toHaveAttribute(
      'href',
      '/help-center',
    );
  });
});
