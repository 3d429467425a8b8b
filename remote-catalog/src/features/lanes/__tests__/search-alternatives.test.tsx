import { join } from 'node:path';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { paramsOf, renderRouteModule, setupTestI18n, page, stubApi } from '@cargora/shared/testing';
import { useCurrencyStore } from '@cargora/shared/runtime';
import type { ServiceAlternatives } from '@cargora/shared/contracts';
import * as AllServicesPage from '../../../app/routes/all-services-page';


const alternatives: ServiceAlternatives = {
  sameCountries: { origin: 'China', destination: 'Netherlands', originLabel: 'China', destinationLabel: 'Netherlands', count: 14 },
  nearby: [{ origin: 'Ningbo', destination: 'Rotterdam', label: 'Ningbo', country: 'China', distanceKm: 150, count: 3 }],
  modes: [{ mode: 'air', count: 2 }],
  agents: [
    { id: 4, userId: 'agent-0004', companyName: 'Harbour Line Logistics', serviceCount: 5, serviceId: 41 },
    { id: 9, userId: 'agent-0009', companyName: 'Silk Road Forwarding', serviceCount: 2, serviceId: 93 },
  ],
};

beforeAll(async () => {
  await setupTestI18n(join(__dirname, '../../../../public/locales'), ['catalog']);
});

beforeEach(() => {
  useCurrencyStore.setState({ currency: 'USD', rates: {} });
});

describe('an empty search is not a dead end', () => {
  it('offers the countries, nearby places, other modes, agents and a quote to them; clearing keeps the route', async () => {
    const spy = stubApi((url) => {
      if (url === '/misc/services') return page([], 0, 1, 12);
      if (url === '/misc/services/alternatives') return alternatives;
      return { items: [], total: 0 };
    });
    const { router } = renderRouteModule(AllServicesPage, {
      url: '/allServices?origin=Shanghai&destination=Rotterdam&mode=sea&minRating=4',
      pattern: '/allServices',
    });
    const offer = await screen.findByTestId('search-alternatives');
    expect(paramsOf(spy, '/misc/services/alternatives')[0]).toMatchObject({ origin: 'Shanghai', destination: 'Rotterdam', mode: 'sea' });
    expect(within(offer).getByRole('link', { name: 'From China to Netherlands' })).toHaveAttribute(
      'href',
      '/allServices?origin=China&destination=Netherlands&mode=sea&minRating=4',
    );
    expect(within(offer).getByRole('link', { name: 'See the lane page' })).toHaveAttribute('href', '/lanes/china/netherlands');
    expect(within(offer).getByRole('link', { name: 'Ningbo' })).toHaveAttribute('href', '/allServices?origin=Ningbo&destination=Rotterdam&mode=sea&minRating=4');
    expect(within(offer).getByRole('link', { name: 'Air freight' })).toHaveAttribute('href', '/allServices?origin=Shanghai&destination=Rotterdam&mode=air&minRating=4');
    expect(within(offer).getByRole('link', { name: 'Harbour Line Logistics' })).toHaveAttribute('href', '/storefront/agent-0004');
    // One click to one request to all of them: the group page, with the lane.
    expect(within(offer).getByRole('link', { name: 'Request a quote from these agents' })).toHaveAttribute(
      'href',
      '/request-quotes?agents=4,9&origin=Shanghai&destination=Rotterdam&mode=sea',
    );
    // "Clear filters" here clears the other filters, never the route.
    const results = offer.closest('article')!;
    const clear = within(results as HTMLElement).getByRole('link', { name: 'Clear filters' });
    expect(clear).toHaveAttribute('href', '/allServices?origin=Shanghai&destination=Rotterdam');
    fireEvent.click(clear);
    await waitFor(() => expect(router.state.location.search).toBe('?origin=Shanghai&destination=Rotterdam'));
  });

  it('offers everything from the origin and to the destination when nothing nearer exists', async () => {
    stubApi((url) => {
      if (url === '/misc/services') return page([], 0, 1, 12);
      if (url === '/misc/services/alternatives')
        return { sameCountries: null, nearby: [], modes: [], agents: [], fromOrigin: { origin: 'Zurich', label: 'Zurich', count: 7 }, toDestination: null };
      return { items: [], total: 0 };
    });
    renderRouteModule(AllServicesPage, { url: '/allServices?origin=Zurich&destination=Nairobi&mode=air', pattern: '/allServices' });
    const offer = await screen.findByTestId('search-alternatives');
    expect(within(offer).getByRole('link', { name: 'Everything from Zurich' })).toHaveAttribute('href', '/allServices?origin=Zurich');
    expect(within(offer).queryByText(/Everything to/)).toBeNull();
  });

  it('keeps the load in the group quote link', async () => {
    stubApi((url) => {
      if (url === '/misc/services') return page([], 0, 1, 12);
      if (url === '/misc/services/alternatives') return alternatives;
      return { items: [], total: 0 };
    });
    renderRouteModule(AllServicesPage, { url: '/allServices?origin=Shanghai&destination=Rotterdam&load=40HC&n=1', pattern: '/allServices' });
    const offer = await screen.findByTestId('search-alternatives');
    expect(within(offer).getByRole('link', { name: 'Request a quote from these agents' })).toHaveAttribute(
      'href',
      '/request-quotes?agents=4,9&origin=Shanghai&destination=Rotterdam&load=40HC&n=1',
    );
  });

  it('offers the nearest places with services when neither place has any, each keeping the other side', async () => {
    stubApi((url) => {
      if (url === '/misc/services') return page([], 0, 1, 12);
      if (url === '/misc/services/alternatives')
        return {
          sameCountries: null, nearby: [], modes: [], agents: [], fromOrigin: null, toDestination: null,
          nearestOrigins: [{ place: 'Reykjavik', label: 'Reykjavik', country: 'Iceland', distanceKm: 1320, count: 4 }],
          nearestDestinations: [
            { place: 'Nairobi', label: 'Nairobi', country: 'Kenya', distanceKm: 480, count: 12 },
            { place: 'Mombasa', label: 'Mombasa', country: 'Kenya', distanceKm: 1010, count: 3 },
          ],
        };
      return { items: [], total: 0 };
    });
    renderRouteModule(AllServicesPage, { url: '/allServices?origin=Nuuk&destination=Kampala&mode=air', pattern: '/allServices' });
    const nearest = await screen.findByTestId('alternatives-nearest');
    expect(within(nearest).getByRole('link', { name: 'From Reykjavik (1,320 km from Nuuk)' })).toHaveAttribute('href', '/allServices?origin=Reykjavik&destination=Kampala&mode=air');
    expect(within(nearest).getByRole('link', { name: 'To Nairobi (480 km from Kampala)' })).toHaveAttribute('href', '/allServices?origin=Nuuk&destination=Nairobi&mode=air');
    expect(within(nearest).getByRole('link', { name: 'To Mombasa (1,010 km from Kampala)' })).toBeInTheDocument();
    expect(within(nearest).getByText(/12 services/)).toBeInTheDocument();
    expect(screen.getByText('Nothing matches yet: here is what exists nearby')).toBeInTheDocument();
  });

  it('does not ask for alternatives when the search found services or names no route', async () => {
    const spy = stubApi((url) => (url === '/misc/services' ? page([], 0, 1, 12) : { items: [], total: 0 }));
    renderRouteModule(AllServicesPage, { url: '/allServices?q=zzzz', pattern: '/allServices' });
    expect(await screen.findByText('No services match your search')).toBeInTheDocument();
    expect(paramsOf(spy, '/misc/services/alternatives')).toHaveLength(0);
  });
});
