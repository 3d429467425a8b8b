import { join } from 'node:path';
import { screen } from '@testing-library/react';
import { renderRoute, setupTestI18n, stubApi, textOf } from '@cargora/shared/testing';
import type { Career } from '@cargora/shared/contracts';
import { i18next } from '@cargora/shared/runtime';
import CareerPage from '../../../app/routes/career-page';
import JobDetailPage from '../../../app/routes/job-detail-page';
import ApplyJobsPage from '../../../app/routes/apply-jobs-page';

const LOCALES = join(__dirname, '../../../../public/locales');
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
beforeAll(() => setupTestI18n(LOCALES, ['careers']));
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
    renderRoute(<CareerPage />, { path: '/career' });
    await screen.findByRole('link', { name: 'Job 1' });
    expect(typeCells()).toEqual(expected);
  });

  it('the job page and the application page show it translated too', async () => {
    const { unmount } = renderRoute(<JobDetailPage />, { path: '/jobs-details/3', pattern: '/jobs-details/:id' });
    await screen.findByRole('heading', { level: 1, name: 'Job 3' });
    expect(typeCells()).toEqual([expected[2]]);
    unmount();
    renderRoute(<ApplyJobsPage />, { path: '/apply-jobs?careerId=2' });
    expect(await screen.findByText(textOf(new RegExp(`Rotterdam · ${expected[1]}\\.`)))).toBeInTheDocument();
  });
});
