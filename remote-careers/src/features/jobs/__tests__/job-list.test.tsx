import { join } from 'node:path';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoute, setupTestI18n, pageHead } from '@cargora/shared/testing';
import { http, readRuntimeConfig } from '@cargora/shared/runtime';
import { career as job } from '../../../testing/fixtures';
import CareerPage from '../../../app/routes/career-page';
import JobsDetailsPage from '../../../app/routes/jobs-details-page';

const JOBS = [
  job(1, 'Engineering', 'Rotterdam'),
  job(2, 'Engineering', 'Remote'),
  job(3, 'Sales', 'Dubai'),
  job(4, 'Engineering', 'Rotterdam'),
  job(5, 'Operations', 'Rotterdam'),
  job(6, 'Sales', 'Rotterdam'),
  job(7, 'Engineering', 'Dubai'),
  job(8, 'Support', 'Remote'),
];

// Many renders per test on a shared, busy machine: allow more than jest's 5 s.
jest.setTimeout(20_000);

let get: jest.SpyInstance;
beforeAll(() => setupTestI18n(join(__dirname, '../../../../public/locales'), ['careers']));
beforeEach(() => {
  // The head outlives a test's page: each test starts from an empty one.
  document.head.innerHTML = '';
  document.title = '';
  get = jest
    .spyOn(http, 'get')
    .mockResolvedValue({ data: { data: { items: JOBS, total: JOBS.length, page: 1, pageSize: 100 } } });
});

const SITE = readRuntimeConfig().siteUrl.replace(/\/+$/, '');
const { description, robots, jsonLd } = pageHead;

const titles = () => screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent).filter((t) => t?.startsWith('Job '));

describe('open positions list', () => {
  it('asks the API for the careers and shows cards linking to the job, with posted date', async () => {
    renderRoute(<CareerPage />, { path: '/career' });
    const link = await screen.findByRole('link', { name: 'Job 1' });
    expect(link).toHaveAttribute('href', '/jobs-details/1');
    expect(get).toHaveBeenCalledWith('/misc/careers', expect.objectContaining({ params: { page: 1, pageSize: 100, lang: 'en' } }));
    expect(screen.getAllByText('Dec 20, 2024').length).toBeGreaterThan(0);
    // 6 per page, page 2 holds the rest
    expect(titles()).toHaveLength(6);
  });

  it('tells search engines how many jobs are open, in which departments, and lists the ones shown', async () => {
    renderRoute(<CareerPage />, { path: '/career?page=2' });
    await screen.findByRole('link', { name: 'Job 7' });
    await waitFor(() => expect(document.title).toBe('Careers | Cargora'));
    await waitFor(() =>
      expect(description()).toBe(
        'Open positions at Cargora: 8, in Engineering, Operations, Sales, and Support. Read each role and apply online.',
      ),
    );
    expect(robots()).toBeNull();
    // The second page: its two jobs, numbered after the first page's six, out of eight.
    expect(jsonLd().find((b) => b['@type'] === 'ItemList')).toEqual({
      '@context': 'https://schema.org',
      '@type': 'ItemList',
      numberOfItems: 8,
      itemListElement: [
        { '@type': 'ListItem', position: 7, name: 'Job 7', url: `${SITE}/jobs-details/7` },
        { '@type': 'ListItem', position: 8, name: 'Job 8', url: `${SITE}/jobs-details/8` },
      ],
    });
  });

  it('puts the department filter in the URL and filters the cards', async () => {
    const user = userEvent.setup();
    const { router } = renderRoute(<CareerPage />, { path: '/career' });
    await screen.findByRole('link', { name: 'Job 1' });
    await user.selectOptions(screen.getByLabelText('Department'), 'Sales');
    expect(router.state.location.search).toBe('?department=Sales');
    expect(titles()).toEqual(['Job 3', 'Job 6']);
    await user.selectOptions(screen.getByLabelText('Location'), 'Dubai');
    expect(new URLSearchParams(router.state.location.search).get('location')).toBe('Dubai');
    expect(titles()).toEqual(['Job 3']);
  });

  it('reads filters and page from the URL and resets the page when a filter changes', async () => {
    const user = userEvent.setup();
    const { router } = renderRoute(<CareerPage />, { path: '/career?page=2' });
    await screen.findByRole('link', { name: 'Job 7' });
    expect(titles()).toEqual(['Job 7', 'Job 8']);
    expect(screen.getByRole('link', { name: 'Previous' })).toHaveAttribute('href', '/career');
    await user.click(screen.getByRole('link', { name: 'Previous' }));
    expect(router.state.location.search).toBe('');
    expect(titles()).toHaveLength(6);

    expect(screen.getByRole('link', { name: 'Next' })).toHaveAttribute('href', '/career?page=2');
    await user.click(screen.getByRole('link', { name: 'Next' }));
    expect(router.state.location.search).toBe('?page=2');
    await user.selectOptions(screen.getByLabelText('Location'), 'Remote');
    expect(router.state.location.search).toBe('?location=Remote');
  });

  it('shows an empty state when no job matches and clears the filters', async () => {
    const user = userEvent.setup();
    const { router } = renderRoute(<JobsDetailsPage />, { path: '/jobs-details/?department=Legal' });
    expect(await screen.findByText('No jobs match these filters')).toBeInTheDocument();
    expect(screen.getByLabelText('Department')).toHaveValue('Legal');
    // An empty list is no search result.
    await waitFor(() => expect(robots()).toBe('noindex, follow'));
    expect(jsonLd().some((b) => b['@type'] === 'ItemList')).toBe(false);
    const empty = screen.getByText('No jobs match these filters').parentElement!;
    const clear = within(empty).getByRole('link', { name: 'Clear filters' });
    expect(clear).toHaveAttribute('href', '/jobs-details/');
    await user.click(clear);
    expect(router.state.location.search).toBe('');
    expect(titles()).toHaveLength(6);
  });

  it('the filters are a GET form named after the query parameters, for visitors without JavaScript', async () => {
    renderRoute(<CareerPage />, { path: '/career?department=Engineering&page=2&lang=fr' });
    const form = (await screen.findByRole('search', { name: 'Filter open positions' })) as HTMLFormElement;
    expect(form).toHaveAttribute('method', 'get');
    expect([...new FormData(form).entries()]).toEqual([
      ['lang', 'fr'],
      ['department', 'Engineering'],
      ['location', ''],
    ]);
    expect(within(form).getByRole('link', { name: 'Clear filters' })).toHaveAttribute('href', '/career?lang=fr');
  });

  it('a page past the last says so, with a link to the last page, instead of "no jobs match"', async () => {
    const user = userEvent.setup();
    const { router } = renderRoute(<CareerPage />, { path: '/career?department=Engineering&page=9' });
    expect(await screen.findByRole('heading', { name: 'There is no page 9' })).toBeInTheDocument();
    expect(screen.getByText('This list has 1 page.')).toBeInTheDocument();
    expect(screen.queryByText('No jobs match these filters')).toBeNull();
    const last = screen.getByRole('link', { name: 'Go to the last page (1)' });
    expect(last).toHaveAttribute('href', '/career?department=Engineering');
    await user.click(last);
    expect(router.state.location.search).toBe('?department=Engineering');
    expect(await screen.findByRole('link', { name: 'Job 7' })).toBeInTheDocument();
  });

  it('shows an error with retry when the list fails', async () => {
    get.mockRejectedValueOnce(Object.assign(new Error('boom'), { response: { status: 500 } }));
    const user = userEvent.setup();
    renderRoute(<CareerPage />, { path: '/career' });
    expect(await screen.findByText('We could not load the open positions.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Job 1' })).toBeInTheDocument();
  });
});
