import { screen } from '@testing-library/react';
import { stubApi, textOf } from '@cargora/shared/testing';
import type { Career } from '@cargora/shared/contracts';
import { i18next } from '@cargora/shared/runtime';
import { renderCareersRoute, setupCareersI18n } from '../../../testing/routes';
import * as careerPage from '../../../app/routes/career-page';
import * as jobDetailPage from '../../../app/routes/job-detail-page';
import * as applyJobsPage from '../../../app/routes/apply-jobs-page';
// The wordings the careers data (the API's English values) uses.
const TYPES = ['Full-time', 'Part-time', 'Internship', 'Contract'];

const job = (id: number): Career => ({
  id,
  title: `Job ${id}`,
  department: 'Engineering',
  location: 'Rotterdam',
  employmentType: TYPES[id - 1] ?? 'Full-time',
  description: 'Some description',
  requirements: [],
  postedAt: '2024-12-20T00:00:00.000Z',
});
const JOBS = TYPES.map((_, i) => job(i + 1));

jest.setTimeout(20_000);
beforeAll(() => setupCareersI18n());
afterAll(() => i18next.changeLanguage('en'));
beforeEach(() =>
  stubApi((path) => {
    const id = Number(path.split('/').pop());
    return Number.isInteger(id) ? job(id) : { items: JOBS, total: JOBS.length, page: 1, pageSize: 100 };
  }),
);

const typeCells = () =>
  screen.getAllByText((_, el) => el?.tagName === 'DT' && /Type|Contrat|نوع/.test(el.textContent ?? '')).map(
    (dt) => dt.nextElementSibling?.textContent,
  );

describe.each([
  ['en', ['Full-time', 'Part-time', 'Internship', 'Contract']],
  ['fr', ['Temps plein', 'Temps partiel', 'Stage', 'Indépendant']],
  ['ar', ['دوام كامل', 'دوام جزئي', 'تدريب', 'عقد مستقل']],
])('employment type in %s', (lng, expected) => {
  beforeAll(() => i18next.changeLanguage(lng));

  it('the careers list shows each job type in the visitor language', async () => {
    renderCareersRoute(careerPage, 'career', '/career');
    await screen.findByRole('link', { name: 'Job 1' });
    expect(typeCells()).toEqual(expected);
  });

  it('the job page and the application page show it translated too', async () => {
    const { unmount } = renderCareersRoute(jobDetailPage, 'jobDetail', '/jobs-details/3');
    await screen.findByRole('heading', { level: 1, name: 'Job 3' });
    expect(typeCells()).toEqual([expected[2]]);
    unmount();
    renderCareersRoute(applyJobsPage, 'applyJobs', '/apply-jobs?careerId=2');
    expect(await screen.findByText(textOf(new RegExp(`Rotterdam · ${expected[1]}\\.`)))).toBeInTheDocument();
  });
});
