// The quote request posted without JavaScript: the action of the pages that hold the form (a service's page, an
// agent's storefront). The same rules as the form's and the API's; the answer is the stored request (the page shows
// its confirmation) or the form again, every field kept, with the errors beside the fields.
import { data, type ActionFunctionArgs } from '@cargora/shared/router';
import { parseLoad, type LoadParam, type QuoteGroup, type QuoteRequest, type QuoteRequestErrors, type QuoteRequestValues } from '@cargora/shared/contracts';
import { apiPost, formSubmissionKey, formText, formTokenValid, IDEMPOTENCY_HEADER, pageLanguage } from '@cargora/shared/runtime';
import {
  QUOTE_FIELD_OF_LOAD_PARAM, QUOTE_REQUEST_FIELDS, cleanQuoteRequest, localIsoDate, quoteLoadParams, validateQuoteRequest,
} from '../../contracts/rules';
import { QUOTE_GROUPS_ENDPOINT, QUOTE_REQUESTS_ENDPOINT, type QuoteTargetRef } from './endpoints';
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
  /** The stored requests and their group's reference, when it was sent to several agents (`agentIds`). */
  group?: QuoteGroup;
}

/** The hidden fields naming whom the request goes to (a service, or an agent from the storefront). */
export const QUOTE_TARGET_FIELDS = ['serviceId', 'agentId'] as const;

/** Several agents at once: the group page's ticked `agentIds` boxes (quote-requests/group on the API). */
type GroupTarget = { agentIds: number[] };

function targetOf(form: FormData): QuoteTargetRef | GroupTarget | null {
  const agentIds = form.getAll('agentIds').map(Number).filter((id) => Number.isInteger(id) && id > 0);
  if (agentIds.length > 0) return { agentIds };
  for (const field of QUOTE_TARGET_FIELDS) {
    const id = Number(formText(form, field));
    if (Number.isInteger(id) && id > 0) return field === 'serviceId' ? { serviceId: id } : { agentId: id };
  }
  return null;
}

/** What of the priced load the form carried as it was (its hidden `load.<param>` fields). */
function carriedOf(form: FormData): Record<string, string> {
  const params: Record<string, string> = {};
  for (const [name, value] of form) {
    if (typeof value === 'string' && name.startsWith(QUOTE_LOAD_PREFIX)) params[name.slice(QUOTE_LOAD_PREFIX.length)] = value;
  }
  return params;
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
  // The load the fields name over what was carried, checked by the load's own rule (a field's error beside it).
  const load = quoteLoadParams(values, carriedOf(form));
  const parsed = parseLoad(load ?? {});
  if ('errors' in parsed) {
    const field = QUOTE_FIELD_OF_LOAD_PARAM[Object.keys(parsed.errors)[0] as LoadParam];
    return answer(400, field ? { errors: { [field]: 'invalid' }, problem: null } : { errors: {}, problem: { kind: 'invalid' } });
  }
  const body = quoteBody(target, cleanQuoteRequest(values), load);
  const grouped = 'agentIds' in target;
  const endpoint = grouped ? QUOTE_GROUPS_ENDPOINT : QUOTE_REQUESTS_ENDPOINT;
  const sent = await apiPost<QuoteRequest | QuoteGroup>(request, `${endpoint}?lang=${pageLanguage(request)}`, body, {
    [IDEMPOTENCY_HEADER]: await formSubmissionKey(body),
  });
  if (sent.ok) {
    const stored = grouped ? { group: sent.data as QuoteGroup } : { request: sent.data as QuoteRequest };
    return { values, errors: {}, problem: null, ...stored } satisfies QuoteAnswer;
  }
  const problem = quoteFailureOf(sent.status, sent.message);
  return answer(sent.status !== null && sent.status < 500 ? sent.status : 503, {
    errors: problem.kind === 'field' ? { [problem.field]: 'invalid' } : {},
    problem,
  });
}
