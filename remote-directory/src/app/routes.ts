// The directory team's route modules, one per route id the site's table (shared/src/routes.ts) gives the directory:
// the host's data router resolves each through the federation (`./routes`), the standalone shell directly.
import { registerNamespace, type RemoteRouteModules } from '@cargora/shared/runtime';

// The directory's texts are served by the origin its code comes from.
registerNamespace('directory', __webpack_public_path__);

export default {
  worldwideDirectory: () => import('./routes/worldwide-directory-page'),
  countryDirectory: () => import('./routes/country-directory-page'),
  companyDetails: () => import('./routes/company-details-page'),
  storefront: () => import('./routes/storefront-page'),
  newlyRegisteredAgents: () => import('./routes/newly-registered-agents-page'),
  domesticAgents: () => import('./routes/domestic-agents-page'),
  internationalAgents: () => import('./routes/international-agents-page'),
} satisfies RemoteRouteModules<'directory'>;
