import { PRODUCT_NAME, pathTo, readRuntimeConfig, usePageUrl, type Organization } from '@cargora/shared';

/** Cargora as the publisher of its articles, for search engines (no rating: Cargora does not rate itself). */
export function usePublisher(): Organization {
  const urlOf = usePageUrl();
  return {
    '@type': 'Organization',
    name: PRODUCT_NAME,
    url: urlOf(pathTo('landing')),
    logo: new URL('/favicon.svg', readRuntimeConfig().siteUrl).href,
  };
}
