// What a remote gives the host for each of its route ids: a route module in React Router's data-router shape.
// The host builds ONE data router from the route table (shared/src/routes.ts); each route resolves its module through
// the federation (route.lazy). The same module serves the server render (createStaticHandler runs its loader) and
// the browser (createBrowserRouter runs it on navigation; hydration starts from the server's loader data).
import type { ComponentType } from 'react';
import type { ActionFunctionArgs, LoaderFunctionArgs, Params, ShouldRevalidateFunction } from '@cargora/shared/router';
import type { TFunction } from 'i18next';
import type { Language, RemoteName, RouteIdOf } from '@cargora/shared/contracts';
import type { PageMeta } from '../seo/page-meta';

/** What a route's head is computed from: its loader's data (or what its loader threw), the URL and the language. */
export interface MetaArgs<D = unknown> {
  /** The loader's data; undefined when the loader threw (see `error`). */
  data: D | undefined;
  /** What the loader threw (a route error response: `isRouteErrorResponse(error)`, its `status`), else undefined. */
  error: unknown;
  params: Params;
  /** The page's URL (path and query; the origin is not meaningful). */
  url: URL;
  lang: Language;
  /** Texts of the route's remote namespace in the page's language (`t('key')`; other namespaces with `{ ns }`). */
  t: TFunction;
  /** Absolute URL of a page of this site in the page's language (canonical links, structured data). */
  pageUrl: (path: string) => string;
}

/** The page's head (title, description, canonical, Open Graph, hreflang, JSON-LD) from its data. */
export type RouteMeta<D = unknown> = (args: MetaArgs<D>) => PageMeta;

/** What a route module puts in its `handle`. */
export interface RouteModuleHandle<D = unknown> {
  // A method, so a module's handle of its own data fits where any module's is expected (the host's route table).
  meta?(args: MetaArgs<D>): PageMeta;
}

/**
 * One route module. `loader` fetches everything the page shows first, in parallel (apiGet), and declares the page's
 * status by what it throws (routeError: 404, 400, 410, 503); `Component` reads `useLoaderData()`; `ErrorBoundary`
 * renders what the loader threw (RouteErrorState of @cargora/shared/ui); `handle.meta` gives the head.
 */
export interface RouteModule<D = unknown> {
  loader?: (args: LoaderFunctionArgs) => Promise<D> | D;
  /**
   * A form the page posts to its own address without JavaScript (shared/src/routing/form-post.ts): the server runs it
   * before rendering; `Component` reads its answer with `useActionData()`.
   */
  action?: (args: ActionFunctionArgs) => Promise<unknown> | unknown;
  /** When the loader runs again (default: every navigation to the route); e.g. not for a filter the page applies itself. */
  shouldRevalidate?: ShouldRevalidateFunction;
  Component: ComponentType;
  ErrorBoundary?: ComponentType;
  handle?: RouteModuleHandle<D>;
}

/** A remote's exposed `./routes`: each of its route ids (and only those) mapped to the import of its route module. */
export type RemoteRouteModules<R extends RemoteName> = Record<RouteIdOf<R>, () => Promise<RouteModule>>;
