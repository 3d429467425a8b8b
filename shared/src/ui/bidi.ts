// Text in two directions: Arabic pages read right to left, and the names they show (a Latin city or company, a price
// with its currency, a number with its unit) must keep their own direction inside the sentence, and arrows must point
// the way the page reads.
import { createElement, Fragment, type ReactNode } from 'react';
import { useTranslation } from '@cargora/shared/translation';
import { directionOf, isolate, isolateAs, samePlaceKey } from '@cargora/shared/runtime';

/** The `<bdi>` attributes of each isolate mark: FSI takes its direction from its text, LRI and RLI are given one. */
const OPENERS: Record<string, { dir?: 'ltr' | 'rtl' }> = { '\u2068': {}, '\u2066': { dir: 'ltr' }, '\u2067': { dir: 'rtl' } };

/**
 * A translated sentence whose values were wrapped with `isolate` (or `isolateAs`), as elements: each isolated value
 * becomes a `<bdi>` (with the `dir` an LRI or RLI gave it; the browser isolates it the same way, and the page's text
 * and accessible names carry no invisible marks).
 */
export function bidiNodes(text: string): ReactNode {
  const root: ReactNode[] = [];
  const stack: ReactNode[][] = [root];
  const attributes: { dir?: 'ltr' | 'rtl' }[] = [];
  let run = '';
  let key = 0;
  const flush = () => {
    if (run) stack[stack.length - 1]!.push(run);
    run = '';
  };
  const close = () => {
    const children = stack.pop()!;
    stack[stack.length - 1]!.push(createElement('bdi', { key: key++, ...attributes.pop() }, ...children));
  };
  for (const char of text) {
    const opener = OPENERS[char];
    if (opener) {
      flush();
      stack.push([]);
      attributes.push(opener);
    } else if (char === '\u2069' && stack.length > 1) {
      flush();
      close();
    } else run += char;
  }
  flush();
  // An isolate left open runs to the end of the text, as in the browser.
  while (stack.length > 1) close();
  return root.length === 1 ? root[0] : createElement(Fragment, null, ...root);
}

/** `bidiNodes` as a component: `<BidiText>{t('key', { name: isolate(name) })}</BidiText>`. */
export function BidiText({ children }: { children: string }) {
  return createElement(Fragment, null, bidiNodes(children));
}

export type ReadingDirection = 'ltr' | 'rtl';

/**
 * Arrows that point along the reading direction: forward (a route's way from origin to destination, "next") is → in
 * English and French and ← in Arabic; back ("previous", "back to the list") the other way. Arrows, unlike brackets
 * and chevrons, are not mirrored by the browser in right-to-left text, so each direction names its own.
 */
export const ARROWS: Record<ReadingDirection, { forward: string; back: string }> = {
  ltr: { forward: '\u2192', back: '\u2190' },
  rtl: { forward: '\u2190', back: '\u2192' },
};

/** The page's reading direction (its language's) and the arrows that go with it. */
export function useReadingDirection() {
  const { i18n } = useTranslation('common');
  const dir = directionOf(i18n.language || 'en');
  return { dir, ...ARROWS[dir] };
}

/** A decorative arrow (hidden from screen readers) pointing forward or back in the page's reading direction. */
export function DirectionArrow({ to }: { to: 'forward' | 'back' }) {
  const arrows = useReadingDirection();
  return createElement('span', { 'aria-hidden': true }, arrows[to]);
}

/** The two ends of a route: a city in a country, or a country alone (popular routes go country to country). */
export interface RouteEnds {
  originCountry: string;
  destinationCountry: string;
  originCity?: string;
  destinationCity?: string;
}

const sameName = (a: string | undefined, b: string | undefined) =>
  (a ?? '').trim().toLowerCase() === (b ?? '').trim().toLowerCase();

/** True when a route starts and ends in the same place (a city-wide service; a country's domestic route). */
export function isWithinOnePlace(route: RouteEnds): boolean {
  return sameName(route.originCountry, route.destinationCountry) && sameName(route.originCity, route.destinationCity);
}

/**
 * A place as the visitor reads it: "Shanghai, China", or a country alone. Each name is isolated (it keeps its own
 * direction: a Latin name on an Arabic page), and a city with its country is isolated as a whole in the page's
 * direction, so that an Arabic reader meets the city first, then the comma, then the country, whatever script the
 * names are in. A city named like its country (Singapore) is said once. `plain` leaves out the isolate marks (a form
 * field's value, a page title).
 */
export function usePlaceText() {
  const { t } = useTranslation('common');
  const { dir } = useReadingDirection();
  return (cityName: string | undefined, country: string, { plain = false }: { plain?: boolean } = {}) => {
    const city = cityName && samePlaceKey(cityName) !== samePlaceKey(country) ? cityName : undefined;
    if (plain) return city ? t('serviceCard.place', { city, country }) : country;
    return city ? isolateAs(dir, t('serviceCard.place', { city: isolate(city), country: isolate(country) })) : isolate(country);
  };
}

/**
 * A route as the visitor reads it: "Shanghai, China → Le Havre, France", and in Arabic origin first on the right with
 * the arrow pointing left (the translation's own arrow; each place is isolated, so the arrow takes the page's
 * direction even between two Latin names). A route within one place reads "In Sines, Portugal". `names`: the labels
 * to show (the API's localized names); `route` the data's names, which decide whether both ends are the same place.
 * `plain` leaves out the isolate marks (page titles and meta descriptions).
 */
export function useRouteText() {
  const { t } = useTranslation('common');
  const placeText = usePlaceText();
  return (route: RouteEnds, names: RouteEnds = route, { plain = false }: { plain?: boolean } = {}) => {
    // Each end isolated as `usePlaceText` does it (a country alone, or a city in its country in the page's direction).
    const place = (city: string | undefined, country: string) => placeText(city, country, { plain });
    const origin = place(names.originCity, names.originCountry);
    if (isWithinOnePlace(route))
      return t(route.originCity ? 'serviceCard.withinCity' : 'serviceCard.withinCountry', { place: origin });
    return t('serviceCard.route', { from: origin, to: place(names.destinationCity, names.destinationCountry) });
  };
}
