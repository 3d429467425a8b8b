import { join } from 'node:path';
import { screen, waitFor } from '@testing-library/react';
import { apiError, pageHead, renderRoute, serverRenderStatus, setupTestI18n, page } from '@cargora/shared/testing';
import { i18next } from '@cargora/shared/runtime';
import CompanyDetailsPage from '../company-details-page';
import { agent } from '../../../testing/fixtures';
import { mockApi } from '../../../testing/mock-http';

beforeAll(async () => {
  await setupTestI18n(join(__dirname, '../../../../public/locales'), ['directory']);
});

const PATTERN = '/company-details/:countryName/:stateName';

const FRANCE = {
  items: [{ country: 'France', state: 'Normandy', count: 3, label: 'Normandie', countryLabel: 'France' }],
};

/** France known (Normandy with agents), Narnia not one of its regions: the companies' 404, as the API answers it. */
const unknownState = (countryLabel = 'France') =>
  mockApi({
    '/misc/agent/count/state': () => ({ items: FRANCE.items.map((i) => ({ ...i, countryLabel })) }),
    '/misc/company/directory': () => {
      throw apiError(404, 'State Narnia not found in France');
    },
  });

test("a region's companies: its names in the page's language, its list", async () => {
  mockApi({
    '/misc/agent/count/state': () => FRANCE,
    '/misc/company/directory': () => page([agent(1, { companyName: 'Seine Cargo' })], 1),
  });
  renderRoute(<CompanyDetailsPage />, { path: '/company-details/France/Normandy', pattern: PATTERN });
  expect(await screen.findByRole('link', { name: 'Seine Cargo' })).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Companies in Normandie, France');
  await waitFor(() => expect(document.title).toBe('Companies in Normandie, France | Cargora'));
  expect(pageHead.robots()).toBeNull();
});

test('a region the API knows with no companies yet is an empty list, not a not-found page', async () => {
  mockApi({
    '/misc/agent/count/state': () => ({ items: [] }),
    '/misc/company/directory': () => page([], 0),
  });
  renderRoute(<CompanyDetailsPage />, { path: '/company-details/Israel/Haifa', pattern: PATTERN });
  expect(await screen.findByText('No companies found')).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Companies in Haifa, Israel');
  expect(screen.queryByText('Region not found')).not.toBeInTheDocument();
});

test('a region the API does not know in a country it knows (the companies’ 404) says so, with links back', async () => {
  unknownState();
  renderRoute(<CompanyDetailsPage />, { path: '/company-details/France/Narnia', pattern: PATTERN });
  expect(await screen.findByRole('heading', { level: 1, name: 'Region not found' })).toBeInTheDocument();
  expect(screen.getByText('Narnia', { selector: 'p bdi' }).parentElement).toHaveTextContent(
    "We don't know a region called Narnia in France. Pick one of its regions on the country's page.",
  );
  expect(screen.getByRole('link', { name: 'Back to the agents in France' })).toHaveAttribute('href', '/country-directory-page/France');
  expect(screen.getByRole('link', { name: 'Back to the worldwide directory' })).toHaveAttribute('href', '/worldwide-directory');
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  expect(screen.queryByText('State Narnia not found in France')).not.toBeInTheDocument();
  expect(screen.queryByRole('search')).not.toBeInTheDocument();
  await waitFor(() => expect(document.title).toBe('Region not found | Cargora'));
  expect(pageHead.robots()).toBe('noindex, follow');
});

test('a country the API does not know is not found, whatever the region', async () => {
  mockApi({
    '/misc/agent/count/state': () => {
      throw apiError(404, 'Country Atlantis not found');
    },
    '/misc/company/directory': () => {
      throw apiError(404, 'Country Atlantis not found');
    },
  });
  renderRoute(<CompanyDetailsPage />, { path: '/company-details/Atlantis/Normandy', pattern: PATTERN });
  expect(await screen.findByRole('heading', { level: 1, name: 'Country not found' })).toBeInTheDocument();
  expect(screen.getByText('Atlantis', { selector: 'p bdi' }).parentElement).toHaveTextContent(
    "We don't know a country called Atlantis. Pick one from the worldwide directory.",
  );
  expect(screen.queryByRole('link', { name: /Back to the agents in/ })).not.toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Back to the worldwide directory' })).toHaveAttribute('href', '/worldwide-directory');
  await waitFor(() => expect(document.title).toBe('Country not found | Cargora'));
  expect(pageHead.robots()).toBe('noindex, follow');
});

test.each([
  ['fr', 'France', 'Région introuvable', 'Nous ne connaissons aucune région nommée Narnia (France). Choisissez l’une de ses régions sur la page du pays.', 'Retour aux agents – France'],
  ['ar', 'فرنسا', 'المنطقة غير موجودة', 'لا نعرف منطقة باسم Narnia في فرنسا. اختر إحدى مناطقه من صفحة البلد.', 'العودة إلى الوكلاء في فرنسا'],
])('in %s an unknown region says so in its language, the country named in it', async (lng, countryLabel, title, hint, back) => {
  await i18next.changeLanguage(lng);
  try {
    unknownState(countryLabel);
    renderRoute(<CompanyDetailsPage />, { path: '/company-details/France/Narnia', pattern: PATTERN });
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    // Each name keeps its own direction (a Latin name inside an Arabic sentence).
    await waitFor(() => expect(screen.getByText('Narnia', { selector: 'p bdi' }).parentElement).toHaveTextContent(hint));
    expect(screen.getByRole('link', { name: back })).toHaveAttribute('href', '/country-directory-page/France');
    await waitFor(() => expect(document.title).toBe(`${title} | Cargora`));
    expect(pageHead.robots()).toBe('noindex, follow');
  } finally {
    await i18next.changeLanguage('en');
  }
});

test("on the server an unknown region answers the API's 404 with its not-found state", async () => {
  unknownState();
  const status = await serverRenderStatus(async () => {
    renderRoute(<CompanyDetailsPage />, { path: '/company-details/France/Narnia', pattern: PATTERN });
    expect(await screen.findByRole('heading', { level: 1, name: 'Region not found' })).toBeInTheDocument();
  });
  expect(status).toBe(404);
});
