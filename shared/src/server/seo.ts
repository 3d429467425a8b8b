// Public addresses for a server compiled without the DOM's types (the API): page URLs, the route table and the
// crawl rules, without `@cargora/shared/server`'s page configuration (which reads `document`). Exported as
// `@cargora/shared/server/seo`.
export { CANONICAL_SERVICE_ROUTE_ID, hreflangAlternates, pageUrl, type Alternate } from '../seo/urls';
export {
  CRAWL_DISALLOWED_PATHS,
  SITEMAP_INDEX_PATH,
  SITEMAP_STATIC_ROUTE_IDS,
  sitemapPath,
  type StaticRouteId,
} from '../seo/crawl';
export { HOST_PATHS, REMOTE_ROUTES, pathTo, type RemoteRouteId } from '../routes';
