// What a report page is about, read from its address: `?service=42`, `?agent=<storefront id>` or `?review=17`
// (one of them), with what the page shows of it (a service's title, an agent's name) and the way back to it.
import { pathTo, type ListingReportReceipt, type Service, type Storefront } from '@cargora/shared/contracts';
import { REPORT_TARGETS, validReportTargetId, type ListingReportErrors, type ListingReportValues, type ReportTarget } from '@cargora/shared/rules';
import { apiGet, routeError } from '@cargora/shared/runtime';

export interface ReportTargetView {
  type: ReportTarget;
  id: string;
  /** The service's title or the agent's company; null for a review (the page names the agent when the link said). */
  name: string | null;
  /** Where the report was asked from, to go back to. */
  back: string | null;
}

/** The target the address names, or null when it names none or more than one. */
export function targetOfSearch(search: URLSearchParams): { type: ReportTarget; id: string } | null {
  const named = REPORT_TARGETS.filter((type) => search.has(type));
  if (named.length !== 1) return null;
  const type = named[0]!;
  const id = search.get(type)!.trim();
  return validReportTargetId(type, id) ? { type, id } : null;
}

/** The loader's read: no target → 400 (the page says what to do), an unknown service or agent → 404. */
export async function loadReportTarget(request: Request): Promise<ReportTargetView> {
  const search = new URL(request.url).searchParams;
  const target = targetOfSearch(search);
  if (!target) throw routeError(400);
  if (target.type === 'service') {
    const service = await apiGet<Service>(request, `/misc/services/${target.id}`);
    return { ...target, name: service.title, back: pathTo('withProtection', { id: service.id }) };
  }
  if (target.type === 'agent') {
    const storefront = await apiGet<Storefront>(request, `/misc/storefront/${encodeURIComponent(target.id)}`);
    return { ...target, name: storefront.agent.companyName, back: pathTo('storefront', { userId: target.id }) };
  }
  // A review is named by its agent's storefront when the link gave it (`&from=<storefront id>`).
  const from = search.get('from');
  return { ...target, name: null, back: from && validReportTargetId('agent', from) ? pathTo('storefront', { userId: from }) : null };
}

/** What the action answers: the receipt, or the form again with its values and errors (and why it was refused). */
export interface ReportAnswer {
  values: ListingReportValues;
  errors: ListingReportErrors;
  /** 'expired': the anti-forgery token did not match; 'failed': the API refused or was out of reach (its message). */
  problem: { kind: 'expired' } | { kind: 'failed'; message: string } | null;
  receipt?: ListingReportReceipt;
}
