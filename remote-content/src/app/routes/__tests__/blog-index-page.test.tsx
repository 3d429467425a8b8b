import { join } from 'node:path';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { headElements } from '@cargora/shared/runtime';
import {
  apiError,
  page,
  paramsOf,
  queryRouteModule,
  renderRouteModule,
  setupTestI18n,
} from '@cargora/shared/testing';
import { blogPost as post } from '../../../testing/fixtures';
import { stubLoaderApi } from '../../../testing/api';
import * as blogIndex from '../blog-index-page';

const LOCALES = join(__dirname, '../../../../public/locales');
const SITE = 'http://site.test';
const ROUTE = { pattern: '/cargorareads', ns: 'content' };
const query = (url: string) => queryRouteModule(blogIndex, { ...ROUTE, url });

/** The stand-in API: one popular post, one post per page of the list (French posts in French, else English). */
function stubBlogs(total = 20) {
  return stubLoaderApi((path, p) => {
    if (path !== '/misc/blogs') throw apiError(404);
    const popular = p.sort === 'popular' && p.pageSize === 3;
    const lang = p.lang === 'fr' ? 'fr' : 'en';
    const items =
      total === 0
        ? []
        : popular
          ? [post(100, 'Popular one', lang)]
          : [post(Number(p.page) * 10, `List post page ${String(p.page)} ${String(p.sort)}`, lang)];
    return page(items, popular ? Math.min(total, 1) : total, Number(p.page), Number(p.pageSize));
  });
}

beforeEach(() => setupTestI18n(LOCALES, ['content'], 'en'));

describe('blog index loader', () => {
  it('reads the list and the popular posts in parallel, in the page’s language, and describes them in it', async () => {
    const { get, mostInFlight } = stubBlogs();
    const result = await query('/cargorareads?lang=fr');
    expect(result.status).toBe(200);
    expect(paramsOf(get, '/misc/blogs')).toEqual([
      { sort: 'newest', page: 1, pageSize: 9 },
      { sort: 'popular', page: 1, pageSize: 3 },
    ]);
    expect(
      get.mock.calls.every((call) => (call[1] as { params: { lang: string } }).params.lang === 'fr'),
    ).toBe(true);
    expect(mostInFlight()).toBe(2);
    expect(result.meta).toMatchObject({
      title: 'Cargora Reads',
      description:
        "Des guides pratiques de l'équipe Cargora sur le fret, la douane, l'entreposage et le travail avec les agents logistiques. Articles publiés : 20.",
    });
  });

  it('a later page: its description, its own posts numbered after the first nine, its canonical address without the order', async () => {
    const { get } = stubBlogs();
    const { status, meta } = await query('/cargorareads?page=2&sort=popular');
    expect(status).toBe(200);
    expect(paramsOf(get, '/misc/blogs')).toContainEqual({ sort: 'popular', page: 2, pageSize: 9 });
    expect(meta?.description).toBe(
      'Cargora Reads, page 2 of 3: practical guides on freight, customs, warehousing and logistics agents. Articles published: 20.',
    );
    expect(meta?.noindex).toBeFalsy();
    // The list's own posts (not the popular ones above it).
    expect(meta?.structuredData).toEqual([
      {
        '@type': 'ItemList',
        numberOfItems: 20,
        itemListElement: [
          {
            '@type': 'ListItem',
            position: 10,
            name: 'List post page 2 popular',
            url: `${SITE}/popularblogs/20`,
          },
        ],
      },
    ]);
    const head = headElements(meta!, {
      siteUrl: SITE,
      lang: 'en',
      path: '/cargorareads?page=2&sort=popular',
    });
    expect(head).toContainEqual({
      tag: 'link',
      attrs: { rel: 'canonical', href: `${SITE}/cargorareads?page=2` },
    });
  });

  it('an odd sort or page falls back to the first page, newest first', async () => {
    const { get } = stubBlogs();
    expect((await query('/cargorareads?sort=bogus&page=-3')).status).toBe(200);
    expect(paramsOf(get, '/misc/blogs')[0]).toEqual({ sort: 'newest', page: 1, pageSize: 9 });
  });

  it('keeps an empty list out of search results', async () => {
    stubBlogs(0);
    const { status, meta } = await query('/cargorareads');
    expect(status).toBe(200);
    expect(meta).toEqual({
      title: 'Cargora Reads',
      description:
        'Practical guides on freight, customs, warehousing and working with logistics agents, from the Cargora team.',
      noindex: true,
    });
  });

  it('answers 503 when the API does not, and stays without the popular posts alone when only they fail', async () => {
    stubLoaderApi(() => {
      throw apiError(503, 'down');
    });
    const down = await query('/cargorareads');
    expect(down.status).toBe(503);
    expect(down.headers.get('Retry-After')).toBe('30');
    expect(down.meta?.title).toBe('Cargora Reads');

    stubLoaderApi((_path, p) => {
      if (p.sort === 'popular') throw apiError(500);
      return page([post(1, 'Only one')], 1, 1, 9);
    });
    const partial = await query('/cargorareads');
    expect(partial.status).toBe(200);
    expect(partial.data).toMatchObject({ popular: [], posts: { total: 1 } });
  });

  it('keeps of each post what its card shows: not its paragraphs, which the page state would carry', async () => {
    stubBlogs();
    const { data } = await query('/cargorareads');
    const { posts, popular } = data as Awaited<ReturnType<typeof blogIndex.loader>>;
    const listed = [...posts.items, ...popular];
    expect(listed).toHaveLength(2);
    for (const item of listed) {
      expect(item).not.toHaveProperty('body');
      expect(item).toMatchObject({ title: expect.any(String), excerpt: expect.any(String), author: expect.any(String) });
    }
  });
});

describe('blog index page', () => {
  it('keeps sort and page in the URL: links and a GET form without JavaScript, the loader again with it', async () => {
    const { get } = stubBlogs();
    const user = userEvent.setup();
    const { router } = renderRouteModule(blogIndex, {
      pattern: ROUTE.pattern,
      url: '/cargorareads?sort=popular&page=2',
    });
    expect(await screen.findByRole('link', { name: 'List post page 2 popular' })).toHaveAttribute(
      'href',
      '/popularblogs/20',
    );
    expect(
      within(screen.getByRole('region', { name: 'Popular reads' })).getByRole('link', {
        name: 'Popular one',
      }),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Sort by')).toHaveValue('popular');

    const next = screen.getByRole('link', { name: 'Next' });
    expect(next).toHaveAttribute('href', '/cargorareads?sort=popular&page=3');
    expect(screen.getByRole('link', { name: 'Previous' })).toHaveAttribute(
      'href',
      '/cargorareads?sort=popular',
    );
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

  it('asks in Arabic, and says so when the API could only answer in English', async () => {
    await setupTestI18n(LOCALES, ['content'], 'ar');
    const { get } = stubBlogs();
    renderRouteModule(blogIndex, { pattern: ROUTE.pattern, url: '/cargorareads' });
    expect(await screen.findByTestId('language-note')).toHaveTextContent('الإنجليزية');
    expect(
      get.mock.calls.every((call) => (call[1] as { params: { lang: string } }).params.lang === 'ar'),
    ).toBe(true);
  });

  it('shows the API’s failure with Retry, which runs the loader again', async () => {
    let down = true;
    stubLoaderApi((_path, p) => {
      if (down) throw apiError(503, 'down');
      return page([post(1, `Back ${String(p.sort)}`)], 1, 1, 9);
    });
    const user = userEvent.setup();
    renderRouteModule(blogIndex, { pattern: ROUTE.pattern, url: '/cargorareads' });
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    down = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Back newest' })).toBeInTheDocument();
  });
});
