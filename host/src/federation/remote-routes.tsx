// The browser's remote routes: each route id resolves its module through the federation runtime (route.lazy), and a
// remote that cannot load shows "This part of Cargora is unavailable" inside the layout, with Retry.
import { useEffect, type ComponentType } from 'react';
import { isRouteErrorResponse, useRevalidator, useRouteError, type LoaderFunctionArgs, type RouteObject } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { RemoteName, RemoteRouteEntry } from '@cargora/shared/contracts';
import { reportRemoteLoad, type RouteModule, type RouteModuleHandle } from '@cargora/shared/runtime';
import { Button, Card, PageBody, RouteErrorState, Text } from '@cargora/shared/ui';
import { loadRemoteRoutes, loadedVersion, resetRemote } from './remote-registry';

/** The route module of one route id, through the remote's exposed `./routes`. */
export async function loadRouteModule(route: RemoteRouteEntry): Promise<RouteModule> {
  const modules = await loadRemoteRoutes(route.remote);
  const load = (modules as Record<string, (() => Promise<RouteModule>) | undefined>)[route.id];
  if (!load) throw new Error(`The ${route.remote} remote has no route "${route.id}"`);
  return load();
}

function RemoteUnavailable({ remote, onRetry }: { remote: RemoteName; onRetry: () => void }) {
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
            onRetry();
            resetRemote(remote);
            void revalidator.revalidate();
          }}
        >
          {t('remote.retry')}
        </Button>
      </Card>
    </PageBody>
  );
}

/** A failure that is not a route's declared status (a page that threw while rendering) is reported, once. */
function useReportRenderFailure(remote: RemoteName, error: unknown) {
  useEffect(() => {
    if (error instanceof Error && !isRouteErrorResponse(error)) {
      reportRemoteLoad({ remote, version: loadedVersion(remote), outcome: 'error', message: `render: ${error.message}` });
    }
  }, [remote, error]);
}

/** For tests and tools: the page's route id on <html data-page> once it has rendered (or hydrated) in the browser. */
function shown(id: string, Page: ComponentType): ComponentType {
  function ShownPage() {
    useEffect(() => {
      document.documentElement.dataset.page = id;
    }, []);
    return <Page />;
  }
  return ShownPage;
}

/** The route a module gives, its boundary reporting render failures. */
function moduleRoute(route: RemoteRouteEntry, mod: RouteModule) {
  const Boundary = mod.ErrorBoundary ?? RouteErrorState;
  function ErrorBoundary() {
    useReportRenderFailure(route.remote, useRouteError());
    return <Boundary />;
  }
  return { loader: mod.loader, shouldRevalidate: mod.shouldRevalidate, Component: shown(route.id, mod.Component), ErrorBoundary, handle: mod.handle };
}

const RemoteFailed = Symbol('remote failed');

/**
 * A route whose remote did not load: every run of its loader (Retry revalidates) tries again; once the module is
 * there, the route renders it. React Router keeps a lazy route's result for good, so this route stands in for it.
 */
function retryingRoute(route: RemoteRouteEntry, firstFailure: unknown) {
  let mod: RouteModule | null = null;
  // The last failed load. Until the visitor asks to retry, it is the answer: the load was just tried (with its own
  // retries and time-out), and the page's first run of the loader must not wait for all of them again.
  let failure: unknown = firstFailure;
  let retryAsked = false;
  const failed = (error: unknown) => Object.assign(error instanceof Error ? error : new Error(String(error)), { [RemoteFailed]: true });
  const loader = async (args: LoaderFunctionArgs) => {
    if (!mod) {
      if (!retryAsked) throw failed(failure);
      try {
        mod = await loadRouteModule(route);
      } catch (error) {
        failure = error;
        throw failed(error);
      }
    }
    return mod.loader ? mod.loader(args) : null;
  };
  // Rendered without its module only on a page the server rendered (its data came with the page, so the loader did
  // not run): the boundary says the remote is unavailable.
  const Component = shown(route.id, function LoadedPage() {
    if (!mod) throw failed(failure);
    const Page = mod.Component;
    return <Page />;
  });
  function ErrorBoundary() {
    const error = useRouteError();
    useReportRenderFailure(route.remote, mod ? error : null);
    if (!mod || (error as { [RemoteFailed]?: boolean } | null)?.[RemoteFailed]) {
      return (
        <RemoteUnavailable
          remote={route.remote}
          onRetry={() => {
            retryAsked = true;
          }}
        />
      );
    }
    const Boundary = mod.ErrorBoundary ?? RouteErrorState;
    return <Boundary />;
  }
  const handle: RouteModuleHandle = { meta: (args) => mod?.handle?.meta?.(args) ?? {} };
  return { loader, Component, ErrorBoundary, handle };
}

/** A remote route id as the browser's router has it. */
export function browserRemoteRoute(route: RemoteRouteEntry): RouteObject {
  return {
    id: route.id,
    path: route.path,
    lazy: () => loadRouteModule(route).then((mod) => moduleRoute(route, mod), (error: unknown) => retryingRoute(route, error)),
  };
}
