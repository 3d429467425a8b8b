// The document's head in the browser follows the page on screen: the head of the deepest route that gives one
// (its module's handle.meta), from its loader's data or error, in the page's language. The server wrote the first
// page's head into the HTML (server/render-page.tsx, the same routeMeta); this takes over from the first navigation
// or language switch on (and at once on a page the browser renders itself).
import type { createBrowserRouter } from '@cargora/shared/router';
import { DEFAULT_LANGUAGE } from '@cargora/shared/contracts';
import { applyHead, headElements, i18next, isSupportedLanguage, readRuntimeConfig, routeMeta } from '@cargora/shared/runtime';
import { namespaceOfRoute } from '../app/router';

type Router = ReturnType<typeof createBrowserRouter>;

async function applyRouteHead(router: Router) {
  const { matches, loaderData, errors, location } = router.state;
  const headed = [...matches].reverse().find((m) => (m.route.handle as { meta?: unknown } | undefined)?.meta);
  if (!headed) return;
  const lang = isSupportedLanguage(i18next.language) ? i18next.language : DEFAULT_LANGUAGE;
  const ns = namespaceOfRoute(headed.route.id);
  // The texts the head is written with.
  await i18next.loadNamespaces(ns).catch(() => undefined);
  if (router.state.location !== location) return;
  const meta = routeMeta({
    handle: headed.route.handle,
    data: loaderData[headed.route.id],
    error: errors?.[headed.route.id] ?? undefined,
    params: headed.params,
    url: new URL(`${location.pathname}${location.search}`, window.location.origin),
    lang,
    ns,
    siteUrl: readRuntimeConfig().siteUrl,
  });
  if (!meta || meta.title === undefined) return;
  applyHead(document, headElements(meta, { siteUrl: readRuntimeConfig().siteUrl, lang, path: `${location.pathname}${location.search}` }));
}

/** Keeps the head in step with the router (each settled navigation) and the language; returns the unsubscribe. */
export function followHead(router: Router): () => void {
  let shown = { location: router.state.location, data: router.state.loaderData };
  const stop = router.subscribe((state) => {
    if (state.navigation.state !== 'idle' || state.revalidation !== 'idle') return;
    if (state.location === shown.location && state.loaderData === shown.data) return;
    shown = { location: state.location, data: state.loaderData };
    void applyRouteHead(router);
  });
  // A page without loader data to revalidate still has its head in the new language.
  const onLanguage = () => void applyRouteHead(router);
  i18next.on('languageChanged', onLanguage);
  return () => {
    stop();
    i18next.off('languageChanged', onLanguage);
  };
}
