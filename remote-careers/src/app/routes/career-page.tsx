// /career: the employer pitch and the open positions, filtered by the URL's department, location and page.
import { useLoaderData } from '@cargora/shared/router';
import { useTranslation } from '@cargora/shared/translation';
import type { RouteModuleHandle } from '@cargora/shared/runtime';
import { PageBody, PageTitle, RouteErrorState, SectionTitle, Text } from '@cargora/shared/ui';
import { WhyCargora } from '../../features/why-cargora/components/why-cargora';
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
      <PageTitle>{t('career.title')}</PageTitle>
      <Text $variant="fm-p1" $muted>
        {t('career.lead')}
      </Text>
      <WhyCargora />
      <section aria-labelledby="open-positions">
        <SectionTitle id="open-positions">{t('career.openPositions')}</SectionTitle>
        <JobList jobs={jobs} />
      </section>
    </PageBody>
  );
}

export const ErrorBoundary = () => <RouteErrorState />;

export const handle = {
  meta: (args) =>
    openPositionsMeta(args, {
      title: args.t('career.metaTitle'),
      description: args.t('career.metaDescription'),
      describe: (count, departments) => args.t('seo.career', { count, departments }),
      // The page has more to say than the list: it stays indexed while no job is open.
      indexedWhenEmpty: true,
    }),
} satisfies RouteModuleHandle<OpenPositions>;
