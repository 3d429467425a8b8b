// The route table of the whole site: which package renders which path. The host builds its
// router from it; each remote renders the route ids it owns.
import { PRODUCT } from './constants';
import { REMOTE_NAMES, type RemoteName } from './contracts/enums';
import { LOAD_PARAMS } from './contracts/load';

export { REMOTE_NAMES, type RemoteName };

export interface RemoteRoute {
  id: string;
  path: string;
  remote: RemoteName;
  /** The query parameters the page reads (besides `lang`): the only ones its cache key and canonical URL keep. */
  query: readonly string[];
}

const r = <R extends RemoteName, Id extends string, P extends string>(remote: R, id: Id, path: P, query: readonly string[] = []) => ({
  id,
  path,
  remote,
  query,
});

// What the lists read from the query (each list's own parsing: the catalog's service-query.ts, the directory's
// use-agent-list-query.ts, the careers' use-job-filters.ts …).
// The load a shipper prices (issue 49; its rules: contracts/load.ts): kept by the lists, the detail and compare.
const LOAD = LOAD_PARAMS;
const SERVICE_LIST = ['category', 'q', 'mode', 'origin', 'destination', 'country', 'minPrice', 'maxPrice', 'currency', 'minRating', 'protection', 'sort', 'page', ...LOAD];
const AGENT_LIST = ['country', 'q', 'sort', 'page'];
const JOB_LIST = ['department', 'location', 'page'];
/** The popular routes' `?routes=all` (the whole table). */
const POPULAR_ROUTES = ['routes'];

export const REMOTE_ROUTES = [
  r('catalog', 'landing', '/landing-page', POPULAR_ROUTES),
  r('catalog', 'allServices', '/allServices', SERVICE_LIST),
  r('catalog', 'category', '/categories/:category', SERVICE_LIST),
  r('catalog', 'compare', '/compare-services', ['ids', ...LOAD]),
  // `quote=open`: the page with its quote form open (the Request a quote link without JavaScript).
  r('catalog', 'withProtection', `/with-${PRODUCT}-protection/:id`, ['quote', ...LOAD]),
  r('catalog', 'withoutProtection', `/without-${PRODUCT}-protection/:id`, ['quote', ...LOAD]),
  r('catalog', 'similarService', '/similar-services-details/:id', ['quote', ...LOAD]),
  r('catalog', 'newlyAdded', '/newly-added-servicepage', SERVICE_LIST),
  r('catalog', 'internationalRoutes', '/international-routes-page', [...SERVICE_LIST, ...POPULAR_ROUTES]),
  r('catalog', 'domesticRoutes', '/domestic-routes-page', SERVICE_LIST),
  // A lane (issue 49): its services, price and transit ranges, agents and price index; `page` of its services.
  r('catalog', 'lane', '/lanes/:origin/:destination', ['page']),
  // One quote request to several agents (issue 49): the agents (`agents=3,7`), the lane and the load to fill the form.
  r('catalog', 'groupQuote', '/request-quotes', ['agents', 'origin', 'destination', 'mode', ...LOAD]),

  // The country index, and the agent search above it.
  r('directory', 'worldwideDirectory', '/worldwide-directory', ['filter', 'order', 'group', ...AGENT_LIST]),
  r('directory', 'countryDirectory', '/country-directory-page/:countryName', AGENT_LIST),
  r('directory', 'companyDetails', '/company-details/:countryName/:stateName', ['q', 'page']),
  r('directory', 'storefront', '/storefront/:userId', ['reviewSort', 'reviewPage', 'services', 'servicePage', 'quote']),
  r('directory', 'newlyRegisteredAgents', '/newly-registered-agents', AGENT_LIST),
  r('directory', 'domesticAgents', '/domestic-agents-page', AGENT_LIST),
  r('directory', 'internationalAgents', '/international-agents-page', AGENT_LIST),

  r('content', 'blogIndex', `/${PRODUCT}reads`, ['sort', 'page']),
  r('content', 'blogPost', '/popularblogs/:id'),
  r('content', 'helpCenter', '/help-center', ['q', 'faqTopic', 'faqPage']),
  r('content', 'helpSub', '/help-center/sub-help', ['topic']),
  r('content', 'helpArticle', '/help-center/sub-help/:id'),
  r('content', 'policiesRules', '/policies-rules-page'),
  r('content', 'legalNotice', '/legal-notice-page'),
  r('content', 'serviceListingPolicy', '/service-listing-policy-page'),
  r('content', 'verificationPolicy', '/verification-policy-page'),
  r('content', 'privacyPolicy', '/privacy-policy-page'),
  r('content', 'termsOfUse', '/terms-of-use-page'),
  r('content', 'aboutUs', '/aboutus'),
  r('content', 'securedPayments', '/securedpayments'),
  r('content', 'agentCategories', '/agentcategories'),
  r('content', 'customersType', '/customerstype'),
  r('content', 'digitalWallet', `/${PRODUCT}-digital-wallet-page`),
  r('content', 'subscription', '/subscription-page'),
  r('content', 'howItWorks', '/how-it-works'),
  // `service`, `agent` or `review`: what is reported (`from`: the storefront a reported review was on).
  r('content', 'reportListing', '/report-listing', ['service', 'agent', 'review', 'from']),

  r('careers', 'career', '/career', JOB_LIST),
  r('careers', 'jobsDetails', '/jobs-details/', JOB_LIST),
  r('careers', 'jobDetail', '/jobs-details/:id'),
  r('careers', 'applyJobs', '/apply-jobs', ['careerId']),
] as const satisfies readonly RemoteRoute[];

export type RemoteRouteEntry = (typeof REMOTE_ROUTES)[number];
/** Every route id a remote renders. */
export type RemoteRouteId = RemoteRouteEntry['id'];
/** The route ids of one remote: its App must render all of them and nothing else. */
export type RouteIdOf<R extends RemoteName> = Extract<RemoteRouteEntry, { remote: R }>['id'];

/** Routes the host renders itself. */
export const HOST_PATHS = {
  root: '/',
  landing: '/landing-page',
  login: '/login',
  verifyOtp: '/verify-otp',
  home: '/home',
  unauthorized: '/401',
  notFound: '/404',
} as const;

/** Public routes need no sign-in (spec section 4: every route of section 2 is public). */
export function isPublicPath(pathname: string): boolean {
  if (pathname === HOST_PATHS.home) return false;
  return true;
}

export function routesOf(remote: RemoteName): RemoteRoute[] {
  return REMOTE_ROUTES.filter((route) => route.remote === remote);
}

/** The host's own routes, by id, beside the remotes' (`landing` is the catalog's). */
type HostRouteId = Exclude<keyof typeof HOST_PATHS, 'landing'>;
export type RouteId = RemoteRouteId | HostRouteId;

type PatternOf<Id extends RouteId> = Id extends HostRouteId
  ? (typeof HOST_PATHS)[Id]
  : Extract<RemoteRouteEntry, { id: Id }>['path'];

/** The `:names` of a path pattern, e.g. 'countryName' | 'stateName'. */
type ParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

export type RouteParams<Id extends RouteId> = { [K in ParamNames<PatternOf<Id>>]: string | number };
/** Query string values; undefined and empty values are left out. */
export type RouteQuery = Record<string, string | number | undefined>;

type PathToArgs<Id extends RouteId> = [ParamNames<PatternOf<Id>>] extends [never]
  ? [params?: Record<string, never> | null, query?: RouteQuery]
  : [params: RouteParams<Id>, query?: RouteQuery];

const PATTERNS: Record<string, string> = {
  ...Object.fromEntries(REMOTE_ROUTES.map((route) => [route.id, route.path])),
  ...HOST_PATHS,
};

/**
 * The path of a route of the table, its `:params` filled in (encoded) and an optional query:
 * `pathTo('companyDetails', { countryName: 'France', stateName: 'Île-de-France' })`.
 */
export function pathTo<Id extends RouteId>(id: Id, ...[params, query]: PathToArgs<Id>): string {
  const pattern = PATTERNS[id];
  if (pattern === undefined) throw new Error(`Unknown route id "${id}"`);
  const values = (params ?? {}) as Record<string, string | number>;
  const path = pattern.replace(/:([A-Za-z]+)/g, (_, name: string) => {
    const value = values[name];
    if (value === undefined || value === '') throw new Error(`pathTo("${id}") needs the parameter "${name}"`);
    return encodeURIComponent(String(value));
  });
  // Nearly every call (each card's link) has no query.
  if (!query) return path;
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== '') search.set(key, String(value));
  }
  // Commas need no escaping in a query, and lists read better without it (`?ids=1,2,3`).
  const queryString = search.toString().replace(/%2C/gi, ',');
  return queryString ? `${path}?${queryString}` : path;
}


/** The query parameters of the host's own pages (the sign-in pages are rendered in the browser only). */
const HOST_QUERY: Partial<Record<HostRouteId, readonly string[]>> = { login: ['redirect'], verifyOtp: ['identifier'] };

/** Every route of the site (the host's and the remotes'), its pattern cut into segments, in the router's order. */
const MATCHABLE = [
  ...REMOTE_ROUTES.map((route) => ({ id: route.id as RouteId, path: route.path as string, query: route.query })),
  ...(Object.entries(HOST_PATHS) as [keyof typeof HOST_PATHS, string][])
    .filter(([id]) => id !== 'landing')
    .map(([id, path]) => ({ id: id as RouteId, path, query: HOST_QUERY[id as HostRouteId] ?? [] })),
].map((route) => ({ ...route, segments: route.path.split('/').filter(Boolean) }));

export interface MatchedRoute {
  id: RouteId;
  /** Its `:params`, decoded. */
  params: Record<string, string>;
  /** The query parameters it reads. */
  query: readonly string[];
}

/**
 * Characters no page address holds once decoded: control characters (NUL included), and the line and paragraph
 * separators (react-router's catch-all route does not even match them).
 */
// eslint-disable-next-line no-control-regex -- finding them is the point
const NOT_IN_ADDRESS = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/;

/** The segments of a path, decoded; null when one cannot be decoded, holds what no address holds, or is empty. */
function decodedSegments(pathname: string): string[] | null {
  if (!pathname.startsWith('/')) return null;
  // A trailing slash is the same page (the router ignores it); an empty segment elsewhere (`//x`) names none.
  const raw = pathname.replace(/\/+$/, '').split('/').slice(1);
  const segments: string[] = [];
  for (const segment of raw) {
    if (segment === '') return null;
    let decoded: string;
    try {
      decoded = decodeURIComponent(segment);
    } catch {
      return null;
    }
    if (NOT_IN_ADDRESS.test(decoded)) return null;
    segments.push(decoded);
  }
  return segments;
}

/**
 * The route of the table `pathname` (as sent, percent-encoded) names, as the router matches it (letter case aside, a
 * trailing slash aside); null for an address no route has: one that cannot be decoded, with an empty segment or a
 * control character or line separator in it, or with a parameter that is blank (`/company-details/%20/%E2%80%A8`).
 */
export function matchRoute(pathname: string): MatchedRoute | null {
  const segments = decodedSegments(pathname);
  if (!segments) return null;
  for (const route of MATCHABLE) {
    if (route.segments.length !== segments.length) continue;
    const params: Record<string, string> = {};
    const matches = route.segments.every((part, i) => {
      const segment = segments[i]!;
      if (!part.startsWith(':')) return part.toLowerCase() === segment.toLowerCase();
      params[part.slice(1)] = segment;
      // A value of nothing but spaces is no value (String.prototype.trim takes every Unicode space).
      return segment.trim() !== '';
    });
    if (matches) return { id: route.id, params, query: route.query };
  }
  return null;
}

/** The query parameter that picks the page's language, which every page reads. */
const LANGUAGE_PARAM = 'lang';

/** The parameters of `given` `route` reads (and `lang`), in their order. */
function readParams(route: MatchedRoute | null, given: URLSearchParams): [string, string][] {
  const names = new Set([...(route?.query ?? []), LANGUAGE_PARAM]);
  return [...given].filter(([name]) => names.has(name));
}

/**
 * `search` with only the parameters `route` reads (and `lang`, less `drop`), sorted by name (the values of one name
 * keep their order), as `?…` or ''. Two addresses that differ only in what the page never reads
 * (`?utm_source=x&cb=123`) are then one page: one entry of the render cache, one canonical URL.
 */
export function keptQuery(route: MatchedRoute | null, search: string, drop: readonly string[] = []): string {
  const kept = readParams(route, new URLSearchParams(search))
    .filter(([name]) => !drop.includes(name))
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  // Commas need no escaping in a query (`?ids=1,2,3`), as pathTo writes it.
  const query = new URLSearchParams(kept).toString().replace(/%2C/gi, ',');
  return query ? `?${query}` : '';
}

/**
 * The parameters of `search` the page at `pathname` reads (and `lang`), in their order: what the server rendered the
 * page with (the host renders an address with keptQuery), so what the page writes from its query (a form's hidden
 * fields) is the same in the browser. Every one where no route of the table matches.
 */
export function pageQueryParams(pathname: string, search: string): [string, string][] {
  const route = matchRoute(pathname);
  const given = new URLSearchParams(search);
  return route ? readParams(route, given) : [...given];
}
