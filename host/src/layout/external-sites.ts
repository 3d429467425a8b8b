import { readRuntimeConfig, type ExternalSite } from '@cargora/shared';

interface OpenedSite {
  site: ExternalSite;
  origin: string;
  window: Window;
}

/** The sign-in tabs this page opened: the only windows whose login-success message counts. */
let openedSites: OpenedSite[] = [];

/** Opens the customer or agent site in a new tab and remembers that tab (shared's openExternalSite does not: its tabs cannot sign in here). */
export function openExternalSite(site: ExternalSite) {
  const config = readRuntimeConfig();
  const url = site === 'customer' ? config.customerSiteUrl : config.agentSiteUrl;
  // No noopener: the site answers through window.opener and we match event.source; it may navigate this tab, a risk we take for our two configured sites only.
  const opened = window.open(url, '_blank');
  if (!opened) return;
  openedSites = [...openedSites.filter((o) => !o.window.closed && o.window !== opened), { site, origin: new URL(url).origin, window: opened }];
}

/** Which site sent `event`: only a tab opened here, still showing that site's configured origin. */
export function openedSiteOf(event: Pick<MessageEvent, 'source' | 'origin'>): ExternalSite | null {
  const entry = openedSites.find((o) => o.window === event.source);
  return entry && entry.origin === event.origin ? entry.site : null;
}

/** A tab's sign-in is settled: later messages from it are not trusted again. */
export function forgetOpenedSite(source: MessageEventSource | null) {
  openedSites = openedSites.filter((o) => o.window !== source);
}
