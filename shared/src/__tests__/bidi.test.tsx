// Right-to-left: routes read origin first in the page's direction, arrows point the way the page reads, and Latin
// names inside Arabic sentences keep their own direction (isolated).
import { act, render, renderHook, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import type { Service } from '../contracts/types';
import { BidiText, bidiNodes, useReadingDirection, useRouteText } from '../ui/bidi';
import { isolate, isolateAs, stripIsolates } from '../lib/isolate';
import { Breadcrumb } from '../ui/breadcrumb';
import { ServiceCard } from '../ui/service-card';
import { AgentCard } from '../ui/agent-card';
import { Pagination } from '../ui/pagination';
import { renderRoute, setupTestI18n } from '../testing';

const FSI = '\u2068';
const LRI = '\u2066';
const RLI = '\u2067';
const PDI = '\u2069';
const OPENERS = [FSI, LRI, RLI];

/** The text of an element outside its isolated parts (`<bdi>`): what the page's own direction lays out. */
function topLevelText(el: Element): string {
  return [...el.childNodes]
    .map((node) => (node.nodeType === Node.TEXT_NODE ? node.textContent : node.nodeName === 'BDI' ? '' : topLevelText(node as Element)))
    .join('');
}

/** The text outside isolate marks. */
function outsideIsolates(text: string): string {
  let depth = 0;
  let out = '';
  for (const c of text) {
    if (OPENERS.includes(c)) depth += 1;
    else if (c === PDI) depth -= 1;
    else if (depth === 0) out += c;
  }
  return out;
}

async function inLanguage(lng: string) {
  let i18n!: Awaited<ReturnType<typeof setupTestI18n>>;
  await act(async () => {
    i18n = await setupTestI18n(null, [], lng);
  });
  return i18n;
}
afterAll(async () => {
  await (await inLanguage('en')).changeLanguage('en');
});

const service = (patch: Partial<Service> = {}): Service => ({
  id: 1,
  title: 'Sea freight Tianjin → Rouen',
  description: '',
  category: 'internationalTransport',
  scope: 'international',
  mode: 'sea',
  originCountry: 'China',
  originCity: 'Tianjin',
  destinationCountry: 'France',
  destinationCity: 'Rouen',
  price: 1000,
  currency: 'USD',
  priceUsd: 1000,
  transitDays: 30,
  protectionFee: '2%',
  rating: 4,
  reviewCount: 3,
  imageUrl: 'http://files.test/s.svg',
  createdAt: '2024-06-01T00:00:00.000Z',
  agent: {
    id: 1, userId: 'agent-1', companyName: 'Blue Anchor Logistics', country: 'France', countryCode: 'FR', state: 'Normandy', city: 'Rouen',
    logoUrl: 'http://files.test/l.svg', rating: 4, reviewCount: 3, completedJobs: 1, scope: 'international', verified: true, joinedAt: '2020-01-01T00:00:00.000Z',
  },
  ...patch,
});

describe('route text', () => {
  const routeIn = async (lng: string, route: Parameters<ReturnType<typeof useRouteText>>[0]) => {
    const i18n = await inLanguage(lng);
    const wrapper = ({ children }: { children: ReactNode }) => <I18nextProvider i18n={i18n}>{children}</I18nextProvider>;
    const { result, unmount } = renderHook(() => useRouteText(), { wrapper });
    const text = result.current(route);
    unmount();
    return text;
  };

  it('in Arabic, origin first with the arrow pointing left, each place isolated so the arrow takes the page’s direction', async () => {
    const text = await routeIn('ar', service());
    expect(stripIsolates(text)).toBe('Tianjin، China ← Rouen، France');
    // Outside the isolated places only the arrow and spaces: nothing there can turn the arrow left to right.
    expect(outsideIsolates(text)).toBe(' ← ');
    // Each place, "city، country", is isolated right to left: isolated by its first strong letter instead, a run of
    // two isolated names and a comma has none (the names inside do not count) and would be laid out left to right,
    // the country before the city for an Arabic reader.
    expect(text).toBe(`${RLI}${FSI}Tianjin${PDI}، ${FSI}China${PDI}${PDI} ← ${RLI}${FSI}Rouen${PDI}، ${FSI}France${PDI}${PDI}`);
  });

  it('in English, each place is isolated left to right', async () => {
    expect(await routeIn('en', service())).toBe(`${LRI}${FSI}Tianjin${PDI}, ${FSI}China${PDI}${PDI} → ${LRI}${FSI}Rouen${PDI}, ${FSI}France${PDI}${PDI}`);
  });

  it('a city named like its country is said once (Singapore, not "Singapore, Singapore")', async () => {
    const route = { originCountry: 'Australia', originCity: 'Fremantle', destinationCountry: 'Singapore', destinationCity: 'Singapore' };
    expect(stripIsolates(await routeIn('en', route))).toBe('Fremantle, Australia → Singapore');
    const names = { originCountry: 'أستراليا', originCity: 'فريمانتل', destinationCountry: 'سنغافورة', destinationCity: 'سنغافورة' };
    const i18n = await inLanguage('ar');
    const wrapper = ({ children }: { children: ReactNode }) => <I18nextProvider i18n={i18n}>{children}</I18nextProvider>;
    const { result, unmount } = renderHook(() => useRouteText(), { wrapper });
    expect(stripIsolates(result.current(route, names))).toBe('فريمانتل، أستراليا ← سنغافورة');
    unmount();
  });

  it('in English and French, origin first with the arrow pointing right', async () => {
    expect(stripIsolates(await routeIn('en', service()))).toBe('Tianjin, China → Rouen, France');
    expect(outsideIsolates(await routeIn('fr', service()))).toBe(' → ');
  });

  it('a service within one city reads "in" the city, never the city to itself', async () => {
    const sines = { originCountry: 'Portugal', originCity: 'Sines', destinationCountry: 'Portugal', destinationCity: 'sines ' };
    expect(stripIsolates(await routeIn('en', sines))).toBe('In Sines, Portugal');
    expect(stripIsolates(await routeIn('fr', sines))).toBe('À Sines, Portugal');
    expect(stripIsolates(await routeIn('ar', sines))).toBe('في Sines، Portugal');
    expect(stripIsolates(await routeIn('en', { originCountry: 'Japan', destinationCountry: 'Japan' }))).toBe('Within Japan');
  });
});

describe('isolated names as elements', () => {
  it('bidiNodes turns isolate marks into <bdi> elements, nested ones too', () => {
    const { container } = render(<p>{bidiNodes(`By ${isolate(`${isolate('Tianjin')}, ${isolate('China')}`)} today`)}</p>);
    const p = container.querySelector('p')!;
    expect(p.textContent).toBe('By Tianjin, China today');
    expect(p.querySelectorAll('bdi')).toHaveLength(3);
    expect(topLevelText(p)).toBe('By  today');
  });

  it('the service card of a Latin route on an Arabic page: places in <bdi>, the arrow between them pointing left', async () => {
    await inLanguage('ar');
    renderRoute(<ServiceCard service={service()} />);
    const line = screen.getByText((_, el) => el?.tagName === 'P' && stripIsolates(el.textContent ?? '') === 'Tianjin، China ← Rouen، France');
    expect(topLevelText(line)).toBe(' ← ');
    expect([...line.children].map((el) => el.tagName)).toEqual(['BDI', 'BDI']);
    // The agent's Latin name in the Arabic sentence is isolated too.
    expect(within(line.parentElement!).getByText('Blue Anchor Logistics').tagName).toBe('BDI');
    await inLanguage('en');
  });

  it("an agent's Latin place line on an Arabic page: one right-to-left run of isolated names, city first", async () => {
    await inLanguage('ar');
    renderRoute(<AgentCard agent={service().agent} />);
    const line = screen.getByText((_, el) => el?.tagName === 'P' && el.textContent === 'Rouen، Normandy، France');
    const run = line.querySelector('bdi[dir="rtl"]')!;
    expect([...run.querySelectorAll('bdi')].map((b) => b.textContent)).toEqual(['Rouen', 'Normandy', 'France']);
    await inLanguage('en');
  });

  it('BidiText renders a sentence with isolated values', () => {
    const { container } = render(<BidiText>{`Price (${isolate('EUR')})`}</BidiText>);
    expect(container.innerHTML).toBe('Price (<bdi>EUR</bdi>)');
  });

  it('a run isolated in a given direction becomes a <bdi> with that dir', () => {
    const { container } = render(<BidiText>{`${isolateAs('rtl', `${isolate('Rouen')}، ${isolate('France')}`)} ← ${isolateAs('ltr', 'x')}`}</BidiText>);
    expect(container.innerHTML).toBe('<bdi dir="rtl"><bdi>Rouen</bdi>، <bdi>France</bdi></bdi> ← <bdi dir="ltr">x</bdi>');
  });
});

describe('arrows and chevrons follow the reading direction', () => {
  it('useReadingDirection: forward → and back ← in English, the other way in Arabic', async () => {
    for (const [lng, expected] of [
      ['en', { dir: 'ltr', forward: '→', back: '←' }],
      ['ar', { dir: 'rtl', forward: '←', back: '→' }],
    ] as const) {
      const i18n = await inLanguage(lng);
      const wrapper = ({ children }: { children: ReactNode }) => <I18nextProvider i18n={i18n}>{children}</I18nextProvider>;
      const { result, unmount } = renderHook(() => useReadingDirection(), { wrapper });
      expect(result.current).toEqual(expected);
      unmount();
    }
    await inLanguage('en');
  });

  it('pagination: previous points back and next forward, in Arabic as in English, the arrows hidden from names', async () => {
    await inLanguage('ar');
    renderRoute(<Pagination page={2} pageSize={10} total={30} onPage={() => undefined} />, { path: '/allServices?page=2' });
    const previous = screen.getByRole('link', { name: 'السابق' });
    const next = screen.getByRole('link', { name: 'التالي' });
    expect(previous).toHaveTextContent('→ السابق');
    expect(next).toHaveTextContent('التالي ←');
    await inLanguage('en');
  });

  it('breadcrumb separators point along the reading direction, laid out so the browser does not mirror them again', async () => {
    const separators = () => [...document.querySelectorAll('nav li [aria-hidden="true"]')];
    const { unmount } = renderRoute(<Breadcrumb items={[{ label: 'Help', to: '/help' }, { label: 'Topic', to: '/help/4' }, { label: 'Article' }]} />);
    expect(separators().map((s) => s.textContent)).toEqual(['›', '›']);
    expect(separators().every((s) => s.getAttribute('dir') === 'ltr')).toBe(true);
    unmount();
    await inLanguage('ar');
    renderRoute(<Breadcrumb items={[{ label: 'مساعدة', to: '/help' }, { label: 'مقال' }]} />);
    expect(separators().map((s) => s.textContent)).toEqual(['‹']);
    await inLanguage('en');
  });
});
