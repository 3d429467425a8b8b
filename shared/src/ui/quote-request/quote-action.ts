// The quote request posted without JavaScript: the action of the pages that hold the form (a service's page, an
// agent's storefront). The same rules as the form's and the API's; the answer is the stored request (the page shows
// its confirmation) or the form again, every field kept, with the errors beside the fields.
import { data, type ActionFunctionArgs } from 'react-router';
import { loadToParams, parseLoad, type QuoteRequest, type QuoteRequestErrors, type QuoteRequestValues } from '@cargora/shared/contracts';
import { apiPost, formSubmissionKey, formText, formTokenValid, IDEMPOTENCY_HEADER, pageLanguage } from '@cargora/shared/runtime';
import { QUOTE_REQUEST_FIELDS, cleanQuoteRequest, localIsoDate, validateQuoteRequest } from '../../contracts/rules';
import { QUOTE_REQUESTS_ENDPOINT, type QuoteTargetRef } from './endpoints';
import { quoteFailureOf, type QuoteSubmitFailure } from './quote-failure';
import { QUOTE_LOAD_PREFIX } from './quote-load';
import { quoteBody } from './submit-quote-request';

/** What the page's action answers; the form and the panel read it with useActionData(). */
export interface QuoteAnswer {
  values: QuoteRequestValues;
  errors: QuoteRequestErrors;
  problem: QuoteSubmitFailure | null;
  /** The stored request, when it was sent. */
  request?: QuoteRequest;
}

/** The hidden fields naming whom the request goes to (a service, or an agent from the storefront). */
export const QUOTE_TARGET_FIELDS = ['serviceId', 'agentId'] as const;

function targetOf(form: FormData): QuoteTargetRef | null {
  for (const field of QUOTE_TARGET_FIELDS) {
    const id = Number(formText(form, field));
    if (Number.isInteger(id) && id > 0) return field === 'serviceId' ? { serviceId: id } : { agentId: id };
  }
  return null;
}

/** The load the form carried (its hidden `load.<param>` fields), as the contract reads it; null without a valid one. */
function loadOf(form: FormData): Record<string, string> | null {
  const params = new URLSearchParams();
  for (const [name, value] of form) {
    if (typeof value === 'string' && name.startsWith(QUOTE_LOAD_PREFIX)) params.set(name.slice(QUOTE_LOAD_PREFIX.length), value);
  }
  const parsed = parseLoad(params);
  return 'load' in parsed && parsed.load ? loadToParams(parsed.load) : null;
}

export async function quoteRequestAction({ request }: ActionFunctionArgs) {
  const form = await request.formData();
  const values = Object.fromEntries(QUOTE_REQUEST_FIELDS.map((field) => [field, formText(form, field)])) as unknown as QuoteRequestValues;
  const answer = (status: number, rest: Omit<QuoteAnswer, 'values'>) => data<QuoteAnswer>({ values, ...rest }, { status });
  const target = targetOf(form);
  if (!target) return answer(400, { errors: {}, problem: { kind: 'notFound' } });
  if (!formTokenValid(request)) return answer(403, { errors: {}, problem: { kind: 'expired' } });
  const errors = validateQuoteRequest(values, { today: localIsoDate() });
  if (Object.keys(errors).length > 0) return answer(400, { errors, problem: null });
  const body = quoteBody(target, cleanQuoteRequest(values), loadOf(form));
  const sent = await apiPost<QuoteRequest>(request, `${QUOTE_REQUESTS_ENDPOINT}?lang=${pageLanguage(request)}`, body, {
    [IDEMPOTENCY_HEADER]: await formSubmissionKey(body),
  });
  if (sent.ok) return { values, errors: {}, problem: null, request: sent.data } satisfies QuoteAnswer;
  const problem = quoteFailureOf(sent.status, sent.message);
  return answer(sent.status !== null && sent.status < 500 ? sent.status : 503, {
    errors: problem.kind === 'field' ? { [problem.field]: 'invalid' } : {},
    problem,
  });
}
