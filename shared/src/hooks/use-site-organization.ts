import type { Organization } from 'schema-dts';
import { PRODUCT_NAME, pathTo } from '@cargora/shared/contracts';
import { siteLogoUrl } from './site-logo-url';
import { usePageUrl } from './use-page-url';

/** Cargora as an organisation in structured data (publisher, hiring organisation, the landing page's own): no rating. */
export function useSiteOrganization(): Exclude<Organization, string> {
  const urlOf = usePageUrl();
  return { '@type': 'Organization', name: PRODUCT_NAME, url: urlOf(pathTo('landing')), logo: siteLogoUrl() };
}
