import { join } from 'node:path';
import { screen, within } from '@testing-library/react';
import { renderRouteModule, setupTestI18n, page, stubApi } from '@cargora/shared/testing';
import { i18next, useCurrencyStore } from '@cargora/shared/runtime';
import type { Lane, LaneIndexPoint } from '@cargora/shared/contracts';
import * as LanePage from '../../../app/routes/lane-page';
import { chartGeometry } from '../components/lane-index-chart';
import { laneMeta } from '../api/lane';
import * as WithProtectionPage from '../../../app/routes/with-protection-page';
import { makeService, makeServiceDetail } from '../../../testing/fixtures';

const WEEK = 7 * 86_400_000;
const index: LaneIndexPoint[] = Array.from({ length: 52 }, (_, i) => ({
  week: new Date(Date.UTC(2026, 0, 4) + i * WEEK).toISOString().slice(0, 10),
  medianUsd: i < 2 ? null : 1000 + i * 10,
  services: i < 2 ? 0 : 3,
}));

const lane: Lane = {
  origin: { slug: 'china', name: 'China', label: 'China', kind: 'country', country: 'China', countryLabel: 'China' },
  destination: { slug: 'netherlands', name: 'Netherlands', label: 'Netherlands', kind: 'country', country: 'Netherlands', countryLabel: 'Netherlands' },
  standardBasis: 'perContainer',
  services: { ...page([makeService(1, { title: 'FCL Shanghai Rotterdam' }), makeService(2, { title: 'LCL Ningbo Rotterdam' })], 2, 1, 12) },
  price: { minUsd: 900, medianUsd: 1500, maxUsd: 2500 },
  transit: { minDays: 30, maxDays: 42 },
  agents: [{ id: 7, companyName: 'Blue Lane Forwarding', country: 'China', rating: 4.5, reviewCount: 12, verified: true, serviceCount: 2, serviceId: 1 }],
  modes: [{ mode: 'sea', count: 2 }],
  index,
};

beforeAll(async () => {
  await setupTestI18n(join(__dirname, '../../../../public/locales'), ['catalog']);
});

beforeEach(() => {
  useCurrencyStore.setState({ currency: 'USD', rates: {} });
});

describe('lane page', () => {
  it('shows the services, the ranges, the agents and the index as an SVG chart with a data table', async () => {
    const spy = stubApi((url) => {
      if (url === '/misc/lanes/china/netherlands') return lane;
      if (url === '/misc/exchange-rates') return { base: 'USD', rates: {}, updatedAt: '' };
      throw new Error(`unexpected ${url}`);
    });
    renderRouteModule(LanePage, { url: '/lanes/china/netherlands', pattern: '/lanes/:origin/:destination' });
    expect(await screen.findByRole('heading', { level: 1, name: 'China to Netherlands' })).toBeInTheDocument();
    expect(spy.mock.calls.some(([url]) => url === '/misc/lanes/china/netherlands')).toBe(true);
    expect(screen.getByText('FCL Shanghai Rotterdam')).toBeInTheDocument();
    const figures = screen.getByTestId('lane-figures');
    expect(figures).toHaveTextContent('$900 to $2,500 (median $1,500)');
    expect(figures).toHaveTextContent('30 to 42 days');
    expect(figures).toHaveTextContent('Sea freight: 2 services');
    expect(screen.getByRole('link', { name: 'Blue Lane Forwarding' })).toHaveAttribute('href', '/storefront/7');
    expect(screen.getByRole('link', { name: 'Request a quote from Blue Lane Forwarding' })).toHaveAttribute(
      'href',
      '/with-cargora-protection/1?quote=open#quote-request',
    );
    // One request to every agent on the lane: the group page, filled with the lane.
    expect(screen.getByRole('link', { name: 'Request a quote from these agents' })).toHaveAttribute('href', '/request-quotes?agents=7&origin=China&destination=Netherlands');
    const chart = screen.getByRole('img', { name: /Median price of a standard load from China to Netherlands/ });
    expect(chart.tagName.toLowerCase()).toBe('svg');
    expect(chart.querySelector('path')!.getAttribute('d')).toMatch(/^M[\d.]+ [\d.]+ (L[\d.]+ [\d.]+ ?){49}$/);
    const table = screen.getByRole('table', { name: /Median price of a standard load/ });
    expect(within(table).getAllByRole('row')).toHaveLength(1 + 50);
    expect(within(table).getAllByRole('cell').at(-1)).toHaveTextContent('$1,510');
  });

  it('answers an unknown lane as not found, and a malformed slug without asking the API', async () => {
    const spy = stubApi(() => {
      throw new Error('not asked');
    });
    renderRouteModule(LanePage, { url: '/lanes/Not%20A%20Slug/netherlands', pattern: '/lanes/:origin/:destination' });
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(spy.mock.calls.filter(([url]) => String(url).startsWith('/misc/lanes'))).toHaveLength(0);
  });
});

describe('lane index chart geometry', () => {
  it('breaks the line at weeks without a price and mirrors time in a right-to-left page', () => {
    const points: LaneIndexPoint[] = [
      { week: '2026-01-04', medianUsd: 100, services: 1 },
      { week: '2026-01-11', medianUsd: null, services: 0 },
      { week: '2026-01-18', medianUsd: 200, services: 1 },
      { week: '2026-02-01', medianUsd: 300, services: 1 },
    ];
    const ltr = chartGeometry(points, false)!;
    expect(ltr.path.match(/M/g)).toHaveLength(2);
    const xs = (path: string) => [...path.matchAll(/[ML]([\d.]+) /g)].map((m) => Number(m[1]));
    expect(xs(ltr.path)).toEqual([...xs(ltr.path)].sort((a, b) => a - b));
    const rtl = chartGeometry(points, true)!;
    expect(xs(rtl.path)).toEqual([...xs(rtl.path)].sort((a, b) => b - a));
    expect(ltr.months.map((m) => m.index)).toEqual([3]);
    expect(chartGeometry([{ week: '2026-01-04', medianUsd: null, services: 0 }], false)).toBeNull();
  });
});

describe('lane head', () => {
  it('lists the services and describes the index as a Dataset', () => {
    const t = i18next.getFixedT('en', 'catalog');
    const meta = laneMeta({ data: lane, t, lang: 'en', pageUrl: (p: string) => `https://cargora.test${p}` } as never);
    expect(meta.canonical).toBe('/lanes/china/netherlands');
    const types = (meta.structuredData ?? []).map((d) => (d as { '@type': string })['@type']);
    expect(types).toEqual(['ItemList', 'Dataset']);
    expect(JSON.stringify(meta.structuredData)).toContain('"temporalCoverage":"2026-01-18/');
  });
});

describe('a service page links its route to the lane', () => {
  it('between countries for an international service, between cities for a domestic one, not for one place', async () => {
    const cases = [
      [{ scope: 'international', originCountry: 'China', originCity: 'Shanghai', destinationCountry: 'Netherlands', destinationCity: 'Rotterdam' }, '/lanes/china/netherlands'],
      [{ scope: 'domestic', originCountry: 'France', originCity: 'Lyon', destinationCountry: 'France', destinationCity: 'Le Havre' }, '/lanes/lyon/le-havre'],
      [{ scope: 'domestic', originCountry: 'France', originCity: 'Lyon', destinationCountry: 'France', destinationCity: 'Lyon' }, null],
    ] as const;
    for (const [places, href] of cases) {
      const service = makeService(42, { ...places, names: undefined });
      stubApi((url) => (url === '/misc/services/42' ? makeServiceDetail(service) : page([])));
      const { unmount } = renderRouteModule(WithProtectionPage, { url: '/with-cargora-protection/42', pattern: '/with-cargora-protection/:id' });
      await screen.findByRole('heading', { level: 1 });
      const route = screen.getByText('Route').parentElement!;
      const link = within(route).queryByRole('link');
      if (href) expect(link).toHaveAttribute('href', href);
      else expect(link).toBeNull();
      unmount();
    }
  });
});
