import { createRemoteApp } from '@cargora/shared/ui';

export default createRemoteApp(
  'directory',
  {
    worldwideDirectory: () => import('./routes/worldwide-directory-page'),
    countryDirectory: () => import('./routes/country-directory-page'),
    companyDetails: () => import('./routes/company-details-page'),
    storefront: () => import('./routes/storefront-page'),
    newlyRegisteredAgents: () => import('./routes/newly-registered-agents-page'),
    domesticAgents: () => import('./routes/domestic-agents-page'),
    internationalAgents: () => import('./routes/international-agents-page'),
  },
  { publicPath: __webpack_public_path__ },
);
