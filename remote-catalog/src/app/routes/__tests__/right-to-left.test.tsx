// Routes read origin first in the page's direction: in Arabic the origin on the right and the arrow pointing left, the
// places isolated so the arrow is laid out by the page and not by the Latin names around it; within one city, "in".
import { join } from 'node:path';
import { screen, within } from '@testing-library/react';
import { i18next } from '@cargora/shared/runtime';
import { page, queryRouteModule, renderRouteModule, setupTestI18n, stubApi, textOf } from '@cargora/shared/testing';
import * as LandingPage from '../landing-page';
import * as WithProtectionPage from '../with-protection-page';
import { makeService, makeServiceDetail } from '../../../testing/fixtures';

jest.setTimeout(20_000);

/** The text of an element outside its `<bdi>` parts: what the page's own direction lays out. */
function topLevelText(el: Element): string {
  return [...el.childNodes]
    .map((node) => (node.nodeType === Node.TEXT_NODE ? node.textContent : node.nodeName === 'BDI' ? '' : topLevelText(node as Element)))
    .join('');
}

beforeAll(() => setupTestI18n(join(__dirname, '../../../../public/locales'), ['catalog']));
afterEach(() => i18next.changeLanguage('en'));

function stubLanding() {
  return stubApi((url) => {
    switch (url) {
      case '/misc/popular/international-routes':
        return { items: [{ originCountry: 'Japan', destinationCountry: 'India', serviceCount: 8, lowestPriceUsd: 1042.87 }] };
      case '/misc/services/counts/all':
        return { items: [], total: 0 };
      case '/misc/best-performing/agent':
      case '/misc/places':
        return { items: [] };
      case '/misc/services':
        return page([]);
      case '/misc/qms':
        return { id: 1, title: 'Q', description: 'D', waitingCustomers: 1, averageWaitMinutes: 2, ctaLabel: 'Join' };
      default:
        throw new Error(`unexpected ${url}`);
    }
  });
}

describe('popular route cards', () => {
  it.each([
    ['en', ' → ', 'Japan → India'],
    ['ar', ' ← ', 'Japan ← India'],
  ])('in %s: the route reads origin first, each country isolated, the arrow pointing along the page', async (lng, arrow, text) => {
    await i18next.changeLanguage(lng);
    stubLanding();
    renderRouteModule(LandingPage, { url: '/landing-page', pattern: '/landing-page' });
    const link = await screen.findByRole('link', { name: new RegExp(text) });
    const label = link.querySelector('strong')!;
    expect(label.textContent).toBe(text);
    expect([...label.querySelectorAll('bdi')].map((b) => b.textContent)).toEqual(['Japan', 'India']);
    expect(topLevelText(label)).toBe(arrow);
  });
});

describe('a service within one city', () => {
  const sines = makeService(7, {
    title: 'Port agency in Sines',
    category: 'portAgencyServices',
    scope: 'domestic',
    originCountry: 'Portugal',
    originCity: 'Sines',
    destinationCountry: 'Portugal',
    destinationCity: 'Sines',
  });

  it('reads "In Sines, Portugal" on the page and in its description, never "Sines, Portugal → Sines, Portugal"', async () => {
    stubApi((url) => {
      if (url === '/misc/services/7') return makeServiceDetail(sines);
      return page([]);
    });
    renderRouteModule(WithProtectionPage, { url: '/with-cargora-protection/7', pattern: '/with-cargora-protection/:id' });
    await screen.findByRole('heading', { level: 1, name: 'Port agency in Sines' });
    const route = screen.getByText('Route').nextElementSibling!;
    expect(route).toHaveTextContent(/^In Sines, Portugal$/);
    expect(document.body.textContent).not.toContain('Sines, Portugal → Sines, Portugal');
    const { meta } = await queryRouteModule(WithProtectionPage, { pattern: '/with-cargora-protection/:id', url: '/with-cargora-protection/7', ns: 'catalog' });
    expect(meta?.description).toMatch(/^Port agency in Sines: in Sines, Portugal, \d+ days in transit,/);
  });

  it('in Arabic: "في Sines، Portugal", each name isolated', async () => {
    await i18next.changeLanguage('ar');
    stubApi((url) => {
      if (url === '/misc/services/7') return makeServiceDetail(sines);
      return page([]);
    });
    renderRouteModule(WithProtectionPage, { url: '/with-cargora-protection/7', pattern: '/with-cargora-protection/:id' });
    const route = await screen.findByText(textOf('في Sines، Portugal'));
    expect(within(route).getByText('Sines').tagName).toBe('BDI');
  });
});
