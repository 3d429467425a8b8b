import { join } from 'node:path';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { apiError, pageHead, renderRoute, serverRenderStatus, setupTestI18n, page } from '@cargora/shared/testing';
import { i18next } from '@cargora/shared/runtime';
import CountryDirectoryPage from '../country-directory-page';
import { agent } from '../../../testing/fixtures';
import { mockApi } from '../../../testing/mock-http';

beforeAll(async () => {
  await setupTestI18n(join(__dirname, '../../../../public/locales'), ['directory']);
});

const PATTERN = '/country-directory-page/:countryName';

test('links each region to its companies, encoding names with spaces', async () => {
  const api = mockApi({
    '/misc/agent/count/state': ({ country }) => ({
      items: [
        { country, state: 'Greater London', count: 4 },
        { country, state: "Provence-Alpes-Cote d'Azur", count: 2 },
      ],
    }),
    '/misc/user/agent': () => page([agent(9, { companyName: 'Thames Cargo', country: 'United Kingdom' })], 1),
  });
  renderRoute(<CountryDirectoryPage />, {
    path: '/country-directory-page/United%20Kingdom',
    pattern: PATTERN,
  });

  expect(
    await screen.findByRole('heading', { level: 1, name: 'Agents in United Kingdom' }),
  ).toBeInTheDocument();
  const london = await screen.findByRole('link', { name: /Greater London/ });
  expect(london).toHaveAttribute('href', '/company-details/United%20Kingdom/Greater%20London');
  expect(london).toHaveTextContent('4 agents');
  expect(screen.getByRole('link', { name: /Provence/ })).toHaveAttribute(
    'href',
    "/company-details/United%20Kingdom/Provence-Alpes-Cote%20d'Azur",
  );
  // The decoded name goes to the API, never the encoded one.
  expect(api.callsTo('/misc/agent/count/state')[0].params).toEqual({ country: 'United Kingdom' });
  expect(await screen.findByRole('link', { name: 'Thames Cargo' })).toBeInTheDocument();
  expect(api.callsTo('/misc/user/agent').at(-1)?.params).toMatchObject({
    country: 'United Kingdom',
    sort: 'rating',
  });
  expect(document.title).toBe('Agents in United Kingdom | Cargora');
});

test("sorts the country's agents through the URL", async () => {
  const api = mockApi({
    '/misc/agent/count/state': ({ country }) => ({ items: [{ country, state: 'Normandy', count: 1 }] }),
    '/misc/user/agent': () => page([agent(1)], 1),
  });
  const { router } = renderRoute(<CountryDirectoryPage />, {
    path: '/country-directory-page/France',
    pattern: PATTERN,
  });
  await screen.findByRole('link', { name: 'Company 1' });
  // The country is fixed by the page: no country filter here.
  expect(screen.queryByLabelText('Country')).not.toBeInTheDocument();
  fireEvent.change(screen.getByLabelText('Sort by'), { target: { value: 'name' } });
  await waitFor(() => expect(router.state.location.search).toBe('?sort=name'));
  await waitFor(() =>
    expect(api.callsTo('/misc/user/agent').at(-1)?.params).toMatchObject({ country: 'France', sort: 'name' }),
  );
});

test('a country the API knows with no agents yet shows an empty state with a way back, kept out of search results', async () => {
  mockApi({ '/misc/agent/count/state': () => ({ items: [] }), '/misc/user/agent': () => page([], 0) });
  renderRoute(<CountryDirectoryPage />, { path: '/country-directory-page/Israel', pattern: PATTERN });
  expect(await screen.findByText('No agents in Israel yet')).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Agents in Israel');
  expect(screen.getByRole('link', { name: 'Back to the worldwide directory' })).toHaveAttribute(
    'href',
    '/worldwide-directory',
  );
  expect(screen.queryByRole('heading', { name: 'Regions' })).not.toBeInTheDocument();
  expect(screen.queryByLabelText('Sort by')).not.toBeInTheDocument();
  await waitFor(() => expect(pageHead.robots()).toBe('noindex, follow'));
});

const unknownCountry = () =>
  mockApi({
    '/misc/agent/count/state': () => {
      throw apiError(404, 'Country Atlantis not found');
    },
    '/misc/user/agent': () => page([], 0),
  });

test('a country the API does not know (its 404) says so, with a way back, kept out of search results', async () => {
  unknownCountry();
  renderRoute(<CountryDirectoryPage />, { path: '/country-directory-page/Atlantis', pattern: PATTERN });
  expect(await screen.findByRole('heading', { level: 1, name: 'Country not found' })).toBeInTheDocument();
  expect(screen.getByText('Atlantis', { selector: 'p bdi' }).parentElement).toHaveTextContent(
    "We don't know a country called Atlantis. Pick one from the worldwide directory.",
  );
  expect(screen.getByRole('link', { name: 'Back to the worldwide directory' })).toHaveAttribute('href', '/worldwide-directory');
  // Not the API's message, no retry, and no list of the country's agents.
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  expect(screen.queryByText('Country Atlantis not found')).not.toBeInTheDocument();
  expect(screen.queryByText(/No agents in/)).not.toBeInTheDocument();
  expect(screen.queryByRole('heading', { name: /All agents in/ })).not.toBeInTheDocument();
  expect(screen.queryByLabelText('Sort by')).not.toBeInTheDocument();
  await waitFor(() => expect(document.title).toBe('Country not found | Cargora'));
  expect(pageHead.robots()).toBe('noindex, follow');
  expect(pageHead.description()).toBe("We don't know a country called Atlantis. Pick one from the worldwide directory.");
});

test.each([
  ['fr', 'Pays introuvable', 'Nous ne connaissons aucun pays nommé Atlantis. Choisissez-en un dans l’annuaire mondial.', 'Retour à l’annuaire mondial'],
  ['ar', 'البلد غير موجود', 'لا نعرف بلدًا باسم Atlantis. اختر بلدًا من الدليل العالمي.', 'العودة إلى الدليل العالمي'],
])('in %s an unknown country says so in its language, the name keeping its own direction', async (lng, title, hint, back) => {
  await i18next.changeLanguage(lng);
  try {
    unknownCountry();
    renderRoute(<CountryDirectoryPage />, { path: '/country-directory-page/Atlantis', pattern: PATTERN });
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    const name = screen.getByText('Atlantis', { selector: 'p bdi' });
    expect(name.parentElement).toHaveTextContent(hint);
    expect(screen.getByRole('link', { name: back })).toHaveAttribute('href', '/worldwide-directory');
    await waitFor(() => expect(document.title).toBe(`${title} | Cargora`));
    expect(pageHead.robots()).toBe('noindex, follow');
  } finally {
    await i18next.changeLanguage('en');
  }
});

test("on the server an unknown country answers the API's 404 with its not-found state", async () => {
  unknownCountry();
  const status = await serverRenderStatus(async () => {
    renderRoute(<CountryDirectoryPage />, { path: '/country-directory-page/Atlantis', pattern: PATTERN });
    expect(await screen.findByRole('heading', { level: 1, name: 'Country not found' })).toBeInTheDocument();
  });
  expect(status).toBe(404);
});
