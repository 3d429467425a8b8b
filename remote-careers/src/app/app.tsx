import { createRemoteApp } from '@cargora/shared/ui';

export default createRemoteApp(
  'careers',
  {
    career: () => import('./routes/career-page'),
    jobsDetails: () => import('./routes/jobs-details-page'),
    jobDetail: () => import('./routes/job-detail-page'),
    applyJobs: () => import('./routes/apply-jobs-page'),
  },
  { publicPath: __webpack_public_path__ },
);
