import type { AxiosRequestConfig } from 'axios';
import { join } from 'node:path';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, type BlogPost } from '@cargora/shared';
import { renderRoute, setupTestI18n, ok, paramsOf } from '@cargora/shared/testing';
import BlogIndexPage from '../blog-index-page';

const LOCALES = join(__dirname, '../../../../public/locales');

const post = (id: number, title: string): BlogPost => ({
  id,
  slug: `post-${id}`,
  title,
  excerpt: `Excerpt ${id}`,
  body: ['p'],
  author: 'Ana Ruiz',
  coverUrl: `http://files.test/${id}.svg`,
  publishedAt: '2024-08-28T00:00:00.000Z',
  readMinutes: 6,
  views: 100,
  lang: 'en',
});

function stubBlogs() {
  return jest.spyOn(http, 'get').mockImplementation((_url: string, config?: AxiosRequestConfig) => {
    const p = (config?.params ?? {}) as Record<string, unknown>;
    const popular = p.sort === 'popular' && p.pageSize === 3;
    const items = popular ? [post(100, 'Popular one')] : [post(Number(p.page) * 10, `List post page ${String(p.page)} ${String(p.sort)}`)];
    return ok({ items, total: popular ? 1 : 20, page: p.page, pageSize: p.pageSize }) as never;
  });
}

describe('blog index', () => {
  it('asks for posts in the current language (French)', async () => {
    await setupTestI18n(LOCALES, ['content'], 'fr');
    const get = stubBlogs();
    renderRoute(<BlogIndexPage />, { path: '/cargorareads', pattern: '/cargorareads' });
    expect(await screen.findByRole('link', { name: 'List post page 1 newest' })).toHaveAttribute('href', '/popularblogs/10');
    const calls = paramsOf(get, '/misc/blogs');
    expect(calls).toContainEqual({ lang: 'fr', sort: 'popular', page: 1, pageSize: 3 });
    expect(calls).toContainEqual({ lang: 'fr', sort: 'newest', page: 1, pageSize: 9 });
    expect(screen.queryByTestId('language-note')).not.toBeInTheDocument();
    expect(document.title).toBe('Cargora Reads | Cargora');
  });

  it('falls back to English for Arabic and says so', async () => {
    await setupTestI18n(LOCALES, ['content'], 'ar');
    const get = stubBlogs();
    renderRoute(<BlogIndexPage />, { path: '/cargorareads', pattern: '/cargorareads' });
    expect(await screen.findByTestId('language-note')).toHaveTextContent('بالإنجليزية');
    expect(paramsOf(get, '/misc/blogs').every((p) => p.lang === 'en')).toBe(true);
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
    expect(paramsOf(get, '/misc/blogs')).toContainEqual({ lang: 'en', sort: 'popular', page: 3, pageSize: 9 });

    // A new sort starts again from the first page; newest is the default and leaves the URL.
    await user.selectOptions(screen.getByLabelText('Sort by'), 'newest');
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(await screen.findByRole('link', { name: 'List post page 1 newest' })).toBeInTheDocument();
  });
});
