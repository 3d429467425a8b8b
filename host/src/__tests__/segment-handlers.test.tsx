// The server matches a URL against the routes its first segment could match (server/segment-handlers.ts): the same
// routes, params, path and status as the whole route table, for every route, an unknown path and the odd spellings.
import { createStaticHandler } from 'react-router-dom';
import { appRoutes } from '../app/router';
import { segmentHandlers } from '../server/segment-handlers';
import { routeSamples } from './route-samples';

const whole = createStaticHandler(appRoutes());
const split = segmentHandlers(appRoutes());
const paths = routeSamples(
  '/no-such-page/deeper',
  '/storefront',
  '/storefront/',
  '/STOREFRONT/Agent-0001',
  '/%73torefront/agent-0001',
  '/404/',
  '//storefront/agent-0001',
);

type Matches = readonly { route: { id: string; element?: unknown }; params: object; pathname: string; pathnameBase: string }[];
const described = (context: Awaited<ReturnType<typeof whole.query>>) => {
  if (context instanceof Response) return { response: context.status };
  const matches = context.matches as Matches;
  return {
    status: context.statusCode,
    matches: matches.map((m) => ({ id: m.route.id, element: m.route.element, params: m.params, pathname: m.pathname, base: m.pathnameBase })),
  };
};

describe('matching by first segment', () => {
  it('matches as the whole route table does', async () => {
    for (const path of paths) {
      const url = new URL(path, 'http://render.invalid');
      const expected = described(await whole.query(new Request(url.href)));
      expect([path, described(await split.query(url))]).toEqual([path, expected]);
      expect(expected.matches?.length).toBeGreaterThan(0);
    }
  });

  it('tries a handful of routes, not the table', () => {
    const count = (routes: { children?: unknown[] }[]): number =>
      routes.reduce((n, route) => n + 1 + count((route.children ?? []) as { children?: unknown[] }[]), 0);
    const table = count(appRoutes());
    expect(table).toBeGreaterThan(30);
    for (const path of ['/storefront/agent-0001', '/no-such-page', '/with-cargora-protection/7']) expect(count(split.routesOf(path))).toBeLessThanOrEqual(6);
    // An encoded first segment is decoded by react-router before matching: the whole table.
    expect(count(split.routesOf('/%73torefront/x'))).toBe(table);
  });
});
