// Links that leave the site: the customer and agent sites, and URLs typed in by agents.
import type { AnchorHTMLAttributes, MouseEvent, ReactNode } from 'react';
import { httpUrl } from '@cargora/shared/contracts';
import { readRuntimeConfig } from '@cargora/shared/runtime';
import { Button } from './primitives';

export type ExternalSite = 'customer' | 'agent';

interface OpenedSite {
  site: ExternalSite;
  origin: string;
  window: Window;
}

/** The customer/agent tabs this page opened: the only windows whose login-success message the host accepts. */
let openedSites: OpenedSite[] = [];

/** A page of the customer or agent site: a path under its configured URL and query values (empty ones left out). */
export interface ExternalSiteTarget {
  path?: string;
  query?: Record<string, string | number | null | undefined>;
}

/** The configured site's URL, with the target's path and query when given. */
export function externalSiteUrl(site: ExternalSite, target: ExternalSiteTarget = {}): string {
  const config = readRuntimeConfig();
  const base = site === 'customer' ? config.customerSiteUrl : config.agentSiteUrl;
  if (!target.path && !target.query) return base;
  const url = new URL(base);
  if (target.path) url.pathname = `${url.pathname.replace(/\/+$/, '')}/${target.path.replace(/^\/+/, '')}`;
  for (const [key, value] of Object.entries(target.query ?? {})) {
    if (value !== null && value !== undefined && value !== '') url.searchParams.set(key, String(value));
  }
  return url.toString();
}

/**
 * Opens the customer or the agent site in a new tab (spec section 1: sign-in happens there; booking too), at a
 * page of it when `target` says so, and remembers that tab, from whichever remote or host button it was opened.
 */
export function openExternalSite(site: ExternalSite, target?: ExternalSiteTarget) {
  const url = externalSiteUrl(site, target);
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

/** A click asking for a new tab or window (or not the main button): the browser's to handle, even on an enhanced link. */
export const isModifiedClick = (event: MouseEvent) => event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;

/**
 * A link to the customer or the agent site, marked as leaving the page, styled as a button. It is a real link (it
 * works without JavaScript, in a new tab); with JavaScript a click opens the tab through `openExternalSite`, so the
 * site's answer (a sign-in) reaches this page.
 */
export function ExternalSiteLink({
  site,
  target,
  children,
  ...rest
}: {
  site: ExternalSite;
  target?: ExternalSiteTarget;
  children: ReactNode;
} & Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href' | 'target' | 'onClick' | 'children'> & { $variant?: 'outline' | 'ghost' }) {
  const open = (event: MouseEvent<HTMLAnchorElement>) => {
    if (isModifiedClick(event)) return;
    event.preventDefault();
    openExternalSite(site, target);
  };
  return (
    <Button as="a" href={externalSiteUrl(site, target)} target="_blank" onClick={open} {...rest}>
      {children}
      <span aria-hidden="true"> ↗</span>
    </Button>
  );
}

/** The URL when it is an absolute http(s) URL, else null: an agent's `javascript:` "website" never becomes a link. */
export const safeExternalUrl = httpUrl;
