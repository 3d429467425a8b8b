import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiError, page, stubApi } from '@cargora/shared/testing';
import { career as job } from '../../../testing/fixtures';
import {
  SITE,
  headOf,
  queryCareersRoute,
  renderCareersRoute,
  setupCareersI18n,
} from '../../../testing/routes';
import * as careerPage from '../../../app/routes/career-page';
import * as jobsDetailsPage from '../../../app/routes/jobs-details-page';

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
beforeAll(() => setupCareersI18n());
beforeEach(() => {
  get = stubApi(() => page(JOBS, JOBS.length, 1, 100));
});

const queryCareer = (url: string) => queryCareersRoute(careerPage, 'career', url);
const renderCareer = (url: string) => renderCareersRoute(careerPage, 'career', url);
const titles = () =>
  screen
    .getAllByRole('heading', { level: 3 })
    .map((h) => h.textContent)
    .filter((t) => t?.startsWith('Job '));

describe('open positions: status, data and head', () => {
  it('loads every open position with one request, whatever the filters, and answers 200', async () => {
    for (const [module, id, url] of [
      [careerPage, 'career', '/career?department=Sales&page=2'],
      [jobsDetailsPage, 'jobsDetails', '/jobs-details/?location=Dubai'],
    ] as const) {
      get.mockClear();
      const result = await queryCareersRoute(module, id, url);
      expect(result.status).toBe(200);
      expect(result.data).toEqual({ jobs: JOBS });
      expect(get).toHaveBeenCalledTimes(1);
      expect(get).toHaveBeenCalledWith(
        '/misc/careers',
        expect.objectContaining({ params: { page: 1, pageSize: 100, lang: 'en' } }),
      );
    }
  });

  it('tells search engines how many jobs are open, in which departments, and lists the ones shown', async () => {
    const head = headOf(await queryCareer('/career?page=2'), '/career?page=2');
    expect(head.title).toBe('Careers | Cargora');
    expect(head.description).toBe(
      'Open positions at Cargora: 8, in Engineering, Operations, Sales, and Support. Read each role and apply online.',
    );
    expect(head.canonical).toBe(`${SITE}/career?page=2`);
    expect(head.robots).toBeNull();
    // The second page: its two jobs, numbered after the first page's six, out of eight.
    expect(head.jsonLd.find((b) => b['@type'] === 'ItemList')).toEqual({
      '@context': 'https://schema.org',
      '@type': 'ItemList',
      numberOfItems: 8,
      itemListElement: [
        { '@type': 'ListItem', position: 7, name: 'Job 7', url: `${SITE}/jobs-details/7` },
        { '@type': 'ListItem', position: 8, name: 'Job 8', url: `${SITE}/jobs-details/8` },
      ],
    });
  });

  it('describes the choose-a-job page by its filtered list', async () => {
    const head = headOf(
      await queryCareersRoute(jobsDetailsPage, 'jobsDetails', '/jobs-details/?department=Sales'),
      '/jobs-details/?department=Sales',
    );
    expect(head.title).toBe('Choose a job | Cargora');
    expect(head.description).toBe(
      'Pick a job at Cargora to read the role and apply. Open positions: 2, in Sales.',
    );
    expect(head.canonical).toBe(`${SITE}/jobs-details/?department=Sales`);
    expect(head.robots).toBeNull();
  });

  it('keeps an empty or past-the-last list out of search results, without an ItemList', async () => {
    for (const url of ['/career?department=Legal', '/career?page=9', '/jobs-details/?department=Legal']) {
      const module = url.startsWith('/career') ? careerPage : jobsDetailsPage;
      const result = await queryCareersRoute(
        module,
        url.startsWith('/career') ? 'career' : 'jobsDetails',
        url,
      );
      expect([url, result.status]).toEqual([url, 200]);
      const head = headOf(result, url);
      expect([url, head.robots]).toEqual([url, 'noindex, follow']);
      expect(head.jsonLd.some((b) => b['@type'] === 'ItemList')).toBe(false);
    }
  });

  it('keeps the careers page indexed, with its own description, while no job is open; the choose-a-job page not', async () => {
    get.mockImplementation(async () => ({ data: { data: page([], 0, 1, 100) } }));
    const career = headOf(await queryCareer('/career'), '/career');
    expect(career).toMatchObject({ title: 'Careers | Cargora', robots: null });
    expect(career.description).toMatch(/^Join Cargora/);
    expect(
      headOf(await queryCareersRoute(jobsDetailsPage, 'jobsDetails', '/jobs-details/'), '/jobs-details/')
        .robots,
    ).toBe('noindex, follow');
  });

  it('answers 503 with Retry-After when the API fails', async () => {
    get.mockRejectedValueOnce(apiError(502, 'Bad gateway'));
    const result = await queryCareer('/career');
    expect(result.status).toBe(503);
    expect(result.headers.get('Retry-After')).toBe('30');
    expect(result.meta).toMatchObject({ title: 'Careers' });
  });
});

describe('open positions: what the visitor sees', () => {
  it('shows cards linking to the job, with posted date, six per page', async () => {
    renderCareer('/career');
    const link = await screen.findByRole('link', { name: 'Job 1' });
    expect(link).toHaveAttribute('href', '/jobs-details/1');
    expect(screen.getAllByText('Dec 20, 2024').length).toBeGreaterThan(0);
    expect(titles()).toHaveLength(6);
  });

  it('puts the department filter in the URL and filters the cards from the jobs already loaded', async () => {
    const user = userEvent.setup();
    const { router } = renderCareer('/career');
    await screen.findByRole('link', { name: 'Job 1' });
    await user.selectOptions(screen.getByLabelText('Department'), 'Sales');
    await waitFor(() => expect(router.state.location.search).toBe('?department=Sales'));
    await waitFor(() => expect(titles()).toEqual(['Job 3', 'Job 6']));
    await user.selectOptions(screen.getByLabelText('Location'), 'Dubai');
    await waitFor(() =>
      expect(new URLSearchParams(router.state.location.search).get('location')).toBe('Dubai'),
    );
    await waitFor(() => expect(titles()).toEqual(['Job 3']));
    expect(get).toHaveBeenCalledTimes(1);
  });

  it('loads again for another language in the URL', async () => {
    const { router } = renderCareer('/career');
    await screen.findByRole('link', { name: 'Job 1' });
    await act(() => router.navigate('/career?lang=fr'));
    await waitFor(() => expect(get).toHaveBeenCalledTimes(2));
    expect(get).toHaveBeenLastCalledWith(
      '/misc/careers',
      expect.objectContaining({ params: { page: 1, pageSize: 100, lang: 'fr' } }),
    );
  });

  it('reads filters and page from the URL and resets the page when a filter changes', async () => {
    const user = userEvent.setup();
    const { router } = renderCareer('/career?page=2');
    await screen.findByRole('link', { name: 'Job 7' });
    expect(titles()).toEqual(['Job 7', 'Job 8']);
    expect(screen.getByRole('link', { name: 'Previous' })).toHaveAttribute('href', '/career');
    await user.click(screen.getByRole('link', { name: 'Previous' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    await waitFor(() => expect(titles()).toHaveLength(6));

    expect(screen.getByRole('link', { name: 'Next' })).toHaveAttribute('href', '/career?page=2');
    await user.click(screen.getByRole('link', { name: 'Next' }));
    await waitFor(() => expect(router.state.location.search).toBe('?page=2'));
    await user.selectOptions(screen.getByLabelText('Location'), 'Remote');
    await waitFor(() => expect(router.state.location.search).toBe('?location=Remote'));
  });

  it('shows an empty state when no job matches and clears the filters', async () => {
    const user = userEvent.setup();
    const { router } = renderCareersRoute(jobsDetailsPage, 'jobsDetails', '/jobs-details/?department=Legal');
    expect(await screen.findByText('No jobs match these filters')).toBeInTheDocument();
    expect(screen.getByLabelText('Department')).toHaveValue('Legal');
    const empty = screen.getByText('No jobs match these filters').parentElement!;
    const clear = within(empty).getByRole('link', { name: 'Clear filters' });
    expect(clear).toHaveAttribute('href', '/jobs-details/');
    await user.click(clear);
    await waitFor(() => expect(router.state.location.search).toBe(''));
    await waitFor(() => expect(titles()).toHaveLength(6));
  });

  it('the filters are a GET form named after the query parameters, for visitors without JavaScript', async () => {
    renderCareer('/career?department=Engineering&page=2&lang=fr');
    const form = (await screen.findByRole('search', { name: 'Filter open positions' })) as HTMLFormElement;
    expect(form).toHaveAttribute('method', 'get');
    expect([...new FormData(form).entries()]).toEqual([
      ['lang', 'fr'],
      ['department', 'Engineering'],
      ['location', ''],
    ]);
    expect(within(form).getByRole('link', { name: 'Clear filters' })).toHaveAttribute(
      'href',
      '/career?lang=fr',
    );
  });

  it('a page past the last says so, with a link to the last page, instead of "no jobs match"', async () => {
    const user = userEvent.setup();
    const { router } = renderCareer('/career?department=Engineering&page=9');
    expect(await screen.findByRole('heading', { name: 'There is no page 9' })).toBeInTheDocument();
    expect(screen.getByText('This list has 1 page.')).toBeInTheDocument();
    expect(screen.queryByText('No jobs match these filters')).toBeNull();
    const last = screen.getByRole('link', { name: 'Go to the last page (1)' });
    expect(last).toHaveAttribute('href', '/career?department=Engineering');
    await user.click(last);
    await waitFor(() => expect(router.state.location.search).toBe('?department=Engineering'));
    expect(await screen.findByRole('link', { name: 'Job 7' })).toBeInTheDocument();
  });

  it('shows an error with Retry when the list fails, and Retry loads it', async () => {
    get.mockRejectedValueOnce(apiError(500, 'boom'));
    const user = userEvent.setup();
    renderCareer('/career');
    await user.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Job 1' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
