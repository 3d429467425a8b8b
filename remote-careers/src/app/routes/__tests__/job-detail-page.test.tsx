import { join } from 'node:path';
import { screen, waitFor } from '@testing-library/react';
import { apiError, renderRoute, setupTestI18n, pageHead } from '@cargora/shared/testing';
import type { Career } from '@cargora/shared/contracts';
import { http, readRuntimeConfig } from '@cargora/shared/runtime';
import JobDetailPage from '../job-detail-page';

const CAREER: Career = {
  id: 3,
  title: 'Customs Specialist',
  department: 'Operations',
  location: 'Dubai, United Arab Emirates',
  employmentType: 'Full-time',
  description: 'Keep shipments moving through customs.',
  requirements: ['Customs brokerage licence', 'Arabic and English'],
  postedAt: '2024-11-02T00:00:00.000Z',
  validThrough: '2025-02-02T00:00:00.000Z',
};

const LOCALES = join(__dirname, '../../../../public/locales');
const SITE = readRuntimeConfig().siteUrl.replace(/\/+$/, '');

const { description, robots, jsonLd } = pageHead;

beforeAll(() => setupTestI18n(LOCALES, ['careers']));
// The head outlives a test's page: each test starts from an empty one.
beforeEach(() => {
  document.head.innerHTML = '';
  document.title = '';
});

describe('job detail page', () => {
  it('shows the job with its requirements and an apply link', async () => {
    const get = jest.spyOn(http, 'get').mockResolvedValue({ data: { data: CAREER } });
    renderRoute(<JobDetailPage />, { path: '/jobs-details/3', pattern: '/jobs-details/:id' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Customs Specialist' })).toBeInTheDocument();
    expect(get.mock.calls[0]?.[0]).toBe('/misc/careers/3');
    expect(screen.getByText('Arabic and English')).toBeInTheDocument();
    expect(screen.getByText('Dubai, United Arab Emirates')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Apply for this job' })).toHaveAttribute('href', '/apply-jobs?careerId=3');
  });

  it('tells search engines the job: title, description, trail and a complete JobPosting', async () => {
    jest.spyOn(http, 'get').mockResolvedValue({ data: { data: CAREER } });
    renderRoute(<JobDetailPage />, { path: '/jobs-details/3', pattern: '/jobs-details/:id' });
    await waitFor(() => expect(document.title).toBe('Customs Specialist | Cargora'));
    expect(description()).toBe(
      'Customs Specialist (full-time) in the Operations team at Cargora, Dubai, United Arab Emirates. Read the role and apply online.',
    );
    expect(robots()).toBeNull();
    const blocks = jsonLd();
    const posting = blocks.find((b) => b['@type'] === 'JobPosting')!;
    // Google's required properties, and the recommended ones we have data for.
    for (const property of ['title', 'description', 'datePosted', 'hiringOrganization', 'jobLocation', 'validThrough', 'employmentType', 'identifier'])
      expect(posting).toHaveProperty(property);
    expect(posting).toMatchObject({
      '@context': 'https://schema.org',
      title: 'Customs Specialist',
      datePosted: '2024-11-02T00:00:00.000Z',
      validThrough: '2025-02-02T00:00:00.000Z',
      employmentType: 'FULL_TIME',
      hiringOrganization: { '@type': 'Organization', name: 'Cargora', sameAs: `${SITE}/landing-page` },
      jobLocation: { '@type': 'Place', address: { '@type': 'PostalAddress', addressLocality: 'Dubai', addressCountry: 'AE' } },
      url: `${SITE}/jobs-details/3`,
    });
    expect(posting.description).toBe(
      '<p>Keep shipments moving through customs.</p><h3>What we are looking for</h3><ul><li>Customs brokerage licence</li><li>Arabic and English</li></ul>',
    );
    expect(blocks.find((b) => b['@type'] === 'BreadcrumbList')).toMatchObject({
      itemListElement: [
        { name: 'Cargora', item: `${SITE}/landing-page` },
        { name: 'Careers', item: `${SITE}/career` },
        { name: 'Customs Specialist', item: `${SITE}/jobs-details/3` },
      ],
    });
  });

  it('describes the job in the visitor’s language, with its absolute URLs in that language', async () => {
    await setupTestI18n(LOCALES, ['careers'], 'fr');
    jest.spyOn(http, 'get').mockResolvedValue({ data: { data: CAREER } });
    const view = renderRoute(<JobDetailPage />, { path: '/jobs-details/3', pattern: '/jobs-details/:id' });
    try {
      await waitFor(() => expect(description()).toBe(
        'Customs Specialist (temps plein) dans l’équipe Operations de Cargora, Dubai, United Arab Emirates. Découvrez le poste et postulez en ligne.',
      ));
      expect(jsonLd().find((b) => b['@type'] === 'JobPosting')).toMatchObject({
        url: `${SITE}/jobs-details/3?lang=fr`,
        description: expect.stringContaining('<h3>Ce que nous recherchons</h3>'),
      });
    } finally {
      view.unmount();
      await setupTestI18n(LOCALES, ['careers'], 'en');
    }
  });

  it('says a closed or expired posting has closed (410), with the way to the open jobs, and keeps it out of search results', async () => {
    jest.spyOn(http, 'get').mockRejectedValue(apiError(410, 'This job posting has closed and is no longer available'));
    renderRoute(<JobDetailPage />, { path: '/jobs-details/10', pattern: '/jobs-details/:id' });
    expect(await screen.findByRole('heading', { level: 1, name: 'This job posting has closed' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Applications for this job are closed' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See open positions' })).toHaveAttribute('href', '/career');
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('This job posting has closed | Cargora'));
    expect(robots()).toBe('noindex, follow');
    expect(jsonLd().some((b) => b['@type'] === 'JobPosting')).toBe(false);
  });

  it('shows a friendly not-found message with a link back on a 404', async () => {
    jest.spyOn(http, 'get').mockRejectedValue(apiError(404, 'Career 999 not found'));
    renderRoute(<JobDetailPage />, { path: '/jobs-details/999', pattern: '/jobs-details/:id' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Job not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See open positions' })).toHaveAttribute('href', '/career');
    await waitFor(() => expect(document.title).toBe('Job not found | Cargora'));
    expect(robots()).toBe('noindex, follow');
  });

  it('treats a malformed id as not found without calling the API', async () => {
    const get = jest.spyOn(http, 'get');
    renderRoute(<JobDetailPage />, { path: '/jobs-details/abc', pattern: '/jobs-details/:id' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Job not found' })).toBeInTheDocument();
    expect(get).not.toHaveBeenCalled();
  });

  it('offers a retry on other errors', async () => {
    jest.spyOn(http, 'get').mockRejectedValue(apiError(500, 'down'));
    renderRoute(<JobDetailPage />, { path: '/jobs-details/3', pattern: '/jobs-details/:id' });
    expect(await screen.findByText('We could not load this job.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
