import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiError, stubApi, textOf } from '@cargora/shared/testing';
import { http } from '@cargora/shared/runtime';
import { CUSTOMS_SPECIALIST as CAREER } from '../../../testing/fixtures';
import { headOf, queryCareersRoute, renderCareersRoute, setupCareersI18n } from '../../../testing/routes';
import * as applyJobs from '../apply-jobs-page';

const query = (url: string) => queryCareersRoute(applyJobs, 'applyJobs', url);
const render = (url: string) => renderCareersRoute(applyJobs, 'applyJobs', url);

beforeAll(() => setupCareersI18n());

describe('apply route: status, data and head', () => {
  it('loads the job of ?careerId in the page’s language; a form is never a search result', async () => {
    const get = stubApi(() => CAREER);
    const result = await query('/apply-jobs?careerId=3');
    expect(result.status).toBe(200);
    expect(result.data).toEqual({ job: CAREER });
    expect(get).toHaveBeenCalledTimes(1);
    expect(get).toHaveBeenCalledWith('/misc/careers/3', expect.objectContaining({ params: { lang: 'en' } }));
    const head = headOf(result, '/apply-jobs?careerId=3');
    expect(head.title).toBe('Apply: Customs Specialist | Cargora');
    expect(head.description).toBe(result.meta?.description);
    expect(head.description).toContain('Customs Specialist');
    expect(head.robots).toBe('noindex, follow');
  });

  it('answers 200 with “choose a job” without a careerId, asking the API nothing', async () => {
    const get = jest.spyOn(http, 'get');
    for (const url of ['/apply-jobs', '/apply-jobs?careerId=']) {
      const result = await query(url);
      expect([url, result.status, result.data]).toEqual([url, 200, { job: null }]);
      expect(headOf(result, url)).toMatchObject({
        title: 'Apply for a job | Cargora',
        robots: 'noindex, follow',
      });
    }
    expect(get).not.toHaveBeenCalled();
  });

  it('answers 400 for a malformed careerId without asking the API, 404 for an unknown one', async () => {
    const get = jest.spyOn(http, 'get').mockRejectedValue(apiError(404, 'Career 999 not found'));
    expect((await query('/apply-jobs?careerId=abc')).status).toBe(400);
    expect(get).not.toHaveBeenCalled();
    const unknown = await query('/apply-jobs?careerId=999');
    expect(unknown.status).toBe(404);
    expect(headOf(unknown, '/apply-jobs?careerId=999')).toMatchObject({
      title: 'Apply for a job | Cargora',
      robots: 'noindex, follow',
    });
  });

  it('answers 410 for a closed posting, titled so', async () => {
    jest
      .spyOn(http, 'get')
      .mockRejectedValue(apiError(410, 'This job posting has closed and is no longer available'));
    const result = await query('/apply-jobs?careerId=10');
    expect(result.status).toBe(410);
    expect(headOf(result, '/apply-jobs?careerId=10')).toMatchObject({
      title: 'This job posting has closed | Cargora',
      robots: 'noindex, follow',
    });
  });

  it('answers 503 when the API is down', async () => {
    jest.spyOn(http, 'get').mockRejectedValue(apiError(503, 'down'));
    expect((await query('/apply-jobs?careerId=3')).status).toBe(503);
  });
});

describe('apply route: what the visitor sees', () => {
  it('shows the job applied for, its place and type, a link to it and the form', async () => {
    stubApi(() => CAREER);
    render('/apply-jobs?careerId=3');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Apply: Customs Specialist' }),
    ).toBeInTheDocument();
    expect(screen.getByText(textOf(/Dubai, United Arab Emirates · Full-time\./))).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Read the job description' })).toHaveAttribute(
      'href',
      '/jobs-details/3',
    );
    expect(screen.getByLabelText('Full name')).toBeInTheDocument();
  });

  it('asks to choose a job when careerId is missing, malformed or unknown', async () => {
    jest.spyOn(http, 'get').mockRejectedValue(apiError(404, 'Career 999 not found'));
    for (const url of ['/apply-jobs', '/apply-jobs?careerId=abc', '/apply-jobs?careerId=999']) {
      const view = render(url);
      expect(await screen.findByText('Choose a job first')).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'See open positions' })).toHaveAttribute('href', '/career');
      expect(screen.queryByLabelText('Full name')).not.toBeInTheDocument();
      view.unmount();
    }
  });

  it('says the posting has closed, with the way to the open jobs', async () => {
    jest
      .spyOn(http, 'get')
      .mockRejectedValue(apiError(410, 'This job posting has closed and is no longer available'));
    render('/apply-jobs?careerId=10');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This job posting has closed' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See open positions' })).toHaveAttribute('href', '/career');
    expect(screen.queryByLabelText('Full name')).not.toBeInTheDocument();
  });

  it('offers Retry when the API is down, and Retry shows the form', async () => {
    const get = stubApi(() => CAREER);
    get.mockRejectedValueOnce(apiError(500, 'down'));
    render('/apply-jobs?careerId=3');
    await userEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByLabelText('Full name')).toBeInTheDocument();
  });
});

