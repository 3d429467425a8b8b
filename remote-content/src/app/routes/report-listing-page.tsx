// /report-listing?service=42 (or ?agent=<storefront id>, ?review=17): "Report this listing", the notice and action a
// marketplace owes (EU Digital Services Act, art. 16): why, what is wrong, an optional e-mail; answered with a
// reference. A form, not content: never in search results. Without JavaScript the form posts here and the action sends
// it (403 when the anti-forgery token does not match, 400 with the fields' errors, the API's refusal otherwise).
import { data, useActionData, useLoaderData, type ActionFunctionArgs, type LoaderFunctionArgs } from '@cargora/shared/router';
import { useTranslation } from '@cargora/shared/translation';
import type { ListingReportReceipt } from '@cargora/shared/contracts';
import { validateListingReport, type ListingReportValues } from '@cargora/shared/rules';
import { apiPost, formText, formTokenValid, type RouteModuleHandle } from '@cargora/shared/runtime';
import { BidiText, EmptyState, FactList, Link, PageBody, PageTitle, RouteErrorState, Text } from '@cargora/shared/ui';
import { ReportForm } from '../../features/reports/report-form';
import { loadReportTarget, targetOfSearch, type ReportAnswer, type ReportTargetView } from '../../features/reports/report-target';

export const loader = ({ request }: LoaderFunctionArgs): Promise<ReportTargetView> => loadReportTarget(request);

export async function action({ request }: ActionFunctionArgs) {
  const target = targetOfSearch(new URL(request.url).searchParams);
  const form = await request.formData();
  const values: ListingReportValues = { reason: formText(form, 'reason'), description: formText(form, 'description'), email: formText(form, 'email') };
  const answer = (status: number, rest: Omit<ReportAnswer, 'values'>) => data<ReportAnswer>({ values, ...rest }, { status });
  if (!target) return answer(400, { errors: {}, problem: { kind: 'failed', message: '' } });
  // In the browser the router runs this action for the page's own script; a post from elsewhere reaches the server,
  // which checks the form's anti-forgery token.
  if (typeof document === 'undefined' && !formTokenValid(request)) return answer(403, { errors: {}, problem: { kind: 'expired' } });
  const errors = validateListingReport(values);
  if (Object.keys(errors).length > 0) return answer(400, { errors, problem: null });
  const sent = await apiPost<ListingReportReceipt>(request, '/misc/listing-reports', {
    targetType: target.type,
    targetId: target.id,
    reason: values.reason,
    description: values.description.trim(),
    ...(values.email.trim() ? { email: values.email.trim() } : {}),
  });
  if (sent.ok) return { values, errors: {}, problem: null, receipt: sent.data } satisfies ReportAnswer;
  return answer(sent.status !== null && sent.status < 500 ? sent.status : 503, { errors: {}, problem: { kind: 'failed', message: sent.message } });
}

function Receipt({ receipt, back }: { receipt: ListingReportReceipt; back: string | null }) {
  const { t, i18n } = useTranslation('content');
  const received = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'long', timeStyle: 'short' }).format(new Date(receipt.receivedAt));
  return (
    <section role="region" aria-labelledby="report-received" style={{ maxWidth: 640 }}>
      <h2 id="report-received">{t('report.receivedTitle')}</h2>
      <Text>{t('report.receivedBody')}</Text>
      <FactList style={{ marginBlock: 16 }}>
        <dt>{t('report.reference')}</dt>
        <dd>
          <strong dir="ltr">{receipt.reference}</strong>
        </dd>
        <dt>{t('report.reason')}</dt>
        <dd>{t(`report.reasons.${receipt.reason}`)}</dd>
        <dt>{t('report.receivedAt')}</dt>
        <dd>{received}</dd>
      </FactList>
      {back && <Link to={back}>{t('report.back')}</Link>}
    </section>
  );
}

export function Component() {
  const { t } = useTranslation('content');
  const target = useLoaderData<typeof loader>();
  const answer = useActionData<ReportAnswer>();
  return (
    <PageBody>
      <PageTitle>{t(`report.title.${target.type}`)}</PageTitle>
      {target.name && (
        <Text style={{ fontWeight: 600 }}>
          <BidiText>{target.name}</BidiText>
        </Text>
      )}
      <Text $muted style={{ marginBlock: '8px 24px', maxWidth: 640 }}>
        {t('report.lead')}
      </Text>
      {answer?.receipt ? <Receipt receipt={answer.receipt} back={target.back} /> : <ReportForm answer={answer} />}
      {!answer?.receipt && target.back && (
        <Text style={{ marginTop: 16 }}>
          <Link to={target.back}>{t('report.back')}</Link>
        </Text>
      )}
    </PageBody>
  );
}

/** No target (or an unknown one): the page says how a listing is reported, under its own heading. */
function NothingToReport() {
  const { t } = useTranslation('content');
  return (
    <>
      <PageTitle>{t('report.title.service')}</PageTitle>
      <EmptyState title={t('report.nothingTitle')} hint={t('report.nothingHint')} />
    </>
  );
}

export const ErrorBoundary = () => <RouteErrorState notFound={<NothingToReport />} />;

export const handle = {
  meta: ({ data, t }) => ({
    title: data ? t(`report.title.${data.type}`) : t('report.nothingTitle'),
    description: t('report.metaDescription'),
    noindex: true,
  }),
} satisfies RouteModuleHandle<ReportTargetView>;
