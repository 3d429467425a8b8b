// The content remote's route modules, one per route id the table (shared/src/routes.ts) gives it: the host's data
// router resolves each through the federation (route.lazy).
import { registerNamespace, type RemoteRouteModules } from '@cargora/shared/runtime';

// This remote's texts are served from its own origin.
registerNamespace('content', __webpack_public_path__);

export default {
  blogIndex: () => import('./routes/blog-index-page'),
  blogPost: () => import('./routes/blog-post-page'),
  helpCenter: () => import('./routes/help-center-page'),
  helpSub: () => import('./routes/help-sub-page'),
  helpArticle: () => import('./routes/help-article-page'),
  policiesRules: () => import('./routes/policies-rules-page'),
  legalNotice: () => import('./routes/legal-notice-page'),
  serviceListingPolicy: () => import('./routes/service-listing-policy-page'),
  verificationPolicy: () => import('./routes/verification-policy-page'),
  privacyPolicy: () => import('./routes/privacy-policy-page'),
  termsOfUse: () => import('./routes/terms-of-use-page'),
  aboutUs: () => import('./routes/about-us-page'),
  securedPayments: () => import('./routes/secured-payments-page'),
  agentCategories: () => import('./routes/agent-categories-page'),
  customersType: () => import('./routes/customers-type-page'),
  digitalWallet: () => import('./routes/digital-wallet-page'),
  subscription: () => import('./routes/subscription-page'),
  howItWorks: () => import('./routes/how-it-works-page'),
  reportListing: () => import('./routes/report-listing-page'),
} satisfies RemoteRouteModules<'content'>;
