import { join } from 'node:path';
import { screen } from '@testing-library/react';
import { apiError, renderRoute, setupTestI18n } from '@cargora/shared/testing';
import { http, type Career } from '@cargora/shared';
import JobDetailPage from '../job-detail-page';

const CAREER: Career = {
  id: 3,
  title: 'Customs Specialist',
  department: 'Operations',
  location: 'Dubai, UAE',
  employmentType: 'Full-time',
  description: 'Keep shipments moving through customs.',
  requirements: ['Customs brokerage licence', 'Arabic and English'],
  postedAt: '2024-11-02T00:00:00.000Z',
};


beforeAll(() => setupTestI18n(join(__dirname, '../../../../public/locales'), ['careers']));

describe('job detail page', () => {
  it('shows the job with its requirements and an apply link', async () => {
    const get = jest.spyOn(http, 'get').mockResolvedValue({ data: { data: CAREER } });
    renderRoute(<JobDetailPage />, { path: '/jobs-details/3', pattern: '/jobs-details/:id' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Customs Specialist' })).toBeInTheDocument();
    expect(get.mock.calls[0]?.[0]).toBe('/misc/careers/3');
    expect(screen.getByText('Arabic and English')).toBeInTheDocument();
    expect(screen.getByText('Dubai, UAE')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Apply for this job' })).toHaveAttribute('href', '/apply-jobs?careerId=3');
    expect(document.title).toBe('Customs Specialist | Cargora');
    expect(document.querySelector('meta[name="description"]')?.getAttribute('content')).toContain('Customs Specialist');
  });

  it('shows a friendly not-found message with a link back on a 404', async () => {
    jest.spyOn(http, 'get').mockRejectedValue(apiError(404, 'Career 999 not found'));
    renderRoute(<JobDetailPage />, { path: '/jobs-details/999', pattern: '/jobs-details/:id' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Job not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See open positions' })).toHaveAttribute('href', '/career');
    expect(document.title).toBe('Job not found | Cargora');
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
