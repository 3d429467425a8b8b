// /apply-jobs?careerId=…: the application form for an open job. No careerId → "choose a job" (200); a malformed one
// → 400 and an unknown one → 404 (the same "choose a job"); a closed job → 410; the API out of reach → 503.
// A form, not content: never in search results (robots.txt keeps crawlers away too).
import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import styled from 'styled-components';
import { pathTo, type Career } from '@cargora/shared/contracts';
import { useTranslation } from 'react-i18next';
import {
  apiGet,
  parseId,
  routeError,
  isolate,
  colors,
  type RouteModuleHandle,
} from '@cargora/shared/runtime';
import {
  Link,
  PageBody,
  PageTitle,
  RouteErrorState,
  Text,
  BidiText,
  routeErrorStatus,
} from '@cargora/shared/ui';
import { ApplicationForm } from '../../features/job-application/components/application-form';
import { BackToCareers } from '../../components/back-to-careers';
import { JobClosed } from '../../components/job-closed';
import { useEmploymentType } from '../../hooks/employment-type';

const Lead = styled(Text)`
  margin-block-end: 24px;
  a {
    color: ${colors.primaryDark};
    font-weight: 600;
  }
`;

export async function loader({ request }: LoaderFunctionArgs): Promise<{ job: Career | null }> {
  const asked = new URL(request.url).searchParams.get('careerId');
  if (!asked) return { job: null };
  const careerId = parseId(asked);
  if (careerId === null) throw routeError(400);
  return { job: await apiGet<Career>(request, `/misc/careers/${careerId}`) };
}

/** No job to apply for: the way to the open positions. */
function ChooseJob() {
  const { t } = useTranslation('careers');
  return (
    <>
      <PageTitle>{t('apply.metaTitleGeneric')}</PageTitle>
      <BackToCareers title={t('apply.chooseTitle')} hint={t('apply.chooseHint')} />
    </>
  );
}

export function Component() {
  const { t } = useTranslation('careers');
  const employmentType = useEmploymentType();
  const { job } = useLoaderData<typeof loader>();
  if (!job)
    return (
      <PageBody>
        <ChooseJob />
      </PageBody>
    );
  return (
    <PageBody>
      <PageTitle>
        <BidiText>{t('apply.title', { title: isolate(job.title) })}</BidiText>
      </PageTitle>
      <Lead $muted>
        <BidiText>
          {t('apply.lead', {
            location: isolate(job.location),
            type: employmentType.label(job.employmentType),
          })}
        </BidiText>{' '}
        <Link to={pathTo('jobDetail', { id: job.id })}>{t('apply.readJob')}</Link>
      </Lead>
      <ApplicationForm careerId={job.id} jobTitle={job.title} />
    </PageBody>
  );
}

export const ErrorBoundary = () => <RouteErrorState notFound={<ChooseJob />} gone={<JobClosed />} />;

export const handle = {
  meta: ({ data, error, t }) => {
    const job = data?.job;
    if (job)
      return {
        title: t('apply.metaTitle', { title: job.title }),
        description: t('apply.metaDescription', { title: job.title }),
        noindex: true,
      };
    if (routeErrorStatus(error) === 410)
      return { title: t('closed.title'), description: t('closed.metaDescription'), noindex: true };
    return {
      title: t('apply.metaTitleGeneric'),
      description: t('apply.metaDescriptionGeneric'),
      noindex: true,
    };
  },
} satisfies RouteModuleHandle<{ job: Career | null }>;
