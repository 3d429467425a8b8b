// Test helpers for a remote's route modules: run the module's loader as the server does (createStaticHandler), read
// its status, data and head; render it in a memory data router as the browser does.
import { render } from '@testing-library/react';
import { createMemoryRouter, createStaticHandler, RouterProvider } from 'react-router';
import { REMOTE_ROUTES, type RemoteRouteId } from '../routes';
import { isSupportedLanguage } from '../i18n/i18n';
import { routeMeta } from '../routing/route-meta';
import { FORM_TOKEN_HEADER, FORWARDED_FOR_HEADER } from '../routing/form-token';
import type { RouteModule } from '../routing/route-module';
import type { PageMeta } from '../seo/page-meta';
import { AppProviders } from '../app/app-providers';

const SITE = 'http://site.test';

/**
 * Where a module is run: a route id of the table (its pattern and its remote's texts), or a pattern and a namespace of
 * one's own; `url` is the address asked for, e.g. `/storefront/7?page=2`.
 */
export type RouteQuery = ({ routeId: RemoteRouteId; url: string } | { pattern: string; url: string; ns: string }) & {
  /** A form posted to the page (its action runs first), as the host's server hands it over. */
  post?: { form: FormData; tokenValid?: boolean };
};

function placeOf(query: RouteQuery): { pattern: string; url: string; ns: string } {
  if ('pattern' in query) return query;
  const route = REMOTE_ROUTES.find((r) => r.id === query.routeId);
  if (!route) throw new Error(`No route "${query.routeId}" in the table`);
  return { pattern: route.path, url: query.url, ns: route.remote };
}

export interface QueriedRoute {
  status: number;
  data: unknown;
  /** The action's answer, for a posted form. */
  actionData: unknown;
  error: unknown;
  /** The head handle.meta gives for that result, in the URL's language (`?lang=`, default en). */
  meta: PageMeta | null;
  headers: Headers;
}

/** Runs the module's loader for `url` as the server render does: the status it declares, its data, its head. */
export async function queryRouteModule(module: RouteModule, query: RouteQuery): Promise<QueriedRoute> {
  const { pattern, url, ns } = placeOf(query);
  const handler = createStaticHandler([{ id: 'page', path: pattern, ...module }]);
  const context = await handler.query(
    query.post
      ? new Request(new URL(url, SITE), {
          method: 'POST',
          body: query.post.form,
          headers: { [FORM_TOKEN_HEADER]: query.post.tokenValid === false ? 'invalid' : 'valid', [FORWARDED_FOR_HEADER]: '203.0.113.9' },
        })
      : new Request(new URL(url, SITE)),
  );
  if (context instanceof Response) throw new Error(`the loader answered a redirect (${context.status})`);
  const match = context.matches.find((m) => m.route.id === 'page');
  if (!match) throw new Error(`${url} does not match ${pattern}`);
  const error = context.errors?.page;
  const address = new URL(url, SITE);
  const asked = address.searchParams.get('lang');
  return {
    status: context.statusCode,
    data: context.loaderData.page,
    actionData: context.actionData?.page,
    error,
    headers: context.loaderHeaders.page ?? new Headers(),
    meta: routeMeta({
      handle: module.handle,
      data: context.loaderData.page,
      error,
      params: match.params,
      url: address,
      lang: isSupportedLanguage(asked) ? asked : 'en',
      ns,
      siteUrl: SITE,
    }),
  };
}

/** Renders the module at `url` in a memory data router inside the app's providers (its loader runs first). */
export function renderRouteModule(module: RouteModule, query: RouteQuery | { pattern: string; url: string }) {
  const { pattern, url } = 'pattern' in query ? query : placeOf(query);
  const router = createMemoryRouter(
    [
      // Nothing while the first loader runs (a page the browser renders itself, as in the host).
      { id: 'page', path: pattern, HydrateFallback: () => null, ...module },
      { path: '*', element: <p>elsewhere</p> },
    ],
    { initialEntries: [url] },
  );
  const utils = render(
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...utils, router };
}
