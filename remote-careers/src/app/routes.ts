// The careers remote's exposed `./routes`: its route ids (shared/src/routes.ts) mapped to their route modules, each
// loaded on its own when the host's data router first needs it.
import { registerNamespace, type RemoteRouteModules } from '@cargora/shared/runtime';

// The careers texts come from this remote's own origin, wherever the host found it.
registerNamespace('careers', __webpack_public_path__);

export default {
  career: () => import('./routes/career-page'),
  jobsDetails: () => import('./routes/jobs-details-page'),
  jobDetail: () => import('./routes/job-detail-page'),
  applyJobs: () => import('./routes/apply-jobs-page'),
} satisfies RemoteRouteModules<'careers'>;
