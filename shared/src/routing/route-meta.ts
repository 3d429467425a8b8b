// A route's head from its module's `handle.meta`: the same function for the server's HTML (host's server entry),
// the browser's head while the visitor navigates (host's DocumentHead) and the route modules' tests.
import type { Params } from '@cargora/shared/router';
import i18next from 'i18next';
import type { Language } from '@cargora/shared/contracts';
import { pageUrl } from '../seo/urls';
import type { PageMeta } from '../seo/page-meta';
import type { RouteModuleHandle } from './route-module';

export interface RouteMetaInput {
  handle: unknown;
  data: unknown;
  error: unknown;
  params: Params;
  url: URL;
  lang: Language;
  /** The i18next namespace of the route's texts (its remote's name). */
  ns: string;
  siteUrl: string;
}

/** The page's metadata, or null when the route gives none (the site's defaults stay). */
export function routeMeta({ handle, data, error, params, url, lang, ns, siteUrl }: RouteMetaInput): PageMeta | null {
  const meta = (handle as RouteModuleHandle | undefined)?.meta;
  if (!meta) return null;
  return meta({
    data: error === undefined ? data : undefined,
    error,
    params,
    url,
    lang,
    t: i18next.getFixedT(lang, ns),
    pageUrl: (path) => pageUrl(siteUrl, path, lang),
  });
}
