import { join } from 'node:path';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderRouteModule, setupTestI18n, page, stubApi } from '@cargora/shared/testing';
import { STORAGE_KEYS } from '@cargora/shared/contracts';
import { renderCatalogRoute } from '../../../testing/route-modules';
import * as ComparePage from '../compare-page';
import { readStoredItems, useCompareStore } from '../../../features/compare/hooks/compare-store';
import { makeService, notFound } from '../../../testing/fixtures';

const five = [1, 2, 3, 4, 5].map((id) => makeService(id));

beforeAll(async () => {
  await setupTestI18n(join(__dirname, '../../../../public/locales'), ['catalog']);
});

beforeEach(() => {
  localStorage.clear();
  useCompareStore.setState({ items: [], refused: false });
});

const stored = () => JSON.parse(localStorage.getItem(STORAGE_KEYS.compare) ?? '[]') as { id: number }[];

describe('compare tray', () => {
  it('adds up to four services, refuses a fifth, persists and removes', async () => {
    stubApi((url) => (url === '/misc/services' ? page(five) : { items: [], total: 0 }));
    await renderCatalogRoute('allServices', '/allServices');
    await screen.findByText('Service 5');
    expect(screen.queryByRole('complementary', { name: 'Compare tray' })).toBeNull();

    const toggles = screen.getAllByRole('checkbox', { name: 'Add to compare' });
    for (const toggle of toggles.slice(0, 4)) fireEvent.click(toggle);
    const tray = screen.getByRole('complementary', { name: 'Compare tray' });
    expect(within(tray).getByRole('heading')).toHaveTextContent('Compare (4/4)');
    expect(within(tray).getAllByRole('listitem')).toHaveLength(4);
    expect(stored().map((i) => i.id)).toEqual([1, 2, 3, 4]);
    expect(within(tray).getByRole('link', { name: 'Compare' })).toHaveAttribute(
      'href',
      '/compare-services?ids=1,2,3,4',
    );

    fireEvent.click(toggles[4]);
    expect(toggles[4]).not.toBeChecked();
    expect(within(tray).getByRole('status')).toHaveTextContent('You can compare at most 4 services');
    expect(stored()).toHaveLength(4);

    fireEvent.click(within(tray).getByRole('button', { name: 'Remove Service 2 from the comparison' }));
    expect(within(tray).getAllByRole('listitem')).toHaveLength(3);
    expect(toggles[1]).not.toBeChecked();
    expect(stored().map((i) => i.id)).toEqual([1, 3, 4]);

    // Unticking a card removes it too, and room frees up for the fifth.
    fireEvent.click(toggles[0]);
    fireEvent.click(toggles[4]);
    expect(stored().map((i) => i.id)).toEqual([3, 4, 5]);
  });

  it('restores the tray from localStorage and ignores junk', () => {
    localStorage.setItem(
      STORAGE_KEYS.compare,
      JSON.stringify([{ id: 9, title: 'Kept' }, 12, 'x', { id: -1 }, 9, 13, 14, 15]),
    );
    expect(readStoredItems()).toEqual([
      { id: 9, title: 'Kept' },
      { id: 12, title: '' },
      { id: 13, title: '' },
      { id: 14, title: '' },
    ]);
    localStorage.setItem(STORAGE_KEYS.compare, '{not json');
    expect(readStoredItems()).toEqual([]);
  });
});

describe('compare page', () => {
  const a = makeService(1, {
    title: 'Ocean A',
    priceUsd: 1000,
    transitDays: 20,
    rating: 4,
    protectionFee: '2%',
  });
  const b = makeService(2, {
    title: 'Air B',
    priceUsd: 800,
    transitDays: 25,
    rating: 4.5,
    protectionFee: '',
    mode: 'air',
  });
  const c = makeService(3, { title: 'Rail C', priceUsd: 900, transitDays: 20, rating: 3, mode: 'rail' });

  function stubServices() {
    return stubApi((url) => {
      const hit = [a, b, c].find((s) => url === `/misc/services/${s.id}`);
      return hit ?? notFound();
    });
  }

  it('renders a side-by-side table with the best value of each row marked in text', async () => {
    stubServices();
    const { router } = renderRouteModule(ComparePage, { url: '/compare-services?ids=1,2,3',
      pattern: '/compare-services',
    });
    const table = await screen.findByRole('table');
    const headers = within(table).getAllByRole('columnheader');
    expect(headers.map((h) => h.textContent)).toEqual([
      'Ocean ARemove Ocean A',
      'Air BRemove Air B',
      'Rail CRemove Rail C',
    ]);
    headers.forEach((h) => expect(h).toHaveAttribute('scope', 'col'));
    const row = (name: string) => within(table).getByRole('rowheader', { name }).closest('tr') as HTMLElement;
    expect(within(table).getByRole('rowheader', { name: 'Price' })).toHaveAttribute('scope', 'row');

    // Same lane, same category: no warning.
    expect(screen.queryByTestId('compare-mixed')).toBeNull();
    const priceCells = within(row('Price')).getAllByRole('cell');
    expect(priceCells.map((c) => c.textContent)).toEqual(['from $1,000', 'from $800 ★ Lowest price', 'from $900']);
    const transitCells = within(row('Transit time')).getAllByRole('cell');
    expect(transitCells.map((c) => c.textContent?.includes('Fastest'))).toEqual([true, false, true]);
    const ratingCells = within(row('Rating')).getAllByRole('cell');
    expect(ratingCells.map((c) => c.textContent?.includes('Highest rated'))).toEqual([false, true, false]);
    expect(
      within(row('Protection (rate of declared value)'))
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['2%', 'Protection not offered', '2.5%']);
    expect(
      within(row('Transport mode'))
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['Sea freight', 'Air freight', 'Rail freight']);

    fireEvent.click(within(table).getByRole('button', { name: 'Remove Air B' }));
    await waitFor(() => expect(router.state.location.search).toBe('?ids=1%2C3'));
    await waitFor(() => expect(screen.queryByText('Air B')).toBeNull());
  });

  it('marks every service whose rating reads the highest, as shown with one decimal', async () => {
    const high = makeService(4, { title: 'Truck D', rating: 4.33, mode: 'road' });
    const close = makeService(5, { title: 'Truck E', rating: 4.25, mode: 'road' });
    stubApi((url) => [high, close, c].find((s) => url === `/misc/services/${s.id}`) ?? notFound());
    renderRouteModule(ComparePage, { url: '/compare-services?ids=4,5,3', pattern: '/compare-services' });
    const table = await screen.findByRole('table');
    const cells = within(within(table).getByRole('rowheader', { name: 'Rating' }).closest('tr') as HTMLElement).getAllByRole('cell');
    // Both read ★ 4.3: marking only one would say something the page does not show.
    expect(cells.map((cell) => cell.textContent?.includes('★ 4.3'))).toEqual([true, true, false]);
    expect(cells.map((cell) => cell.textContent?.includes('Highest rated'))).toEqual([true, true, false]);
  });

  it('falls back to the tray when the URL has no ids', async () => {
    const spy = stubServices();
    useCompareStore.setState({ items: [{ id: 3, title: 'Rail C' }] });
    renderRouteModule(ComparePage, { url: '/compare-services', pattern: '/compare-services' });
    expect(await screen.findByRole('link', { name: 'Rail C' })).toHaveAttribute(
      'href',
      '/with-cargora-protection/3',
    );
    expect(spy).toHaveBeenCalledWith('/misc/services/3', expect.anything());
  });

  it('warns when lanes or categories differ, and crowns neither the lowest price nor the fastest across them', async () => {
    const rotterdam = makeService(6, { title: 'Ocean R', priceUsd: 700, transitDays: 30, destinationCountry: 'Netherlands', destinationCity: 'Rotterdam' });
    const customs = makeService(7, { title: 'Customs K', priceUsd: 200, transitDays: 2, category: 'customsServices', rating: 5 });
    stubApi((url) => [a, rotterdam, customs].find((s) => url === `/misc/services/${s.id}`) ?? notFound());
    const { unmount } = renderRouteModule(ComparePage, { url: '/compare-services?ids=1,6', pattern: '/compare-services' });
    const table = await screen.findByRole('table');
    expect(screen.getByTestId('compare-mixed')).toHaveTextContent('These services run on different routes');
    expect(within(table).queryByText('Lowest price')).toBeNull();
    expect(within(table).queryByText('Fastest')).toBeNull();
    unmount();

    renderRouteModule(ComparePage, { url: '/compare-services?ids=1,7', pattern: '/compare-services' });
    const other = await screen.findByRole('table');
    expect(screen.getByTestId('compare-mixed')).toHaveTextContent('These services are in different categories');
    expect(within(other).queryByText('Lowest price')).toBeNull();
    expect(within(other).queryByText('Fastest')).toBeNull();
    // A rating is read the same way on any lane: still marked.
    expect(within(other).getByText('Highest rated')).toBeInTheDocument();
  });

  it('compares the totals of the same load, transit as ranges, and keeps the load on its links', async () => {
    const priced = (id: number, title: string, totalUsd: number, patch: object = {}) =>
      makeService(id, {
        title,
        loadPrice: { total: totalUsd, currency: 'USD', totalUsd, lines: [{ code: 'freight', amount: totalUsd }], validUntil: '2099-01-01', basis: 'perContainer' },
        ...patch,
      } as never);
    // The cheapest listed price (x) cannot carry the load: the lowest total of the load wins, not the listed price.
    const x = makeService(8, { title: 'LCL X', priceUsd: 100, loadPrice: { unavailable: 'containersNotAccepted' } } as never);
    const y = priced(9, 'FCL Y', 2600, { priceUsd: 900, transitDays: 28, transitDaysMax: 34 });
    const z = priced(10, 'FCL Z', 2400, { priceUsd: 1200, transitDays: 30 });
    const spy = stubApi((url) => [x, y, z].find((s) => url === `/misc/services/${s.id}`) ?? notFound());
    renderRouteModule(ComparePage, { url: '/compare-services?ids=8,9,10&load=40HC&n=1', pattern: '/compare-services' });
    const table = await screen.findByRole('table');
    expect(spy).toHaveBeenCalledWith('/misc/services/9', expect.objectContaining({ params: expect.objectContaining({ load: '40HC', n: '1' }) }));
    const row = (name: string) => within(within(table).getByRole('rowheader', { name }).closest('tr') as HTMLElement).getAllByRole('cell');
    expect(row('Price of your load').map((c) => c.textContent)).toEqual([
      'Cannot carry this load: packages only, no full containers',
      "$2,600 1 × 40' HC, all-in",
      "$2,400 1 × 40' HC, all-in ★ Lowest price",
    ]);
    expect(row('Transit time').map((c) => c.textContent)).toEqual(['20 days ★ Fastest', '28–34 days', '30 days']);
    expect(within(table).getByRole('link', { name: 'FCL Y' })).toHaveAttribute('href', '/with-cargora-protection/9?load=40HC&n=1');
    expect(within(row('Book')[1]!).getByTestId('book-service')).toHaveTextContent('Book at this price');
    expect(within(screen.getByTestId('load-form')).getByLabelText('Load')).toHaveValue('40HC');
  });

  it('compares at most four and says so', async () => {
    const spy = stubApi((url) => makeService(Number(url.split('/').pop())));
    renderRouteModule(ComparePage, { url: '/compare-services?ids=1,2,3,4,5', pattern: '/compare-services' });
    expect(await screen.findByText(/You can compare at most 4 services/)).toBeInTheDocument();
    expect(within(screen.getByRole('table')).getAllByRole('columnheader')).toHaveLength(4);
    expect(spy).not.toHaveBeenCalledWith('/misc/services/5', expect.anything());
  });

  it('an empty comparison links to all services', async () => {
    renderRouteModule(ComparePage, { url: '/compare-services', pattern: '/compare-services' });
    expect(await screen.findByText('Nothing to compare yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse services' })).toHaveAttribute('href', '/allServices');
  });

  it('a removed service is reported, the others still compared', async () => {
    stubServices();
    renderRouteModule(ComparePage, { url: '/compare-services?ids=1,77', pattern: '/compare-services' });
    expect(await screen.findByText('Service #77 is no longer available.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ocean A' })).toBeInTheDocument();
  });
});
