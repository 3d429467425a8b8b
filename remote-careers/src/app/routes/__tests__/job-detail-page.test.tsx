import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiError, stubApi } from '@cargora/shared/testing';
import { http, i18next } from '@cargora/shared/runtime';
import { CUSTOMS_SPECIALIST as CAREER } from '../../../testing/fixtures';
import {
  SITE,
  headOf,
  queryCareersRoute,
  renderCareersRoute,
  setupCareersI18n,
} from '../../../testing/routes';
import * as jobDetail from '../job-detail-page';

const query = (url: string) => queryCareersRoute(jobDetail, 'jobDetail', url);
const render = (url: string, module = jobDetail) => renderCareersRoute(module, 'jobDetail', url);

beforeAll(() => setupCareersI18n());

describe('job detail route: status, data and head', () => {
  it('loads the job in the page’s language and answers 200', async () => {
    const get = stubApi(() => CAREER);
    const result = await query('/jobs-details/3');
    expect(result.status).toBe(200);
    expect(result.data).toEqual({ job: CAREER });
    expect(get).toHaveBeenCalledTimes(1);
    expect(get).toHaveBeenCalledWith('/misc/careers/3', expect.objectContaining({ params: { lang: 'en' } }));
  });

  it('tells search engines the job: title, description, canonical, trail and a complete JobPosting', async () => {
    stubApi(() => CAREER);
    const head = headOf(await query('/jobs-details/3?utm_source=mail'), '/jobs-details/3?utm_source=mail');
    expect(head.title).toBe('Customs Specialist | Cargora');
    expect(head.description).toBe(
      'Customs Specialist (full-time) in the Operations team at Cargora, Dubai, United Arab Emirates. Read the role and apply online.',
    );
    expect(head.canonical).toBe(`${SITE}/jobs-details/3`);
    expect(head.robots).toBeNull();
    const posting = head.jsonLd.find((b) => b['@type'] === 'JobPosting')!;
    // Google's required properties, and the recommended ones we have data for.
    for (const property of [
      'title',
      'description',
      'datePosted',
      'hiringOrganization',
      'jobLocation',
      'validThrough',
      'employmentType',
      'identifier',
    ])
      expect(posting).toHaveProperty(property);
    expect(posting).toMatchObject({
      '@context': 'https://schema.org',
      title: 'Customs Specialist',
      datePosted: '2024-11-02T00:00:00.000Z',
      validThrough: '2025-02-02T00:00:00.000Z',
      employmentType: 'FULL_TIME',
      hiringOrganization: { '@type': 'Organization', name: 'Cargora', sameAs: `${SITE}/landing-page` },
      jobLocation: {
        '@type': 'Place',
        address: { '@type': 'PostalAddress', addressLocality: 'Dubai', addressCountry: 'AE' },
      },
      url: `${SITE}/jobs-details/3`,
    });
    expect(posting.description).toBe(
      '<p>Keep shipments moving through customs.</p><h3>What we are looking for</h3><ul><li>Customs brokerage licence</li><li>Arabic and English</li></ul>',
    );
    expect(head.jsonLd.find((b) => b['@type'] === 'BreadcrumbList')).toMatchObject({
      itemListElement: [
        { name: 'Cargora', item: `${SITE}/landing-page` },
        { name: 'Careers', item: `${SITE}/career` },
        { name: 'Customs Specialist', item: `${SITE}/jobs-details/3` },
      ],
    });
  });

  it('asks and describes the job in the page’s language, with its absolute URLs in that language', async () => {
    const get = stubApi(() => CAREER);
    const result = await query('/jobs-details/3?lang=fr');
    expect(get).toHaveBeenCalledWith('/misc/careers/3', expect.objectContaining({ params: { lang: 'fr' } }));
    expect(result.meta?.description).toBe(
      'Customs Specialist (temps plein) dans l’équipe Operations de Cargora, Dubai, United Arab Emirates. Découvrez le poste et postulez en ligne.',
    );
    expect(result.meta?.structuredData?.find((b) => b['@type'] === 'JobPosting')).toMatchObject({
      url: `${SITE}/jobs-details/3?lang=fr`,
      description: expect.stringContaining('<h3>Ce que nous recherchons</h3>'),
    });
  });

  it('answers 410 for a closed or expired posting, out of search results and without a JobPosting', async () => {
    jest
      .spyOn(http, 'get')
      .mockRejectedValue(apiError(410, 'This job posting has closed and is no longer available'));
    const result = await query('/jobs-details/10');
    expect(result.status).toBe(410);
    const head = headOf(result, '/jobs-details/10');
    expect(head.title).toBe('This job posting has closed | Cargora');
    expect(head.description).toBe(result.meta?.description);
    expect(head.robots).toBe('noindex, follow');
    expect(head.jsonLd.some((b) => b['@type'] === 'JobPosting')).toBe(false);
  });

  it('answers 404 for an unknown job, titled “Job not found” and out of search results', async () => {
    jest.spyOn(http, 'get').mockRejectedValue(apiError(404, 'Career 999 not found'));
    const result = await query('/jobs-details/999');
    expect(result.status).toBe(404);
    const head = headOf(result, '/jobs-details/999');
    expect(head.title).toBe('Job not found | Cargora');
    expect(head.robots).toBe('noindex, follow');
  });

  it('answers 400 for a malformed id without asking the API', async () => {
    const get = jest.spyOn(http, 'get');
    for (const id of ['abc', '0', '07', '1234567890']) {
      const result = await query(`/jobs-details/${id}`);
      expect([id, result.status]).toEqual([id, 400]);
      expect(headOf(result, `/jobs-details/${id}`)).toMatchObject({
        title: 'Job not found | Cargora',
        robots: 'noindex, follow',
      });
    }
    expect(get).not.toHaveBeenCalled();
  });

  it('answers 503 with Retry-After when the API fails or does not answer', async () => {
    for (const failure of [
      apiError(500, 'down'),
      Object.assign(new Error('Network Error'), { isAxiosError: true }),
    ]) {
      jest.spyOn(http, 'get').mockRejectedValueOnce(failure);
      const result = await query('/jobs-details/3');
      expect(result.status).toBe(503);
      expect(result.headers.get('Retry-After')).toBe('30');
      expect(result.meta?.title).toBe('Job details');
    }
  });
});

describe('job detail route: what the visitor sees', () => {
  it('shows the job with its requirements and an apply link', async () => {
    stubApi(() => CAREER);
    render('/jobs-details/3');
    expect(await screen.findByRole('heading', { level: 1, name: 'Customs Specialist' })).toBeInTheDocument();
    expect(screen.getByText('Arabic and English')).toBeInTheDocument();
    expect(screen.getByText('Dubai, United Arab Emirates')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Apply for this job' })).toHaveAttribute(
      'href',
      '/apply-jobs?careerId=3',
    );
  });

  it('says a closed posting has closed, with the way to the open jobs and no Retry', async () => {
    jest
      .spyOn(http, 'get')
      .mockRejectedValue(apiError(410, 'This job posting has closed and is no longer available'));
    render('/jobs-details/10');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This job posting has closed' }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { level: 2, name: 'Applications for this job are closed' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See open positions' })).toHaveAttribute('href', '/career');
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  });

  it('shows a friendly not-found state with a link back for an unknown or malformed id', async () => {
    jest.spyOn(http, 'get').mockRejectedValue(apiError(404, 'Career 999 not found'));
    for (const url of ['/jobs-details/999', '/jobs-details/abc']) {
      const view = render(url);
      expect(await screen.findByRole('heading', { level: 1, name: 'Job not found' })).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'See open positions' })).toHaveAttribute('href', '/career');
      view.unmount();
    }
  });

  it('offers Retry when the API is down, and Retry loads the job', async () => {
    const get = stubApi(() => CAREER);
    get.mockRejectedValueOnce(apiError(500, 'down'));
    render('/jobs-details/3');
    await userEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Customs Specialist' })).toBeInTheDocument();
  });

  it('keeps a page that throws while rendering inside its error boundary, and Retry renders it again', async () => {
    stubApi(() => CAREER);
    jest.spyOn(console, 'error').mockImplementation(() => {});
    const fault = { broken: true };
    const Page = jobDetail.Component;
    render('/jobs-details/3', {
      ...jobDetail,
      Component: () => {
        if (fault.broken) throw new Error('A page fault made on purpose by the test');
        return <Page />;
      },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(i18next.t('common:renderError'));
    fault.broken = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Customs Specialist' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
