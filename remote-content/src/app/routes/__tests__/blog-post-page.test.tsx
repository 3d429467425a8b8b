import { join } from 'node:path';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { BlogPost } from '@cargora/shared/contracts';
import {
  apiError,
  page,
  paramsOf,
  queryRouteModule,
  renderRouteModule,
  setupTestI18n,
} from '@cargora/shared/testing';
import { blogPost } from '../../../testing/fixtures';
import { pathsOf, stubLoaderApi } from '../../../testing/api';
import * as blogPostRoute from '../blog-post-page';

const LOCALES = join(__dirname, '../../../../public/locales');
const SITE = 'http://site.test';
const ROUTE = { pattern: '/popularblogs/:id', ns: 'content' };
const query = (url: string) => queryRouteModule(blogPostRoute, { ...ROUTE, url });
const open = (url: string) => renderRouteModule(blogPostRoute, { pattern: ROUTE.pattern, url });

const POST: BlogPost = {
  id: 2,
  slug: 'incoterms-2020-explained',
  title: 'Incoterms 2020 explained for first-time importers',
  excerpt: 'Who pays, who insures and where risk passes, term by term.',
  body: ['Who pays, who insures and where risk passes, term by term.', 'EXW puts the most on the buyer.'],
  author: 'Ana Ruiz',
  coverUrl: 'http://files.test/files/blogs/2.svg',
  publishedAt: '2024-08-28T00:00:00.000Z',
  readMinutes: 6,
  views: 100,
  lang: 'en',
};
const POPULAR = [
  blogPost(2, 'The post itself'),
  blogPost(5, 'Five'),
  blogPost(6, 'Six'),
  blogPost(7, 'Seven'),
];

/** The post (2) and the popular ones; any other post is unknown. */
const stubPosts = () =>
  stubLoaderApi((path) => {
    if (path === '/misc/blogs/2') return POST;
    if (path === '/misc/blogs') return page(POPULAR, 4, 1, 4);
    throw apiError(404, 'Blog post not found');
  });

beforeAll(() => setupTestI18n(LOCALES, ['content'], 'en'));

describe('blog post loader', () => {
  it('reads the post and the popular posts in parallel; More reads leaves the post itself out', async () => {
    const { get, mostInFlight } = stubPosts();
    const { status, data } = await query('/popularblogs/2');
    expect(status).toBe(200);
    expect(pathsOf(get).sort()).toEqual(['/misc/blogs', '/misc/blogs/2']);
    expect(paramsOf(get, '/misc/blogs')).toEqual([{ sort: 'popular', page: 1, pageSize: 4 }]);
    expect(mostInFlight()).toBe(2);
    expect((data as { more: BlogPost[] }).more.map((p) => p.title)).toEqual(['Five', 'Six', 'Seven']);
  });

  it('tells search engines the post: its excerpt, a BlogPosting and the trail from Cargora Reads', async () => {
    stubPosts();
    const { meta } = await query('/popularblogs/2');
    expect(meta).toMatchObject({
      title: POST.title,
      description:
        'Who pays, who insures and where risk passes, term by term. A 6-minute read by Ana Ruiz on Cargora Reads.',
      canonical: '/popularblogs/2',
      type: 'article',
      breadcrumbs: [
        { name: 'Cargora', path: '/landing-page' },
        { name: 'Cargora Reads', path: '/cargorareads' },
        { name: POST.title, path: '/popularblogs/2' },
      ],
    });
    // Link previews draw no SVG: the cover is for the structured data only.
    expect(meta?.image).toBeUndefined();
    expect(meta?.noindex).toBeFalsy();
    expect(meta?.structuredData).toEqual([
      {
        '@type': 'BlogPosting',
        headline: POST.title,
        description: POST.excerpt,
        datePublished: '2024-08-28T00:00:00.000Z',
        author: { '@type': 'Person', name: 'Ana Ruiz' },
        image: 'http://files.test/files/blogs/2.svg',
        url: `${SITE}/popularblogs/2`,
        mainEntityOfPage: { '@type': 'WebPage', '@id': `${SITE}/popularblogs/2` },
        inLanguage: 'en',
        timeRequired: 'PT6M',
        publisher: {
          '@type': 'Organization',
          name: 'Cargora',
          url: `${SITE}/landing-page`,
          logo: `${SITE}/favicon.svg`,
        },
      },
    ]);
  });

  it('a cover link previews can draw is the Open Graph image', async () => {
    stubLoaderApi((path) =>
      path === '/misc/blogs/2' ? { ...POST, coverUrl: 'http://files.test/files/blogs/2.png' } : page([]),
    );
    const { meta } = await query('/popularblogs/2?lang=fr');
    expect(meta?.image).toEqual({
      url: 'http://files.test/files/blogs/2.png',
      alt: `Illustration de couverture de « ${POST.title} »`,
    });
  });

  it('an unknown post is a 404 with the not-found head', async () => {
    const { get } = stubPosts();
    const { status, meta } = await query('/popularblogs/9999');
    expect(status).toBe(404);
    expect(get).toHaveBeenCalledWith('/misc/blogs/9999', expect.objectContaining({ params: { lang: 'en' } }));
    expect(meta).toEqual({
      title: "We couldn't find this article",
      description: expect.any(String),
      noindex: true,
    });
  });

  it.each(['abc', '0', '%', '%zz', '12%'])(
    'a malformed id ("/popularblogs/%s") is a 400, the API not asked',
    async (raw) => {
      // React Router warns that it could not decode a bad percent encoding, as it should.
      jest.spyOn(console, 'warn').mockImplementation(() => {});
      const { get } = stubPosts();
      const { status, meta } = await query(`/popularblogs/${raw}`);
      expect(status).toBe(400);
      expect(get).not.toHaveBeenCalled();
      expect(meta?.noindex).toBe(true);
    },
  );

  it('answers 503 when the API does not', async () => {
    stubLoaderApi(() => {
      throw new Error('Network Error');
    });
    const { status, meta } = await query('/popularblogs/2');
    expect(status).toBe(503);
    expect(meta).toEqual({ title: 'Cargora Reads', description: expect.any(String) });
  });
});

describe('blog post page', () => {
  it('shows the article and three other popular posts', async () => {
    stubPosts();
    open('/popularblogs/2');
    expect(await screen.findByRole('heading', { level: 1, name: POST.title })).toBeInTheDocument();
    expect(screen.getByText('EXW puts the most on the buyer.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Six' })).toHaveAttribute('href', '/popularblogs/6');
    expect(screen.queryByRole('link', { name: 'The post itself' })).not.toBeInTheDocument();
  });

  it.each(['/popularblogs/9999', '/popularblogs/abc'])(
    '%s is the friendly not-found message with a way back',
    async (url) => {
      stubPosts();
      open(url);
      expect(
        await screen.findByRole('heading', { level: 1, name: "We couldn't find this article" }),
      ).toBeInTheDocument();
      expect(screen.getByRole('link', { name: /Back to Cargora Reads/ })).toHaveAttribute(
        'href',
        '/cargorareads',
      );
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    },
  );

  it('shows a retryable error when the API fails, and Retry reads it again', async () => {
    let down = true;
    stubLoaderApi((path) => {
      if (down) throw apiError(500, 'Database unavailable');
      return path === '/misc/blogs/3' ? blogPost(3, 'Third post') : page([]);
    });
    open('/popularblogs/3');
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    down = false;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Third post' })).toBeInTheDocument();
  });
});
