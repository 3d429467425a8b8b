// The route table of the whole site: which package renders which path. The host builds its
// router from it; each remote renders the route ids it owns.
import { PRODUCT } from './constants';
import { REMOTE_NAMES, type RemoteName } from './contracts/enums';

export { REMOTE_NAMES, type RemoteName };

export interface RemoteRoute {
  id: string;
  path: string;
  remote: RemoteName;
}

const r = <R extends RemoteName, Id extends string, P extends string>(remote: R, id: Id, path: P) => ({ id, path, remote });

export const REMOTE_ROUTES = [
  r('catalog', 'landing', '/landing-page'),
  r('catalog', 'allServices', '/allServices'),
  r('catalog', 'category', '/categories/:category'),
  r('catalog', 'compare', '/compare-services'),
  r('catalog', 'withProtection', `/with-${PRODUCT}-protection/:id`),
  r('catalog', 'withoutProtection', `/without-${PRODUCT}-protection/:id`),
  r('catalog', 'similarService', '/similar-services-details/:id'),
  r('catalog', 'newlyAdded', '/newly-added-servicepage'),
  r('catalog', 'internationalRoutes', '/international-routes-page'),
  r('catalog', 'domesticRoutes', '/domestic-routes-page'),

  r('directory', 'worldwideDirectory', '/worldwide-directory'),
  r('directory', 'countryDirectory', '/country-directory-page/:countryName'),
  r('directory', 'companyDetails', '/company-details/:countryName/:stateName'),
  r('directory', 'storefront', '/storefront/:userId'),
  r('directory', 'newlyRegisteredAgents', '/newly-registered-agents'),
  r('directory', 'domesticAgents', '/domestic-agents-page'),
  r('directory', 'internationalAgents', '/international-agents-page'),

  r('content', 'blogIndex', `/${PRODUCT}reads`),
  r('content', 'blogPost', '/popularblogs/:id'),
  r('content', 'helpCenter', '/help-center'),
  r('content', 'helpSub', '/help-center/sub-help'),
  r('content', 'helpArticle', '/help-center/sub-help/:id'),
  r('content', 'policiesRules', '/policies-rules-page'),
  r('content', 'legalNotice', '/legal-notice-page'),
  r('content', 'serviceListingPolicy', '/service-listing-policy-page'),
  r('content', 'privacyPolicy', '/privacy-policy-page'),
  r('content', 'termsOfUse', '/terms-of-use-page'),
  r('content', 'aboutUs', '/aboutus'),
  r('content', 'securedPayments', '/securedpayments'),
  r('content', 'agentCategories', '/agentcategories'),
  r('content', 'customersType', '/customerstype'),
  r('content', 'digitalWallet', `/${PRODUCT}-digital-wallet-page`),
  r('content', 'subscription', '/subscription-page'),
  r('content', 'howItWorks', '/how-it-works'),

  r('careers', 'career', '/career'),
  r('careers', 'jobsDetails', '/jobs-details/'),
  r('careers', 'jobDetail', '/jobs-details/:id'),
  r('careers', 'applyJobs', '/apply-jobs'),
] as const satisfies readonly RemoteRoute[];

type RemoteRouteEntry = (typeof REMOTE_ROUTES)[number];
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

/** Props the host passes to a remote's exposed App (the host knows route ids only as strings). */
export interface RemoteAppProps {
  routeId: string;
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

/** React Router 6 with the behaviour of version 7 switched on (and so without its start-up warnings). */
export const ROUTER_FUTURE = {
  v7_relativeSplatPath: true,
  v7_fetcherPersist: true,
  v7_normalizeFormMethod: true,
  v7_partialHydration: true,
  v7_skipActionErrorRevalidation: true,
} as const;
export const ROUTER_PROVIDER_FUTURE = { v7_startTransition: true } as const;
