// The careers route modules as the host runs them: their loader as the server does (status, data, head) and their
// page in a memory data router, at an address of the route table.
import { join } from 'node:path';
import type { Language, RouteIdOf } from '@cargora/shared/contracts';
import { headElements, type PageMeta } from '@cargora/shared/runtime';
import { queryRouteModule, renderRouteModule, setupTestI18n } from '@cargora/shared/testing';

export const LOCALES = join(__dirname, '../../public/locales');

/** i18next with the careers and common texts, in `lng`. */
export const setupCareersI18n = (lng = 'en') => setupTestI18n(LOCALES, ['careers'], lng);

/** A route module as the helpers take it. */
type Module = Parameters<typeof queryRouteModule>[0];

/** Runs the route `id`'s module for `url` as the server does: `{ status, data, error, meta }`. */
export const queryCareersRoute = (module: Module, id: RouteIdOf<'careers'>, url: string, post?: { form: FormData; tokenValid?: boolean }) =>
  queryRouteModule(module, { routeId: id, url, ...(post ? { post } : {}) });

/** Renders the route `id`'s module at `url` (its loader first) in a memory data router. */
export const renderCareersRoute = (module: Module, id: RouteIdOf<'careers'>, url: string) =>
  renderRouteModule(module, { routeId: id, url });

/** The origin queryRouteModule gives the pages' absolute URLs. */
export const SITE = 'http://site.test';

/** The head the server writes for a queried route: title, description, canonical, robots and JSON-LD blocks. */
export function headOf({ meta }: { meta: PageMeta | null }, url: string, lang: Language = 'en') {
  const elements = headElements(meta ?? {}, { siteUrl: SITE, lang, path: url });
  const attr = (match: (attrs: Record<string, string>) => boolean, name: string) => {
    const found = elements.find((e) => (e.tag === 'meta' || e.tag === 'link') && match(e.attrs));
    return found && 'attrs' in found ? (found.attrs[name] ?? null) : null;
  };
  return {
    title: elements.find((e) => e.tag === 'title')?.text,
    description: attr((a) => a.name === 'description', 'content'),
    canonical: attr((a) => a.rel === 'canonical', 'href'),
    robots: attr((a) => a.name === 'robots', 'content'),
    jsonLd: elements.flatMap((e) => (e.tag === 'script' ? [e.json as Record<string, unknown>] : [])),
  };
}
