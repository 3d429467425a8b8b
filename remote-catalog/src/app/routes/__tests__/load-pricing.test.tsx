// The load a shipper prices (issue 49) on the services lists: the form's fields are the address's load, the API is
// asked with it, each card shows the all-in price of that load (or why it cannot be carried), and links keep it.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { apiError, renderRouteModule, page, stubApi } from '@cargora/shared/testing';
import { i18next } from '@cargora/shared/runtime';
import * as AllServicesPage from '../all-services-page';
import { makeService, serviceListCalls } from '../../../testing/fixtures';
import { setUpLoadPages } from '../../../testing/load-pages';

const priced = makeService(1, {
  title: 'Ocean FCL',
  loadPrice: {
    total: 2480,
    currency: 'USD',
    totalUsd: 2480,
    lines: [{ code: 'freight', amount: 2100 }, { code: 'bunker', amount: 380 }],
    validUntil: '2026-12-31',
    basis: 'perContainer',
  },
} as never);
const refusing = makeService(2, { title: 'LCL only', loadPrice: { unavailable: 'containersNotAccepted' } } as never);

function stubList(handler?: (params: Record<string, unknown>) => unknown) {
  return stubApi((url, params) => {
    if (url === '/misc/services') return handler?.(params) ?? page([priced, refusing], 2, 1, 12);
    if (url === '/misc/services/facets') return {};
    if (url === '/misc/exchange-rates') return { base: 'USD', rates: { EUR: 0.5 }, updatedAt: '' };
    throw new Error(`unexpected ${url}`);
  });
}

setUpLoadPages();

describe('a load on the services list', () => {
  it('asks the API with the load, shows each all-in price with its unit, says why a service cannot carry it, and links keep the load', async () => {
    const spy = stubList();
    renderRouteModule(AllServicesPage, { url: '/allServices?sort=price_asc&load=40HC&n=1', pattern: '/allServices' });
    expect(await screen.findByText('Ocean FCL')).toBeInTheDocument();
    expect(serviceListCalls(spy).at(-1)).toMatchObject({ load: '40HC', n: '1', sort: 'price_asc' });

    const [first, second] = screen.getAllByRole('article');
    expect(within(first!).getByTestId('load-price')).toHaveTextContent("$2,480 1 × 40' HC, all-in");
    expect(within(second!).getByTestId('load-unavailable')).toHaveTextContent('Cannot carry this load: packages only, no full containers');
    expect(within(first!).getByRole('link', { name: 'Ocean FCL' })).toHaveAttribute('href', '/with-cargora-protection/1?load=40HC&n=1');

    const form = screen.getByTestId('load-form');
    expect(within(form).getByLabelText('Load')).toHaveValue('40HC');
    // A container load has no use for the packages' fields (they show again for packages).
    expect(within(form).getByLabelText('Total gross weight (kg)')).not.toBeVisible();
    fireEvent.change(within(form).getByLabelText('Load'), { target: { value: 'pkg' } });
    expect(within(form).getByLabelText('Total gross weight (kg)')).toBeVisible();
    expect(within(form).getByLabelText('Number of containers or pieces')).toHaveValue('1');
    expect(form).toHaveAttribute('method', 'get');
  });

  it('without a load, a price says the standard load it is for', async () => {
    stubList(() =>
      page(
        [
          makeService(11, { title: 'FCL', priceUsd: 710, tariffBasis: 'perContainer', standardContainer: '40' }),
          makeService(12, { title: 'LCL', priceUsd: 595, tariffBasis: 'perRevenueTon' }),
          makeService(13, { title: 'Customs', priceUsd: 180, tariffBasis: 'perShipment' }),
          // A tariff offering only 20' boxes (or reefers) lists the price of that box, and says so.
          makeService(14, { title: 'Twenty', priceUsd: 650, tariffBasis: 'perContainer', standardContainer: '20' }),
          makeService(15, { title: 'Cold', priceUsd: 2900, tariffBasis: 'perContainer', standardContainer: 'reefer' }),
          makeService(16, { title: 'Air', priceUsd: 420, tariffBasis: 'perKgChargeable' }),
          makeService(17, { title: 'Boxes', priceUsd: 800, tariffBasis: 'perContainer' }),
        ],
        7,
        1,
        12,
      ),
    );
    renderRouteModule(AllServicesPage, { url: '/allServices', pattern: '/allServices' });
    expect(await screen.findByText('FCL')).toBeInTheDocument();
    const cards = screen.getAllByRole('article');
    expect(cards[0]).toHaveTextContent("from $710 per 40' container");
    expect(cards[1]).toHaveTextContent('from $595 for 100 kg, 0.5 m³ (0.5 revenue ton)');
    expect(cards[2]).toHaveTextContent('from $180 per shipment');
    expect(cards[3]).toHaveTextContent("from $650 per 20' container");
    expect(cards[3]).not.toHaveTextContent("40'");
    expect(cards[4]).toHaveTextContent("from $2,900 per 40' reefer container");
    expect(cards[5]).toHaveTextContent('from $420 for 100 kg, 0.5 m³ (by chargeable weight)');
    // An answer that does not say the box names no size it does not know.
    expect(cards[6]).toHaveTextContent('from $800 per container');
    expect(cards[6]).not.toHaveTextContent("40'");
  });

  it('without a load, prices read as starting prices', async () => {
    stubList(() => page([makeService(3, { title: 'Plain', priceUsd: 710 })], 1, 1, 12));
    renderRouteModule(AllServicesPage, { url: '/allServices', pattern: '/allServices' });
    expect(await screen.findByText('Plain')).toBeInTheDocument();
    expect(screen.getByRole('article')).toHaveTextContent('from $710');
    expect(screen.queryByRole('link', { name: 'Remove the load' })).toBeNull();
  });

  it('sends the form as the address: Arabic-Indic digits read, empty fields left out, the other filters kept', async () => {
    const spy = stubList();
    const { router } = renderRouteModule(AllServicesPage, { url: '/allServices?mode=air', pattern: '/allServices' });
    const form = await screen.findByTestId('load-form');
    fireEvent.change(within(form).getByLabelText('Load'), { target: { value: 'pkg' } });
    fireEvent.change(within(form).getByLabelText('Number of containers or pieces'), { target: { value: '٣' } });
    fireEvent.change(within(form).getByLabelText('Total gross weight (kg)'), { target: { value: '٣٠٠' } });
    fireEvent.change(within(form).getByLabelText('Length (cm)'), { target: { value: '١٢٠' } });
    fireEvent.change(within(form).getByLabelText('Width (cm)'), { target: { value: '100' } });
    fireEvent.change(within(form).getByLabelText('Height (cm)'), { target: { value: '125' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Price this load' }));
    await waitFor(() => expect(router.state.location.search).toContain('load=pkg'));
    const search = new URLSearchParams(router.state.location.search);
    expect(search.get('mode')).toBe('air');
    expect(search.has('m3')).toBe(false);
    expect(search.has('valueCur')).toBe(false);
    await waitFor(() => expect(serviceListCalls(spy).at(-1)).toMatchObject({ load: 'pkg', n: '3', kg: '300', l: '120', w: '100', h: '125', mode: 'air' }));
  });

  it('a load the contract refuses is priced nowhere: the list is unpriced and the wrong field says why', async () => {
    const spy = stubList(() => page([makeService(4, { title: 'Still listed' })], 1, 1, 12));
    renderRouteModule(AllServicesPage, { url: '/allServices?load=40&n=500', pattern: '/allServices' });
    expect(await screen.findByText('Still listed')).toBeInTheDocument();
    const count = within(screen.getByTestId('load-form')).getByLabelText('Number of containers or pieces');
    expect(count).toHaveAttribute('aria-invalid', 'true');
    expect(count).toHaveValue('500');
    expect(document.getElementById(count.getAttribute('aria-describedby')!)).toHaveTextContent('At most 99 containers or 9,999 pieces per shipment.');
    expect(serviceListCalls(spy)).toHaveLength(1);
    expect(serviceListCalls(spy)[0]).not.toHaveProperty('load');
  });

  it('a load the API refuses keeps the list, unpriced, and the form says so', async () => {
    const spy = stubList((params) => {
      if (params.load) throw apiError(400, 'Invalid load');
      return page([makeService(4, { title: 'Still listed' })], 1, 1, 12);
    });
    renderRouteModule(AllServicesPage, { url: '/allServices?load=40&n=2', pattern: '/allServices' });
    expect(await screen.findByText('Still listed')).toBeInTheDocument();
    expect(within(screen.getByTestId('load-form')).getByRole('alert')).toHaveTextContent('This load could not be priced');
    expect(serviceListCalls(spy)).toHaveLength(2);
  });

  it('shows transit as a range, a lead time for a service that moves nothing, and the CO2e of a shipment', async () => {
    const ranged = makeService(5, { title: 'Ranged', transitDays: 12, transitDaysMax: 18, mode: 'sea', distanceKm: 20_000 } as never);
    const customs = makeService(6, { title: 'Customs', category: 'customsServices', transitDays: 0, leadDays: 2, distanceKm: 0 } as never);
    stubList(() => page([ranged, customs], 2, 1, 12));
    renderRouteModule(AllServicesPage, { url: '/allServices', pattern: '/allServices' });
    expect(await screen.findByText('Ranged')).toBeInTheDocument();
    const [first, second] = screen.getAllByRole('article');
    expect(first).toHaveTextContent('12–18 days in transit');
    // 20,000 km × 20 t (a 40' container at GLEC's payload) × 13 g/t-km = 5.2 t.
    expect(first).toHaveTextContent('5.2 t CO2e per standard shipment');
    expect(second).toHaveTextContent('No transit · starts within 2 days');
    expect(second).not.toHaveTextContent('in transit');
    expect(second).not.toHaveTextContent('CO2e');
  });

  it('gives the CO2e of the load entered, in kg under a tonne', async () => {
    const air = makeService(7, { title: 'Air DXB', mode: 'air', transitDays: 2, distanceKm: 5_200 } as never);
    stubList(() => page([air], 1, 1, 12));
    renderRouteModule(AllServicesPage, { url: '/allServices?load=pkg&n=2&kg=150&m3=1', pattern: '/allServices' });
    expect(await screen.findByText('Air DXB')).toBeInTheDocument();
    // 5,200 km × 0.15 t × 990 g/t-km = 772.2 kg.
    expect(screen.getByRole('article')).toHaveTextContent('772 kg CO2e for this load');
  });

  it('says the load and its unit in Arabic', async () => {
    await i18next.changeLanguage('ar');
    stubList();
    renderRouteModule(AllServicesPage, { url: '/allServices?load=40HC&n=1', pattern: '/allServices' });
    expect(await screen.findByText('Ocean FCL')).toBeInTheDocument();
    expect(screen.getAllByTestId('load-price')[0]).toHaveTextContent('شاملًا كل الرسوم');
    expect(screen.getByRole('heading', { name: 'ماذا تشحن؟' })).toBeInTheDocument();
  });
});
