// /jobs-details/ without an id: rather than an error, help the visitor pick a job from the open positions.
import { useLoaderData } from '@cargora/shared/router';
import { useTranslation } from '@cargora/shared/translation';
import type { RouteModuleHandle } from '@cargora/shared/runtime';
import { PageBody, PageTitle, RouteErrorState, Text } from '@cargora/shared/ui';
import { JobList } from '../../features/jobs/components/job-list';
import {
  loadOpenPositions,
  onlyListChanged,
  openPositionsMeta,
  type OpenPositions,
} from '../../features/jobs/open-positions';

export const loader = loadOpenPositions;
export const shouldRevalidate = onlyListChanged;

export function Component() {
  const { t } = useTranslation('careers');
  const { jobs } = useLoaderData<typeof loader>();
  return (
    <PageBody>
      <PageTitle>{t('chooseJob.title')}</PageTitle>
      <Text $variant="fm-p1" $muted style={{ marginBlockEnd: 24 }}>
        {t('chooseJob.lead')}
      </Text>
      <JobList jobs={jobs} />
    </PageBody>
  );
}

export const ErrorBoundary = () => <RouteErrorState />;

export const handle = {
  meta: (args) =>
    openPositionsMeta(args, {
      title: args.t('chooseJob.metaTitle'),
      description: args.t('chooseJob.metaDescription'),
      describe: (count, departments) => args.t('seo.chooseJob', { count, departments }),
    }),
} satisfies RouteModuleHandle<OpenPositions>;
