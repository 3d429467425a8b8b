import { useLoaderData, type LoaderFunctionArgs } from '@cargora/shared/router';
import type { RouteModuleHandle } from '@cargora/shared/runtime';
import { RouteErrorState } from '@cargora/shared/ui';
import { quoteRequestAction } from '@cargora/shared/quote-request';
import { groupQuoteMeta, loadGroupQuote } from '../../features/group-quote/api/group-quote';
import { GroupQuoteView } from '../../features/group-quote/components/group-quote-view';

/** One quote request to several agents (`/request-quotes?agents=…`): the agents read on the server, the form posting here. */
export const loader = (args: LoaderFunctionArgs) => loadGroupQuote(args);

/** The form posted without JavaScript: sent to the ticked agents (`agentIds`), answered with the references or the errors. */
export const action = quoteRequestAction;

type Data = Awaited<ReturnType<typeof loader>>;

export const handle = { meta: groupQuoteMeta } satisfies RouteModuleHandle<Data>;

export function Component() {
  return <GroupQuoteView data={useLoaderData<typeof loader>()} />;
}

export const ErrorBoundary = () => <RouteErrorState />;
