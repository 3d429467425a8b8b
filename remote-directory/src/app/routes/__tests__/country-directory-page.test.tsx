import { join } from 'node:path';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderRoute, setupTestI18n, page } from '@cargora/shared/testing';
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

test('an unknown country shows an empty state with a way back', async () => {
  mockApi({ '/misc/agent/count/state': () => ({ items: [] }), '/misc/user/agent': () => page([], 0) });
  renderRoute(<CountryDirectoryPage />, { path: '/country-directory-page/Atlantis', pattern: PATTERN });
  expect(await screen.findByText('No agents in Atlantis yet')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Back to the worldwide directory' })).toHaveAttribute(
    'href',
    '/worldwide-directory',
  );
  expect(screen.queryByRole('heading', { name: 'Regions' })).not.toBeInTheDocument();
  expect(screen.queryByLabelText('Sort by')).not.toBeInTheDocument();
});
