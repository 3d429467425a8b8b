// What crawlers are told: which pages they may not fetch (robots.txt) and which public pages the sitemaps list.
import { HOST_PATHS, REMOTE_ROUTES, pathTo, type RemoteRouteId } from '../routes';

/** Pages that only make sense with the visitor's session, and the forms: robots.txt disallows them. */
export const CRAWL_DISALLOWED_PATHS: readonly string[] = [
  HOST_PATHS.login,
  HOST_PATHS.verifyOtp,
  HOST_PATHS.home,
  pathTo('applyJobs'),
  pathTo('reportListing'),
  pathTo('groupQuote'),
];

/**
 * Parameterless routes the sitemaps leave out: the application, report and group quote forms (disallowed) and the comparison, which shows
 * the visitor's own selection and is noindex (not disallowed, so a crawler can read that).
 */
const NOT_IN_SITEMAPS = new Set<RemoteRouteId>(['applyJobs', 'reportListing', 'groupQuote', 'compare']);

type StaticRoute = Exclude<(typeof REMOTE_ROUTES)[number], { path: `${string}:${string}` }>;
/** A route of the table without parameters. */
export type StaticRouteId = StaticRoute['id'];
const isStatic = (route: (typeof REMOTE_ROUTES)[number]): route is StaticRoute => !route.path.includes(':');

/** Every page of the route table without parameters that search engines should index, as route ids. */
export const SITEMAP_STATIC_ROUTE_IDS: readonly StaticRouteId[] = REMOTE_ROUTES.filter(isStatic)
  .filter((route) => !NOT_IN_SITEMAPS.has(route.id))
  .map((route) => route.id);

/** The sitemap index on the site's origin, and where each sitemap it lists is served. */
export const SITEMAP_INDEX_PATH = '/sitemap.xml';
export const sitemapPath = (name: string) => `/sitemaps/${name}`;
