// One page, rendered on the server, top to bottom:
//   request (path + render state) → i18next and the stores set to the visitor's language, currency and settings
//   → the static handler runs the matched routes' loaders (their remote modules resolved through the generation's
//     server builds) and gives the status, redirect, loader data or errors
//   → React renders the static router (renderToPipeableStream, whole), styled-components collects the styles
//   → the head from the page's route module (handle.meta of its loader's data), the page state for hydration.
// The document around it is host/server/document.ts; the pool that runs this in worker threads host/server/render-pool.ts.
import type { ComponentType } from 'react';
import { createStaticHandler, createStaticRouter, StaticRouterProvider, useLoaderData, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import { ServerStyleSheet } from 'styled-components';
import {
  REMOTE_ROUTES,
  type RemoteName,
  type RemoteRouteEntry,
} from '@cargora/shared/contracts';
import {
  GLOBAL_STYLE_ELEMENT_ID,
  headElements,
  headHtml,
  i18next,
  routeMeta,
  useCurrencyStore,
  useSettingsStore,
  type PageState,
  type RemoteRouteModules,
  type RouteModule,
} from '@cargora/shared/runtime';
import { AppProviders, RouteErrorState, globalCss, themeForSettings } from '@cargora/shared/ui';
import { FORM_TOKEN_HEADER, FORM_TOKEN_PLACEHOLDER, FORWARDED_FOR_HEADER, jsonInScript, type RenderState } from '@cargora/shared/server';
import type { PostedForm } from '../render-protocol';
import { appRoutes, namespaceOfRoute } from '../../src/app/router';
import { renderHtml } from './render-html';

/** Where the server gets a remote's route modules: the generation's server build of it (or why it has none). */
export type ServerRemoteRoutes = (remote: RemoteName) => Promise<RemoteRouteModules<RemoteName>>;

export interface PageRendererOptions {
  remoteRoutes: ServerRemoteRoutes;
  /** What is not ready by then (a slow API, a remote's build that never finishes) is left to the browser. */
  budgetMs: number;
  siteUrl: string;
  /** The exchange rates to render prices with (asked of the API, kept for a while). */
  rates: () => Promise<Record<string, number>>;
}

export interface RenderedPage {
  status: number;
  redirect?: string;
  html: string;
  head: string;
  styles: string;
  /** The page state hydration starts from, as the JSON its script element holds. */
  pageState: string;
  remote: RemoteName | null;
  /** The HTML holds a form's anti-forgery placeholder. */
  hasFormToken?: boolean;
  /** Sections left to the browser, with why. */
  failures: string[];
}

/** A route's part left to the browser: its loader gave this instead of data (its remote did not load, or ran out of time). */
const LEFT_TO_BROWSER = { leftToBrowser: true } as const;
const isLeftToBrowser = (data: unknown) => data === LEFT_TO_BROWSER;

/**
 * Throws while rendering on the server: React sends the enclosing Suspense boundary's fallback (the layout's page
 * loading state), marked for the browser to render, where the route's module loads and its loader runs.
 */
function LeftToBrowser({ why }: { why: string }): never {
  throw new Error(why);
}

/** The route of a remote's module on the server: its loader within the budget, its part left to the browser otherwise. */
function serverModuleRoute(mod: RouteModule, budgetMs: number) {
  const loader = mod.loader;
  const Page = mod.Component;
  function Component() {
    const data = useLoaderData();
    return isLeftToBrowser(data) ? <LeftToBrowser why={`loader not done within ${budgetMs} ms`} /> : <Page />;
  }
  return {
    // Every remote route has a loader in the browser (it loads the module first): on the server too, so the page's
    // data names every route and the browser's router starts from it without running one.
    loader: loader
      ? (args: LoaderFunctionArgs) => {
          let timer: NodeJS.Timeout | undefined;
          const late = new Promise<typeof LEFT_TO_BROWSER>((resolve) => {
            timer = setTimeout(() => resolve(LEFT_TO_BROWSER), budgetMs);
          });
          return Promise.race([Promise.resolve(loader(args)), late]).finally(() => clearTimeout(timer));
        }
      : () => null,
    Component,
    ...(mod.action ? { action: mod.action } : {}),
    ErrorBoundary: mod.ErrorBoundary ?? RouteErrorState,
    handle: mod.handle,
  };
}

/** A remote route whose module the server could not have: the page renders, its part is the browser's. */
function leftToBrowserRoute(why: string) {
  const Component: ComponentType = () => <LeftToBrowser why={why} />;
  return { loader: () => LEFT_TO_BROWSER, Component };
}

function serverRemoteRoute(remoteRoutes: ServerRemoteRoutes, budgetMs: number) {
  return (route: RemoteRouteEntry): RouteObject => ({
    id: route.id,
    path: route.path,
    lazy: async () => {
      try {
        const modules = (await remoteRoutes(route.remote)) as Record<string, () => Promise<RouteModule>>;
        const load = modules[route.id];
        if (!load) throw new Error(`no route "${route.id}"`);
        return serverModuleRoute(await load(), budgetMs);
      } catch (error) {
        return leftToBrowserRoute(`${route.remote}: ${error instanceof Error ? error.message : String(error)}`);
      }
    },
  });
}

/** A posted form as the Request a route's action reads (the host's server checked its token and gives the visitor's address). */
function postRequest(address: URL, form: PostedForm): Request {
  const body = new FormData();
  for (const [name, value] of form.fields) body.append(name, value);
  for (const file of form.files) body.append(file.field, new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.filename);
  const headers = new Headers({ [FORM_TOKEN_HEADER]: form.tokenValid ? 'valid' : 'invalid', [FORWARDED_FOR_HEADER]: form.clientIp });
  return new Request(address, { method: 'POST', body, headers });
}

/**
 * The exchange-rate table as one render reads it. The page's state carries the rates its loaders and components read
 * (its prices' currencies) and the visitor's, not the whole table: its ~170 numbers barely compress, about 1 KB of a
 * page's HTML on the wire. The browser asks for the table when it needs another rate (bootstrap.tsx, loadRates).
 */
function readRecorder(table: Record<string, number>) {
  const read = new Set<string>();
  const rates = new Proxy(table, {
    get(target, key, receiver) {
      if (typeof key === 'string') read.add(key);
      return Reflect.get(target, key, receiver) as unknown;
    },
  });
  const ratesRead = (also: string) =>
    Object.fromEntries([...read, also].filter((code) => Object.hasOwn(table, code)).map((code) => [code, table[code]!]));
  return { rates, ratesRead };
}

const remoteOfRoute = (id: string | undefined) => REMOTE_ROUTES.find((route) => route.id === id)?.remote ?? null;

/** A renderer bound to one generation of remote versions (its static handlers: each route's module resolved once). */
export function createPageRenderer({ remoteRoutes, budgetMs, siteUrl, rates }: PageRendererOptions) {
  const serverRoute = serverRemoteRoute(remoteRoutes, budgetMs);
  /** One static handler per set of remotes left to the browser (none, usually; at most one per subset of remotes). */
  const handlers = new Map<string, ReturnType<typeof createStaticHandler>>();
  const handlerFor = (browserOnly: readonly RemoteName[]) => {
    const key = [...new Set(browserOnly)].sort().join(',');
    let found = handlers.get(key);
    if (!found) {
      found = createStaticHandler(
        appRoutes((route) =>
          browserOnly.includes(route.remote)
            ? { id: route.id, path: route.path, ...leftToBrowserRoute(`${route.remote}: rendered in the browser (developer's override)`) }
            : serverRoute(route),
        ),
      );
      handlers.set(key, found);
    }
    return found;
  };

  /** `browserOnly`: remotes whose pages the browser renders (it loads a version of them this generation has not). */
  return async function renderPage(url: string, state: RenderState, form?: PostedForm, browserOnly: readonly RemoteName[] = []): Promise<RenderedPage> {
    const handler = handlerFor(browserOnly);
    // A path, never a host: leading slashes (`//evil.example`) would make it an address of another site.
    const address = new URL(url.replace(/^\/+/, '/'), 'http://render.invalid');
    await i18next.changeLanguage(state.lang);
    const { rates: rateTable, ratesRead } = readRecorder(await rates());
    useCurrencyStore.setState({ currency: state.currency, rates: rateTable });
    useSettingsStore.setState({ settings: state.settings });

    const context = await handler.query(form ? postRequest(address, form) : new Request(address));
    const empty = { html: '', head: '', styles: '', pageState: '', remote: null, failures: [] };
    if (context instanceof Response) {
      return { ...empty, status: context.status, redirect: context.headers.get('Location') ?? '/' };
    }
    const page = context.matches[context.matches.length - 1];
    const remote = remoteOfRoute(page?.route.id);
    // Loader data the browser starts from: not a part left to the browser (its loader runs there), not an error
    // (the browser's router runs that loader again and shows the same boundary).
    const loaderData: Record<string, unknown> = {};
    // (Why a part was left to the browser is what its route threw while rendering: rendered.problems below.)
    for (const [id, data] of Object.entries(context.loaderData)) {
      if (!isLeftToBrowser(data) && !context.errors?.[id]) loaderData[id] = data;
    }

    const router = createStaticRouter(handler.dataRoutes, context);
    const sheet = new ServerStyleSheet();
    try {
      const rendered = await renderHtml(
        sheet.collectStyles(
          <AppProviders>
            <StaticRouterProvider router={router} context={context} hydrate={false} />
          </AppProviders>,
        ),
        budgetMs,
      );
      const failures = rendered.problems;
      // The head of the deepest route that gives one, from its loader's data or error; none when that loader's part is
      // left to the browser (its data is not there to read).
      const headed = [...context.matches].reverse().find((m) => (m.route.handle as { meta?: unknown } | undefined)?.meta);
      const meta =
        headed && !isLeftToBrowser(context.loaderData[headed.route.id])
          ? routeMeta({
              handle: headed.route.handle,
              data: context.loaderData[headed.route.id],
              error: context.errors?.[headed.route.id] ?? undefined,
              params: headed.params,
              url: address,
              lang: state.lang,
              ns: namespaceOfRoute(headed.route.id),
              siteUrl,
            })
          : null;
      const head = meta ? headHtml(headElements(meta, { siteUrl, lang: state.lang, path: `${address.pathname}${address.search}` })) : '';
      const pageState: PageState = { state, rates: ratesRead(state.currency), loaderData, remote, ...(context.actionData ? { actionData: context.actionData } : {}) };
      return {
        status: context.statusCode,
        html: rendered.html,
        head,
        // The site-wide rules first, in their own element (shared/src/app/global-style.ts), then the components' as
        // styled-components writes them; in the browser it rehydrates from them (registers their class names, moves
        // the rules into its own element) before anything renders.
        styles: `<style id="${GLOBAL_STYLE_ELEMENT_ID}">${globalCss(themeForSettings(state.settings))}</style>${sheet.getStyleTags()}`,
        pageState: jsonInScript(pageState),
        hasFormToken: rendered.html.includes(FORM_TOKEN_PLACEHOLDER),
        remote,
        failures: [...new Set(failures)],
      };
    } finally {
      sheet.seal();
    }
  };
}
