// A server render's first step matches the URL against the route table, and react-router flattens and ranks the whole
// table (some forty routes) and tries each route's pattern, compiled anew, on every request: ~3% of a render's CPU.
// A route whose first path segment is a different word can never match, so the table is split by its first segments
// once, and each request is matched against the routes that could match it (a handful): the same routes, params and
// status, since the routes left keep their order and their ids.
import { createStaticHandler, type RouteObject } from 'react-router-dom';

/** Each route with the id react-router would give it (its position: "0", "0-1", …), so every part of the table names a route alike. */
function withIds(routes: RouteObject[], parent?: string): RouteObject[] {
  return routes.map((route, index) => {
    const id = route.id ?? (parent === undefined ? String(index) : `${parent}-${index}`);
    return (route.children ? { ...route, id, children: withIds(route.children, id) } : { ...route, id }) as RouteObject;
  });
}

/** The first segment a route's own path consumes; null for a route that consumes none (pathless, index, "/"). */
function firstSegment(route: RouteObject): string | null {
  if (route.index || route.path === undefined) return null;
  const first = route.path.replace(/^\/+/, '').split('/')[0]!;
  return first === '' ? null : first;
}

/** A first segment only that one word matches (not a parameter, a splat or an optional segment). */
const isWord = (segment: string) => !segment.startsWith(':') && !segment.includes('*') && !segment.endsWith('?');

/** The words that start a route's path, anywhere in the table (the first path each branch meets). */
function firstWords(routes: RouteObject[], into = new Set<string>()): Set<string> {
  for (const route of routes) {
    const first = firstSegment(route);
    if (first === null) firstWords(route.children ?? [], into);
    else if (isWord(first)) into.add(first.toLowerCase());
  }
  return into;
}

/**
 * The routes that could match a path whose first segment is `word` (null: a word no route starts with): those starting
 * with it, with a parameter or a splat, and the pathless routes above them. A pathless route never matches by itself,
 * so one left without children is dropped.
 */
function routesFor(routes: RouteObject[], word: string | null): RouteObject[] {
  const kept: RouteObject[] = [];
  for (const route of routes) {
    const first = firstSegment(route);
    if (first === null) {
      if (!route.children) {
        if (route.path !== undefined || route.index) kept.push(route);
        continue;
      }
      const children = routesFor(route.children, word);
      if (children.length > 0) kept.push({ ...route, children } as RouteObject);
    } else if (!isWord(first) || first.toLowerCase() === word) kept.push(route);
  }
  return kept;
}

/**
 * `query(url)` answers as `createStaticHandler(routes).query(new Request(url))` does, matching only the routes that
 * could match; `routesOf(pathname)` names those routes. A path whose first segment is percent-encoded (react-router
 * decodes it before matching) and the root path use the whole table.
 */
export function segmentHandlers(table: RouteObject[]) {
  const routes = withIds(table);
  // One handler per part of the table: one per word, one for the rest, one for the whole.
  const part = (some: RouteObject[]) => ({ routes: some, handler: createStaticHandler(some) });
  const whole = part(routes);
  const byWord = new Map([...firstWords(routes)].map((word) => [word, part(routesFor(routes, word))] as const));
  const other = part(routesFor(routes, null));
  const partOf = (pathname: string) => {
    const first = pathname.split('/')[1] ?? '';
    if (first === '' || first.includes('%')) return whole;
    return byWord.get(first.toLowerCase()) ?? other;
  };
  return {
    query: (url: URL) => partOf(url.pathname).handler.query(new Request(url.href)),
    routesOf: (pathname: string) => partOf(pathname).routes,
  };
}
