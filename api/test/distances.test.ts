import { distanceKm, greatCircleKm, ROUTE_FACTOR } from '../src/reference/distances';
import { cityFacts } from '../src/reference/gazetteer';
import { SEAPORTS_BY_COUNTRY } from '../src/reference/transport';

const at = (country: string, city: string) => ({ country, city });
const NM = 1.852;

describe('distances by mode', () => {
  // Port-to-port distances published by sea-distances.org (nautical miles, the usual route through the canals): the
  // sea route over the waypoint graph lands within 7 % of each.
  const published: [string, string, string, string, number][] = [
    ['China', 'Shanghai', 'Netherlands', 'Rotterdam', 10_525], // via Malacca, Bab-el-Mandeb, Suez, Gibraltar
    ['China', 'Tianjin', 'Netherlands', 'Rotterdam', 11_000], // about 20,000 km via Suez (the issue: not 10,781)
    ['Singapore', 'Singapore', 'Netherlands', 'Rotterdam', 8_288],
    ['China', 'Shanghai', 'United States', 'Los Angeles', 5_708], // across the North Pacific
    ['Netherlands', 'Rotterdam', 'United States', 'New York', 3_456], // across the North Atlantic
    ['China', 'Shanghai', 'United States', 'New York', 10_600], // via Panama
    ['United Arab Emirates', 'Jebel Ali', 'Netherlands', 'Rotterdam', 6_400], // Hormuz, Suez
  ];
  it.each(published)('sea %s %s → %s %s ≈ %d nm', (oc, o, dc, d, nm) => {
    const km = distanceKm(at(oc, o), at(dc, d), 'sea')!;
    expect(Math.abs(km / (nm * NM) - 1)).toBeLessThan(0.07);
  });

  it('sails round the land: every seaport pair is at least the great circle, and Tianjin → Rotterdam is nearly twice it', () => {
    const ports = Object.entries(SEAPORTS_BY_COUNTRY).flatMap(([country, cities]) => cities.map((city) => at(country, city)));
    for (const a of ports) {
      for (const b of ports.slice(0, 12)) {
        const km = distanceKm(a, b, 'sea')!;
        expect(km).toBeGreaterThanOrEqual(Math.floor(greatCircleKm(cityFacts(a.country, a.city)!, cityFacts(b.country, b.city)!)));
      }
    }
    const straight = greatCircleKm(cityFacts('China', 'Tianjin')!, cityFacts('Netherlands', 'Rotterdam')!);
    expect(distanceKm(at('China', 'Tianjin'), at('Netherlands', 'Rotterdam'), 'sea')! / straight).toBeGreaterThan(2.3 / 1.35);
  });

  it('drives, runs and flies the great circle times the mode’s factor', () => {
    const rotterdam = cityFacts('Netherlands', 'Rotterdam')!;
    const milan = cityFacts('Italy', 'Milan')!;
    const gc = greatCircleKm(rotterdam, milan);
    // Rotterdam → Milan: about 830 km as the crow flies, about 1,050 km by road.
    expect(gc).toBeGreaterThan(780);
    expect(gc).toBeLessThan(880);
    expect(distanceKm(at('Netherlands', 'Rotterdam'), at('Italy', 'Milan'), 'road')).toBe(Math.round(gc * ROUTE_FACTOR.road));
    expect(distanceKm(at('Netherlands', 'Rotterdam'), at('Italy', 'Milan'), 'rail')).toBe(Math.round(gc * ROUTE_FACTOR.rail));
    // Dubai → Paris: about 5,250 km great circle; by air the great circle plus 5 %.
    const air = distanceKm(at('United Arab Emirates', 'Dubai'), at('France', 'Paris'), 'air')!;
    expect(air).toBeGreaterThan(5_250);
    expect(air).toBeLessThan(5_700);
    expect(ROUTE_FACTOR.road).toBeGreaterThanOrEqual(1.2);
    expect(ROUTE_FACTOR.road).toBeLessThanOrEqual(1.3);
  });

  it('answers undefined for a city the gazetteer does not know', () => {
    expect(distanceKm(at('France', 'Atlantis'), at('France', 'Paris'), 'road')).toBeUndefined();
  });
});
