// The one shape of a remote's exposed App: its route ids mapped to lazily loaded pages, each page
// inside an error boundary with Retry, the remote's translations registered where it is published.
import {
  lazy,
  Suspense,
  useEffect,
  useReducer,
  type ComponentType,
  type LazyExoticComponent,
  type ReactNode,
} from 'react';
import type { RemoteAppProps, RemoteName, RouteIdOf } from '@cargora/shared/contracts';
import { useTranslation } from 'react-i18next';
import { registerNamespace } from '@cargora/shared/runtime';
import { ErrorBoundary } from '../ui/error-boundary';
import { PageBody } from '../ui/primitives';
import { ErrorState, LoadingGrid } from '../ui/states';

/** A route module: its default export is the page. */
export type PageModule = Promise<{ default: ComponentType }>;

/** Every route id of the remote, and only those, mapped to its route module's import. */
export type RemotePages<R extends RemoteName> = Record<RouteIdOf<R>, () => PageModule>;

export interface RemoteAppOptions<R extends RemoteName> {
  /** Where this build is published (`__webpack_public_path__`): its translations ship with it. */
  publicPath: string;
  /** Remote-wide UI around every page (outside its error boundary), e.g. a floating tray. */
  frame?: ComponentType<{ routeId: RouteIdOf<R>; children: ReactNode }>;
}

/** What a visitor sees when a page throws while rendering: the layout stays, Retry renders it again. */
export function PageError({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('common');
  return (
    <PageBody>
      <ErrorState message={t('renderError')} onRetry={onRetry} />
    </PageBody>
  );
}

function Passthrough({ children }: { children: ReactNode }) {
  return <>{children}</>;
}

/** For tests and tools: the page's route id on <html data-page> once it has rendered (or hydrated) in the browser. */
function PageShown({ routeId }: { routeId: string }) {
  useEffect(() => {
    document.documentElement.dataset.page = routeId;
  }, [routeId]);
  return null;
}

export function createRemoteApp<R extends RemoteName>(
  name: R,
  pages: RemotePages<R>,
  { publicPath, frame: Frame = Passthrough }: RemoteAppOptions<R>,
): ComponentType<RemoteAppProps> {
  registerNamespace(name, publicPath);
  const lazyPages = new Map<string, LazyExoticComponent<ComponentType>>();
  // React keeps a failed import for good: a page whose chunk failed is made anew, so Retry fetches it again.
  const lazyPage = (id: string, load: () => PageModule): LazyExoticComponent<ComponentType> =>
    lazy(() =>
      load().catch((error: unknown) => {
        lazyPages.set(id, lazyPage(id, load));
        throw error;
      }),
    );
  for (const [id, load] of Object.entries<() => PageModule>(pages)) lazyPages.set(id, lazyPage(id, load));

  function RemoteApp({ routeId }: RemoteAppProps) {
    const [, rerender] = useReducer((n: number) => n + 1, 0);
    const Page = lazyPages.get(routeId);
    if (!Page) throw new Error(`The ${name} remote does not render route "${routeId}"`);
    const retry = (reset: () => void) => () => {
      rerender();
      reset();
    };
    return (
      <Frame routeId={routeId as RouteIdOf<R>}>
        {/* A new route starts without the previous route's error. */}
        <ErrorBoundary key={routeId} name={name} fallback={(reset) => <PageError onRetry={retry(reset)} />}>
          <Suspense fallback={<LoadingGrid />}>
            <Page />
            <PageShown routeId={routeId} />
          </Suspense>
        </ErrorBoundary>
      </Frame>
    );
  }
  RemoteApp.displayName = `RemoteApp(${name})`;
  return RemoteApp;
}
