import { useLoaderData, type LoaderFunctionArgs } from '@cargora/shared/router';
import type { RouteModuleHandle } from '@cargora/shared/runtime';
import { RouteErrorState } from '@cargora/shared/ui';
import { laneMeta, loadLane } from '../../features/lanes/api/lane';
import { LaneView } from '../../features/lanes/components/lane-view';

/** A lane (`/lanes/:origin/:destination`): its services, ranges, agents and price index, read on the server. */
export const loader = (args: LoaderFunctionArgs) => loadLane(args);

type Data = Awaited<ReturnType<typeof loader>>;

export const handle = { meta: laneMeta } satisfies RouteModuleHandle<Data>;

export function Component() {
  return <LaneView lane={useLoaderData<typeof loader>()} />;
}

export const ErrorBoundary = () => <RouteErrorState />;
