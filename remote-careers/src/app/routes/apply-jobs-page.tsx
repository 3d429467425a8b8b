// /apply-jobs?careerId=…: the application form for an open job. No careerId → "choose a job" (200); a malformed one
// → 400 and an unknown one → 404 (the same "choose a job"); a closed job → 410; the API out of reach → 503.
// A form, not content: never in search results (robots.txt keeps crawlers away too). Without JavaScript the form posts
// here and the action sends it (403 when the anti-forgery token does not match, 400 with the fields' errors, the API's
// refusal otherwise), answering with the receipt or the form again.
import { data, useActionData, useLoaderData, type ActionFunctionArgs, type LoaderFunctionArgs } from '@cargora/shared/router';
import styled from 'styled-components';
import { pathTo, type Career, type JobApplicationReceipt } from '@cargora/shared/contracts';
import { validateJobApplication } from '@cargora/shared/rules';
import { useTranslation } from '@cargora/shared/translation';
import {
  apiGet,
  apiPost,
  formFile,
  formSubmissionKey,
  formText,
  formTokenValid,
  IDEMPOTENCY_HEADER,
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
import { APPLICATION_ENDPOINT, failureOf, type ApplicationAnswer } from '../../features/job-application/api/submit-application';
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

export async function action({ request }: ActionFunctionArgs) {
  const form = await request.formData();
  const careerId = parseId(formText(form, 'careerId') || new URL(request.url).searchParams.get('careerId') || '');
  if (careerId === null) throw routeError(400);
  const values = { name: formText(form, 'name'), email: formText(form, 'email'), phone: formText(form, 'phone'), coverLetter: formText(form, 'coverLetter') };
  const cv = formFile(form, 'cv');
  const answer = (status: number, rest: Omit<ApplicationAnswer, 'values'>) => data<ApplicationAnswer>({ values, ...rest }, { status });
  if (!formTokenValid(request)) return answer(403, { errors: {}, problem: { kind: 'expired' } });
  const errors = validateJobApplication(values, cv);
  if (Object.keys(errors).length > 0) return answer(400, { errors, problem: null });
  const body = new FormData();
  for (const [name, value] of Object.entries(values)) body.append(name, value.trim());
  body.append('cv', cv!, cv!.name);
  // A form sent twice (a reload of the answer, a double click) is one application: the same key for the same content.
  const key = await formSubmissionKey(careerId, ...Object.values(values).map((v) => v.trim()), cv!.name, cv!.size);
  const sent = await apiPost<JobApplicationReceipt>(request, APPLICATION_ENDPOINT(careerId), body, { [IDEMPOTENCY_HEADER]: key });
  if (sent.ok) return { values, errors: {}, problem: null, receipt: sent.data } satisfies ApplicationAnswer;
  const problem = failureOf(sent.status, sent.message);
  return answer(sent.status !== null && sent.status < 500 ? sent.status : 503, {
    errors: problem.kind === 'field' ? { [problem.field]: 'server' as never } : {},
    problem,
  });
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
  const answer = useActionData<ApplicationAnswer>();
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
      <ApplicationForm careerId={job.id} jobTitle={job.title} answer={answer} />
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
