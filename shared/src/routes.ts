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

const r = (remote: RemoteName, id: string, path: string): RemoteRoute => ({ id, path, remote });

export const REMOTE_ROUTES: readonly RemoteRoute[] = [
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
];

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

/** Props the host passes to a remote's exposed App. */
export interface RemoteAppProps {
  routeId: string;
}

export const CATEGORY_PATH = (key: string) => `/categories/${key}`;
export const SERVICE_PATH = (id: number, protection = true) =>
  protection ? `/with-${PRODUCT}-protection/${id}` : `/without-${PRODUCT}-protection/${id}`;
export const STOREFRONT_PATH = (userId: string) => `/storefront/${encodeURIComponent(userId)}`;

/** React Router 6 with the behaviour of version 7 switched on (and so without its start-up warnings). */
export const ROUTER_FUTURE = {
  v7_relativeSplatPath: true,
  v7_fetcherPersist: true,
  v7_normalizeFormMethod: true,
  v7_partialHydration: true,
  v7_skipActionErrorRevalidation: true,
} as const;
export const ROUTER_PROVIDER_FUTURE = { v7_startTransition: true } as const;
