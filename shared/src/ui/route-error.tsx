// What a route shows when its loader threw: a page that does not exist (404, or 400 for a malformed address), a page
// that has closed (410), the API out of reach (503, with Retry), or an unexpected failure. The server answers with
// the same status (the static handler's), so the HTML and the status agree.
import type { ReactNode } from 'react';
import { isRouteErrorResponse, useLocation, useNavigate, useRouteError } from '@cargora/shared/router';
import { useTranslation } from '@cargora/shared/translation';
import type { RouteErrorBody } from '@cargora/shared/runtime';
import { PageBody } from './primitives';
import { EmptyState, ErrorState } from './states';

/** The status of what a loader threw: a route error response's, else null (a bug: rendered as an unexpected error). */
export function routeErrorStatus(error: unknown): number | null {
  return isRouteErrorResponse(error) ? error.status : null;
}

export interface RouteErrorStateProps {
  /** Shown for 404 and 400 (defaults to a generic "page not found"). */
  notFound?: ReactNode;
  /** Shown for 410 (defaults to a generic "no longer available"). */
  gone?: ReactNode;
  /** The sentence for a failure to load (503 and the rest), instead of the API's own description. */
  failure?: string;
}

/** A route module's ErrorBoundary: `export const ErrorBoundary = () => <RouteErrorState notFound={<AgentNotFound />} />`. */
export function RouteErrorState({ notFound, gone, failure }: RouteErrorStateProps) {
  const error = useRouteError();
  const navigate = useNavigate();
  const location = useLocation();
  const { t } = useTranslation('common');
  // The same address again: its loaders run again and the error boundary starts afresh (a page without a loader that
  // threw while rendering renders again too; revalidating alone would leave its error in place).
  const retry = () => void navigate(`${location.pathname}${location.search}${location.hash}`, { replace: true, preventScrollReset: true });
  const status = routeErrorStatus(error);
  if (status === 404 || status === 400)
    return <PageBody>{notFound ?? <EmptyState title={t('pageNotFoundTitle')} hint={t('pageNotFound')} />}</PageBody>;
  if (status === 410) return <PageBody>{gone ?? <EmptyState title={t('pageGoneTitle')} hint={t('pageGone')} />}</PageBody>;
  const message = isRouteErrorResponse(error) ? (error.data as Partial<RouteErrorBody> | undefined)?.message : undefined;
  return (
    <PageBody>
      <ErrorState message={status === null ? t('renderError') : failure || message} onRetry={retry} />
    </PageBody>
  );
}
