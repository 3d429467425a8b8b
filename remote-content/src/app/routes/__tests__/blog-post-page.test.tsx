import { join } from 'node:path';
import { screen, waitFor } from '@testing-library/react';
import type { BlogPost } from '@cargora/shared/contracts';
import { http, readRuntimeConfig } from '@cargora/shared/runtime';
import { renderRoute, setupTestI18n, httpError, ok, pageHead } from '@cargora/shared/testing';
import BlogPostPage from '../blog-post-page';

const LOCALES = join(__dirname, '../../../../public/locales');
const SITE = readRuntimeConfig().siteUrl.replace(/\/+$/, '');

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

const meta = (selector: string) => document.head.querySelector(selector)?.getAttribute('content') ?? null;
const { jsonLd } = pageHead;

describe('blog post', () => {
  beforeAll(() => setupTestI18n(LOCALES, ['content'], 'en'));
  // The head outlives a test's page: each test starts from an empty one.
  beforeEach(() => {
    document.head.innerHTML = '';
    document.title = '';
  });

  it('tells search engines the post: its excerpt, a BlogPosting and the trail from Cargora Reads', async () => {
    jest.spyOn(http, 'get').mockImplementation((path: string) => (path === '/misc/blogs/2' ? ok(POST) : ok({ items: [], total: 0, page: 1, pageSize: 4 })) as never);
    renderRoute(<BlogPostPage />, { path: '/popularblogs/2', pattern: '/popularblogs/:id' });
    expect(await screen.findByRole('heading', { level: 1, name: POST.title })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe(`${POST.title} | Cargora`));
    expect(meta('meta[name="description"]')).toBe(
      'Who pays, who insures and where risk passes, term by term. A 6-minute read by Ana Ruiz on Cargora Reads.',
    );
    expect(meta('meta[property="og:type"]')).toBe('article');
    // Link previews draw no SVG: the cover is for the structured data only.
    expect(meta('meta[property="og:image"]')).toBeNull();
    expect(meta('meta[name="robots"]')).toBeNull();
    const blocks = jsonLd();
    const posting = blocks.find((b) => b['@type'] === 'BlogPosting');
    expect(posting).toEqual({
      '@context': 'https://schema.org',
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
      publisher: { '@type': 'Organization', name: 'Cargora', url: `${SITE}/landing-page`, logo: `${SITE}/favicon.svg` },
    });
    expect(blocks.find((b) => b['@type'] === 'BreadcrumbList')).toMatchObject({
      itemListElement: [
        { name: 'Cargora', item: `${SITE}/landing-page` },
        { name: 'Cargora Reads', item: `${SITE}/cargorareads` },
        { name: POST.title, item: `${SITE}/popularblogs/2` },
      ],
    });
  });

  it('shows a friendly message with a way back when the API answers 404', async () => {
    const get = jest.spyOn(http, 'get').mockImplementation(() => httpError(404, 'Blog post 9999 not found') as never);
    renderRoute(<BlogPostPage />, { path: '/popularblogs/9999', pattern: '/popularblogs/:id' });
    expect(await screen.findByRole('heading', { level: 1, name: "We couldn't find this article" })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Back to Cargora Reads/ })).toHaveAttribute('href', '/cargorareads');
    expect(get).toHaveBeenCalledWith('/misc/blogs/9999', expect.objectContaining({ params: { lang: 'en' } }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe("We couldn't find this article | Cargora"));
    expect(meta('meta[name="robots"]')).toBe('noindex, follow');
    expect(jsonLd().some((b) => b['@type'] === 'BlogPosting')).toBe(false);
  });

  it('treats an invalid id as not found without calling the API', async () => {
    const get = jest.spyOn(http, 'get');
    renderRoute(<BlogPostPage />, { path: '/popularblogs/abc', pattern: '/popularblogs/:id' });
    expect(await screen.findByRole('heading', { level: 1, name: "We couldn't find this article" })).toBeInTheDocument();
    expect(get).not.toHaveBeenCalled();
  });

  it.each(['%', '%zz', '12%'])('a malformed id ("/popularblogs/%s") is the readable not-found page, the API not asked', async (raw) => {
    const get = jest.spyOn(http, 'get');
    renderRoute(<BlogPostPage />, { path: `/popularblogs/${raw}`, pattern: '/popularblogs/:id' });
    expect(await screen.findByRole('heading', { level: 1, name: "We couldn't find this article" })).toBeInTheDocument();
    expect(get).not.toHaveBeenCalled();
  });

  it('shows a retryable error for other failures', async () => {
    jest.spyOn(http, 'get').mockImplementation(() => httpError(500, 'Database unavailable') as never);
    renderRoute(<BlogPostPage />, { path: '/popularblogs/3', pattern: '/popularblogs/:id' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong on our side. Please try again in a moment.');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
