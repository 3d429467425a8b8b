import { join } from 'node:path';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { page, paramsOf, renderRouteModule, setupTestI18n, stubApi } from '@cargora/shared/testing';
import type { Place } from '@cargora/shared/contracts';
import { PLACES_ENDPOINT } from '@cargora/shared/ui';
import * as AllServicesPage from '../all-services-page';
import * as CategoryPage from '../category-page';
import * as DomesticRoutesPage from '../domestic-routes-page';
import * as InternationalRoutesPage from '../international-routes-page';
import * as LandingPage from '../landing-page';
import * as NewlyAddedPage from '../newly-added-page';
import { makeService, places, serviceListCalls } from '../../../testing/fixtures';

beforeAll(async () => {
  await setupTestI18n(join(__dirname, '../../../../public/locales'), ['catalog']);
});

beforeEach(() => localStorage.clear());

const ALL: Place[] = Object.values(places);

/** The list, and places whose name starts with what was typed. */
function stub() {
  return stubApi((url, params) => {
    if (url === '/misc/services') return page([makeService(1, { title: 'Air cargo Lyon', mode: 'air' })]);
    if (url === PLACES_ENDPOINT)
      return { items: ALL.filter((p) => p.name.toLowerCase().startsWith(String(params.q).toLowerCase())) };
    return { items: [], total: 0 };
  });
}

const filters = () => screen.getByRole('search', { name: 'Filters' });
const lastListParams = (spy: jest.SpyInstance) => serviceListCalls(spy).at(-1);
const MODE_OPTIONS = ['Any mode', 'Sea freight', 'Air freight', 'Road freight', 'Rail freight', 'Multimodal'];

describe('transport mode filter', () => {
  it('is read from the URL and sent to the API; a choice pushes a history entry and starts at page 1', async () => {
    const spy = stub();
    const { router } = renderRouteModule(AllServicesPage, { url: '/allServices?mode=rail&sort=rating&page=2',
      pattern: '/allServices',
    });
    await screen.findByText('Air cargo Lyon');
    const select = within(filters()).getByLabelText('Transport mode');
    expect(select).toHaveValue('rail');
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(MODE_OPTIONS);
    expect(lastListParams(spy)).toMatchObject({ mode: 'rail', sort: 'rating', page: 2 });

    fireEvent.change(select, { target: { value: 'sea' } });
    await waitFor(() => expect(router.state.location.search).toBe('?mode=sea&sort=rating'));
    await waitFor(() => expect(router.state.historyAction).toBe('PUSH'));
    await waitFor(() => expect(lastListParams(spy)).toMatchObject({ mode: 'sea', page: 1 }));

    // Any mode: no parameter at all.
    fireEvent.change(select, { target: { value: '' } });
    await waitFor(() => expect(router.state.location.search).toBe('?sort=rating'));
    await waitFor(() => expect(lastListParams(spy)).not.toHaveProperty('mode'));
  });

  it('is a named field of the GET form, and an unknown mode in the URL is ignored', async () => {
    const spy = stub();
    const first = renderRouteModule(AllServicesPage, { url: '/allServices?mode=air&origin=Shanghai',
      pattern: '/allServices',
    });
    await screen.findByText('Air cargo Lyon');
    const data = new FormData(filters() as HTMLFormElement);
    expect(data.getAll('mode')).toEqual(['air']);
    expect(data.getAll('origin')).toEqual(['Shanghai']);
    expect(data.getAll('destination')).toEqual(['']);
    expect(lastListParams(spy)).toMatchObject({ mode: 'air', origin: 'Shanghai' });

    first.unmount();
    spy.mockClear();
    renderRouteModule(AllServicesPage, { url: '/allServices?mode=boat', pattern: '/allServices' });
    await waitFor(() => expect(serviceListCalls(spy)).toHaveLength(1));
    expect(lastListParams(spy)).not.toHaveProperty('mode');
  });

  const pages: [string, Parameters<typeof renderRouteModule>[0], string, string][] = [
    ['category', CategoryPage, '/categories/customsServices?mode=road', '/categories/:category'],
    [
      'newly added',
      NewlyAddedPage,
      '/newly-added-servicepage?mode=road',
      '/newly-added-servicepage',
    ],
    [
      'domestic routes',
      DomesticRoutesPage,
      '/domestic-routes-page?mode=road',
      '/domestic-routes-page',
    ],
    [
      'international routes',
      InternationalRoutesPage,
      '/international-routes-page?mode=road',
      '/international-routes-page',
    ],
  ];
  it.each(pages)('is on the %s page too', async (_name, element, path, pattern) => {
    const spy = stub();
    renderRouteModule(element, { url: path, pattern });
    await screen.findByText('Air cargo Lyon');
    expect(within(filters()).getByLabelText('Transport mode')).toHaveValue('road');
    expect(lastListParams(spy)).toMatchObject({ mode: 'road' });
  });

  it('cards show each service’s mode', async () => {
    stubApi((url) =>
      url === '/misc/services'
        ? page([
            makeService(1, { title: 'By air', mode: 'air' }),
            makeService(2, { title: 'Both ways', mode: 'multimodal' }),
          ])
        : { items: [], total: 0 },
    );
    renderRouteModule(AllServicesPage, { url: '/allServices', pattern: '/allServices' });
    const card = async (title: string) =>
      (await screen.findByRole('link', { name: title })).closest('article')!;
    expect(within(await card('By air')).getByText('Air freight')).toBeInTheDocument();
    expect(within(await card('Both ways')).getByText('Multimodal')).toBeInTheDocument();
  });
});

describe('origin and destination by city, port or country', () => {
  const combobox = (name: string) => within(filters()).getByRole('combobox', { name });

  it('typing asks for places on that side; choosing a port with the keyboard sets origin=<name>', async () => {
    const spy = stub();
    const { router } = renderRouteModule(AllServicesPage, { url: '/allServices?sort=rating',
      pattern: '/allServices',
    });
    await screen.findByText('Air cargo Lyon');
    const origin = combobox('Origin (city, port or country)');
    expect(origin).toHaveAttribute('name', 'origin');
    expect(origin).toHaveAttribute('aria-expanded', 'false');

    fireEvent.change(origin, { target: { value: 'Sh' } });
    expect(origin).toHaveAttribute('aria-expanded', 'true');
    const listbox = await screen.findByRole('listbox', { name: 'Suggested places' });
    await waitFor(() => expect(within(listbox).getAllByRole('option')).toHaveLength(2));
    expect(paramsOf(spy, PLACES_ENDPOINT)).toEqual([{ q: 'Sh', side: 'origin', limit: 8 }]);
    expect(
      within(listbox)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Shanghai China · Port · 42 services', 'Shenzhen China · City · 7 services']);
    // Typing alone leaves the list as it is (no half-typed name in the URL).
    await waitFor(() => expect(router.state.location.search).toBe('?sort=rating'));

    fireEvent.keyDown(origin, { key: 'ArrowDown' });
    expect(document.getElementById(origin.getAttribute('aria-activedescendant')!)).toHaveTextContent(
      /^Shanghai/,
    );
    fireEvent.keyDown(origin, { key: 'Enter' });
    await waitFor(() => expect(router.state.location.search).toBe('?sort=rating&origin=Shanghai'));
    await waitFor(() => expect(router.state.historyAction).toBe('PUSH'));
    expect(origin).toHaveValue('Shanghai');
    expect(origin).toHaveAttribute('aria-expanded', 'false');
    await waitFor(() =>
      expect(lastListParams(spy)).toMatchObject({ origin: 'Shanghai', sort: 'rating', page: 1 }),
    );

    // Back empties the field again.
    await act(() => router.navigate(-1));
    expect(combobox('Origin (city, port or country)')).toHaveValue('');
  });

  it('a click picks a destination; typed text applies when the visitor leaves the field or presses Enter', async () => {
    const spy = stub();
    const { router } = renderRouteModule(AllServicesPage, { url: '/allServices', pattern: '/allServices' });
    await screen.findByText('Air cargo Lyon');
    const destination = combobox('Destination (city, port or country)');
    fireEvent.change(destination, { target: { value: 'rot' } });
    const option = await screen.findByRole('option', { name: /^Rotterdam/ });
    expect(paramsOf(spy, PLACES_ENDPOINT).at(-1)).toMatchObject({ q: 'rot', side: 'destination' });
    fireEvent.mouseDown(option);
    fireEvent.click(option);
    await waitFor(() => expect(router.state.location.search).toBe('?destination=Rotterdam'));

    const origin = combobox('Origin (city, port or country)');
    fireEvent.change(origin, { target: { value: 'Antwerp ' } });
    fireEvent.blur(origin);
    await waitFor(() => expect(router.state.location.search).toBe('?destination=Rotterdam&origin=Antwerp'));
    await waitFor(() =>
      expect(lastListParams(spy)).toMatchObject({ origin: 'Antwerp', destination: 'Rotterdam' }),
    );

    fireEvent.change(origin, { target: { value: 'Hamburg' } });
    fireEvent.submit(filters());
    await waitFor(() => expect(router.state.location.search).toBe('?destination=Rotterdam&origin=Hamburg'));
  });

  it('the international routes page has the place fields', async () => {
    stub();
    renderRouteModule(InternationalRoutesPage, { url: '/international-routes-page',
      pattern: '/international-routes-page',
    });
    await screen.findByText('Air cargo Lyon');
    expect(combobox('Origin (city, port or country)')).toBeInTheDocument();
    expect(combobox('Destination (city, port or country)')).toBeInTheDocument();
  });
});

describe('landing hero search', () => {
  function stubLanding() {
    return stubApi((url, params) => {
      if (url === PLACES_ENDPOINT)
        return { items: ALL.filter((p) => p.name.toLowerCase().startsWith(String(params.q).toLowerCase())) };
      if (url === '/misc/services') return page([]);
      return { items: [], total: 0 };
    });
  }

  it('sends the mode and the places picked from the suggestions', async () => {
    const spy = stubLanding();
    const { router } = renderRouteModule(LandingPage, { url: '/landing-page', pattern: '/landing-page' });
    const form = await screen.findByRole('search', { name: 'Search services' });
    const mode = within(form).getByLabelText('Transport mode');
    expect(mode).toHaveAttribute('name', 'mode');
    expect(
      within(mode)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(MODE_OPTIONS);
    fireEvent.change(mode, { target: { value: 'sea' } });

    const from = within(form).getByRole('combobox', { name: 'From (city, port or country)' });
    expect(from).toHaveAttribute('name', 'origin');
    fireEvent.change(from, { target: { value: 'sha' } });
    await screen.findByRole('option', { name: /^Shanghai/ });
    fireEvent.keyDown(from, { key: 'ArrowDown' });
    fireEvent.keyDown(from, { key: 'Enter' });
    expect(from).toHaveValue('Shanghai');

    const to = within(form).getByRole('combobox', { name: 'To (city, port or country)' });
    expect(to).toHaveAttribute('name', 'destination');
    fireEvent.change(to, { target: { value: 'Ro' } });
    fireEvent.click(await screen.findByRole('option', { name: /^Rotterdam/ }));
    expect(to).toHaveValue('Rotterdam');
    expect(paramsOf(spy, PLACES_ENDPOINT).map((p) => p.side)).toEqual(['origin', 'destination']);

    // Picking does not send the form: the visitor still presses Search.
    await waitFor(() => expect(router.state.location.pathname).toBe('/landing-page'));
    fireEvent.click(within(form).getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/allServices'));
    await waitFor(() => expect(router.state.location.search).toBe('?mode=sea&origin=Shanghai&destination=Rotterdam'));
  });
});
