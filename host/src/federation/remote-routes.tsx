// The browser's remote routes. Each route id's module (loader, Component, ErrorBoundary, head) comes from its remote's
// exposed `./routes` through the federation runtime. The route itself is the host's and static, not `route.lazy`:
// React Router resolves a lazy route before it renders, so a server-rendered page could not hydrate (not even its
// top bar) until its remote's module had arrived, and a remote that hangs held the whole page for 120 s. Here the
// loader loads the module before it runs the module's loader (navigations), and the Component suspends until the
// module is there (React 19 hydrates the rest of the page meanwhile and keeps the server's HTML of this part). A
// remote that cannot load shows "This part of Cargora is unavailable" inside the layout, with Retry.
import { use, useEffect, type ComponentType } from 'react';
import { data, isRouteErrorResponse, useRevalidator, useRouteError, type ActionFunctionArgs, type LoaderFunctionArgs, type RouteObject, type ShouldRevalidateFunctionArgs } from '@cargora/shared/router';
import { useTranslation } from '@cargora/shared/translation';
import { REMOTE_ROUTES, matchRoute, type RemoteName, type RemoteRouteEntry } from '@cargora/shared/contracts';
import { reportRemoteLoad, type RouteModule, type RouteModuleHandle } from '@cargora/shared/runtime';
import { Button, Card, PageBody, RouteErrorState, Text } from '@cargora/shared/ui';
import { reportBoundaryError } from '../telemetry/page-telemetry';
import { isOverridden, loadRemoteRoutes, loadedVersion, resetRemote } from './remote-registry';

/** The route module of one route id, through the remote's exposed `./routes`. */
export async function loadRouteModule(route: RemoteRouteEntry): Promise<RouteModule> {
  const modules = await loadRemoteRoutes(route.remote);
  const load = (modules as Record<string, (() => Promise<RouteModule>) | undefined>)[route.id];
  if (!load) throw new Error(`The ${route.remote} remote has no route "${route.id}"`);
  return load();
}

const RemoteFailed = Symbol('remote failed');
const isRemoteFailure = (error: unknown) => Boolean((error as { [RemoteFailed]?: boolean } | null)?.[RemoteFailed]);

/** Each route id's module: the load under way (shared by its loader and its Component), then the module itself. */
const loading = new Map<string, Promise<RouteModule>>();
const loaded = new Map<string, RouteModule>();

/**
 * The module of the remote page at `pathname`, for the start-up: the page hydrates with its module in hand, so its
 * part is hydrated with the rest. (A part still waiting for its module when an update reaches it, a store's or the
 * router's, is rendered again in the browser instead: its server HTML replaced.) Resolves when loaded or failed.
 */
export function pageModuleLoaded(pathname: string): Promise<void> {
  const id = matchRoute(pathname)?.id;
  const route = REMOTE_ROUTES.find((r) => r.id === id);
  return route ? moduleOf(route).then(() => undefined, () => undefined) : Promise.resolve();
}

/** Retry: the remote's failed loads are forgotten, so its routes load it again. */
function forgetFailedLoads(remote: RemoteName) {
  for (const route of REMOTE_ROUTES) if (route.remote === remote && !loaded.has(route.id)) loading.delete(route.id);
}

/** The module's load, once: a failed one stays the answer (the page does not wait for it twice) until Retry. */
function moduleOf(route: RemoteRouteEntry): Promise<RouteModule> {
  let load = loading.get(route.id);
  if (!load) {
    load = loadRouteModule(route).then(
      (mod) => {
        loaded.set(route.id, mod);
        return mod;
      },
      (error: unknown) => {
        throw Object.assign(error instanceof Error ? error : new Error(String(error)), { [RemoteFailed]: true });
      },
    );
    loading.set(route.id, load);
  }
  return load;
}

function RemoteUnavailable({ remote }: { remote: RemoteName }) {
  const { t } = useTranslation('host');
  const revalidator = useRevalidator();
  return (
    <PageBody>
      <Card role="alert" data-remote-unavailable={remote} style={{ textAlign: 'center', display: 'grid', gap: 12, justifyItems: 'center', padding: 32 }}>
        <Text as="h1" $variant="fm-h4">
          {t('remote.unavailableTitle')}
        </Text>
        <Text $muted>{t('remote.unavailableBody')}</Text>
        <Button
          onClick={() => {
            resetRemote(remote);
            forgetFailedLoads(remote);
            void revalidator.revalidate();
          }}
        >
          {t('remote.retry')}
        </Button>
      </Card>
    </PageBody>
  );
}

/** Errors already reported (a boundary shown again for the same error, or remounted, reports it once). */
const reportedFailures = new WeakSet<Error>();

/**
 * A failure that is not a route's declared status (a page that threw while rendering) is reported, once: to the
 * remote-load list (its message, for the operator) and as the canary's boundaryError of the remote's version; neither
 * for a version a developer's override named.
 */
function useReportRenderFailure(remote: RemoteName, error: unknown) {
  useEffect(() => {
    if (error instanceof Error && !isRouteErrorResponse(error) && !reportedFailures.has(error)) {
      reportedFailures.add(error);
      if (!isOverridden(remote)) reportRemoteLoad({ remote, version: loadedVersion(remote), outcome: 'error', message: `render: ${error.message}` });
      reportBoundaryError(remote);
    }
  }, [remote, error]);
}

/**
 * The page's route id on <html data-page> once it has rendered (or hydrated) in the browser, as its page or as its
 * error boundary (a status its loader declared: a 404 in place is that route's page too): the page telemetry names the
 * remote the vitals are of from it, and the browser tests wait for it.
 */
function shown(id: string, Page: ComponentType): ComponentType {
  function ShownPage() {
    useEffect(() => {
      document.documentElement.dataset.page = id;
    }, []);
    return <Page />;
  }
  return ShownPage;
}

/** A remote route id as the browser's router has it. */
export function browserRemoteRoute(route: RemoteRouteEntry): RouteObject {
  const loader = async (args: LoaderFunctionArgs) => {
    const mod = await moduleOf(route);
    return mod.loader ? mod.loader(args) : null;
  };
  // A page's own <Form method="post"> runs its module's action here, as the server runs it for a page posted without
  // JavaScript; a route without one answers 405, as React Router does.
  const action = async (args: ActionFunctionArgs) => {
    const mod = await moduleOf(route);
    if (!mod.action) throw data({ message: '' }, { status: 405 });
    return mod.action(args);
  };
  const Component = shown(route.id, function RemotePage() {
    // Suspends until the module is there (on a page the server rendered, its HTML stays meantime).
    const mod = loaded.get(route.id) ?? use(moduleOf(route));
    const Page = mod.Component;
    return <Page />;
  });
  const ErrorBoundary = shown(route.id, function RemoteErrorBoundary() {
    const error = useRouteError();
    const mod = loaded.get(route.id);
    useReportRenderFailure(route.remote, isRemoteFailure(error) ? null : error);
    if (!mod || isRemoteFailure(error)) return <RemoteUnavailable remote={route.remote} />;
    const Boundary = mod.ErrorBoundary ?? RouteErrorState;
    return <Boundary />;
  });
  const shouldRevalidate = (args: ShouldRevalidateFunctionArgs) => loaded.get(route.id)?.shouldRevalidate?.(args) ?? args.defaultShouldRevalidate;
  const handle: RouteModuleHandle = { meta: (args) => loaded.get(route.id)?.handle?.meta?.(args) ?? {} };
  return { id: route.id, path: route.path, loader, action, Component, ErrorBoundary, shouldRevalidate, handle };
}
