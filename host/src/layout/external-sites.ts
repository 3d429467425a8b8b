import { readRuntimeConfig } from '@cargora/shared';

/** Opens the customer or agent site in a new tab, without giving it a handle on this window. */
export function openExternalSite(site: 'customer' | 'agent') {
  const config = readRuntimeConfig();
  const url = site === 'customer' ? config.customerSiteUrl : config.agentSiteUrl;
  window.open(url, '_blank', 'noopener,noreferrer');
}
