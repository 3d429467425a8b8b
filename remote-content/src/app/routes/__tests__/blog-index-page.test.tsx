import type { AxiosRequestConfig } from 'axios';
import { join } from 'node:path';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, readRuntimeConfig } from '@cargora/shared/runtime';
import { blogPost as post } from '../../../testing/fixtures';
import { renderRoute, setupTestI18n, ok, paramsOf, pageHead } from '@cargora/shared/testing';
import BlogIndexPage from '../blog-index-page';

const LOCALES = join(__dirname, '../../../../public/locales');
const SITE = readRuntimeConfig().siteUrl.replace(/\/+$/, '');

const { description, robots, jsonLd } = pageHead;

// The head outlives a test's page: each test starts from an empty one.
beforeEach(() => {
  document.head.innerHTML = '';
  document.title = '';
});
afterEach(() => window.history.replaceState(null, '', '/'));

function stubBlogs(total = 20) {
  return jest.spyOn(http, 'get').mockImplementation((_url: string, config?: AxiosRequestConfig) => {
    const p = (config?.params ?? {}) as Record<string, unknown>;
    const popular = p.sort === 'popular' && p.pageSize === 3;
    // The stand-in API has French posts, not Arabic ones (it answers those in English).
    const lang = p.lang === 'fr' ? 'fr' : 'en';
    const items = total === 0 ? [] : popular ? [post(100, 'Popular one', lang)] : [post(Number(p.page) * 10, `List post page ${String(p.page)} ${String(p.sort)}`, lang)];
    return ok({ items, total: popular ? Math.min(total, 1) : total, page: p.page, pageSize: p.pageSize }) as never;
  });
}

describe('blog index', () => {
  it('asks for posts in the current language (French)', async () => {
    await setupTestI18n(LOCALES, ['content'], 'fr');
    const get = stubBlogs();
    renderRoute(<BlogIndexPage />, { path: '/cargorareads', pattern: '/cargorareads' });
    expect(await screen.findByRole('link', { name: 'List post page 1 newest' })).toHaveAttribute('href', '/popularblogs/10');
    const calls = paramsOf(get, '/misc/blogs');
    expect(calls).toContainEqual({ sort: 'popular', page: 1, pageSize: 3 });
    expect(calls).toContainEqual({ sort: 'newest', page: 1, pageSize: 9 });
    expect(get.mock.calls.every((c) => (c[1] as AxiosRequestConfig).params.lang === 'fr')).toBe(true);
    expect(screen.queryByTestId('language-note')).not.toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Cargora Reads | Cargora'));
    // In the page's language: how many articles there are.
    await waitFor(() =>
      expect(description()).toBe(
        "Des guides pratiques de l'équipe Cargora sur le fret, la douane, l'entreposage et le travail avec les agents logistiques. Articles publiés : 20.",
      ),
    );
  });

  it('tells search engines how many posts there are and lists the ones this page shows', async () => {
    await setupTestI18n(LOCALES, ['content'], 'en');
    stubBlogs();
    // The browser's head follows the window's address (the memory router leaves it alone).
    window.history.replaceState(null, '', '/cargorareads?page=2&sort=newest');
    renderRoute(<BlogIndexPage />, { path: '/cargorareads?page=2', pattern: '/cargorareads' });
    expect(await screen.findByRole('link', { name: 'List post page 2 newest' })).toBeInTheDocument();
    await waitFor(() =>
      expect(description()).toBe(
        'Cargora Reads, page 2 of 3: practical guides on freight, customs, warehousing and logistics agents. Articles published: 20.',
      ),
    );
    expect(robots()).toBeNull();
    // The list's own posts (not the popular ones above it), numbered after the first page's nine.
    expect(jsonLd().filter((b) => b['@type'] === 'ItemList')).toEqual([
      {
        '@context': 'https://schema.org',
        '@type': 'ItemList',
        numberOfItems: 20,
        itemListElement: [{ '@type': 'ListItem', position: 10, name: 'List post page 2 newest', url: `${SITE}/popularblogs/20` }],
      },
    ]);
    // The order is not another page; the second page is.
    expect(document.head.querySelector('link[rel="canonical"]')).toHaveAttribute('href', `${SITE}/cargorareads?page=2`);
  });

  it('keeps an empty list out of search results', async () => {
    await setupTestI18n(LOCALES, ['content'], 'en');
    stubBlogs(0);
    renderRoute(<BlogIndexPage />, { path: '/cargorareads', pattern: '/cargorareads' });
    expect(await screen.findByText('No articles yet')).toBeInTheDocument();
    await waitFor(() => expect(robots()).toBe('noindex, follow'));
    expect(description()).toBe('Practical guides on freight, customs, warehousing and working with logistics agents, from the Cargora team.');
    expect(jsonLd().some((b) => b['@type'] === 'ItemList')).toBe(false);
  });

  it('asks in Arabic, and says so when the API could only answer in English', async () => {
    await setupTestI18n(LOCALES, ['content'], 'ar');
    const get = stubBlogs();
    renderRoute(<BlogIndexPage />, { path: '/cargorareads', pattern: '/cargorareads' });
    expect(await screen.findByTestId('language-note')).toHaveTextContent('الإنجليزية');
    expect(get.mock.calls.every((c) => (c[1] as AxiosRequestConfig).params.lang === 'ar')).toBe(true);
  });

  it('keeps sort and page in the URL', async () => {
    await setupTestI18n(LOCALES, ['content'], 'en');
    const get = stubBlogs();
    const user = userEvent.setup();
    const { router } = renderRoute(<BlogIndexPage />, { path: '/cargorareads?sort=popular&page=2', pattern: '/cargorareads' });
    expect(await screen.findByRole('link', { name: 'List post page 2 popular' })).toBeInTheDocument();
    expect(screen.getByLabelText('Sort by')).toHaveValue('popular');

    const next = screen.getByRole('link', { name: 'Next' });
    expect(next).toHaveAttribute('href', '/cargorareads?sort=popular&page=3');
    expect(screen.getByRole('link', { name: 'Previous' })).toHaveAttribute('href', '/cargorareads?sort=popular');
    // Without JavaScript the sort is a GET form (its page goes: a new order starts again at page 1).
    const sortForm = screen.getByLabelText('Sort by').closest('form')!;
    expect(sortForm).toHaveAttribute('method', 'get');
    expect([...new FormData(sortForm).entries()]).toEqual([['sort', 'popular']]);

    await user.click(next);
    await waitFor(() => expect(router.state.location.search).toBe('?sort=popular&page=3'));
    expect(await screen.findByRole('link', { name: 'List post page 3 popular' })).toBeInTheDocument();
    expect(paramsOf(get, '/misc/blogs')).toContainEqual({ sort: 'popular', page: 3, pageSize: 9 });

    // A new sort starts again from the first page; newest is the default and leaves the URL.
    await user.selectOptions(screen.getByLabelText('Sort by'), 'newest');
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(await screen.findByRole('link', { name: 'List post page 1 newest' })).toBeInTheDocument();
  });
});
