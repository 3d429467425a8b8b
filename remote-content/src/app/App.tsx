import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { LoadingGrid, registerNamespace, type RemoteAppProps } from '@cargora/shared';

// Translations ship with this build, wherever it is published.
registerNamespace('content', __webpack_public_path__);

const pages: Record<string, LazyExoticComponent<ComponentType>> = {
  blogIndex: lazy(() => import('./routes/blog-index-page')),
  blogPost: lazy(() => import('./routes/blog-post-page')),
  helpCenter: lazy(() => import('./routes/help-center-page')),
  helpSub: lazy(() => import('./routes/help-sub-page')),
  helpArticle: lazy(() => import('./routes/help-article-page')),
  policiesRules: lazy(() => import('./routes/policies-rules-page')),
  legalNotice: lazy(() => import('./routes/legal-notice-page')),
  serviceListingPolicy: lazy(() => import('./routes/service-listing-policy-page')),
  privacyPolicy: lazy(() => import('./routes/privacy-policy-page')),
  termsOfUse: lazy(() => import('./routes/terms-of-use-page')),
  aboutUs: lazy(() => import('./routes/about-us-page')),
  securedPayments: lazy(() => import('./routes/secured-payments-page')),
  agentCategories: lazy(() => import('./routes/agent-categories-page')),
  customersType: lazy(() => import('./routes/customers-type-page')),
  digitalWallet: lazy(() => import('./routes/digital-wallet-page')),
  subscription: lazy(() => import('./routes/subscription-page')),
  howItWorks: lazy(() => import('./routes/how-it-works-page')),
};

export default function ContentApp({ routeId }: RemoteAppProps) {
  const Page = pages[routeId];
  if (!Page) throw new Error(`The content remote does not render route "${routeId}"`);
  return (
    <Suspense fallback={<LoadingGrid />}>
      <Page />
    </Suspense>
  );
}
