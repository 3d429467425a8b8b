// Links that leave the site: the customer and agent sites, and URLs typed in by agents.
import type { ReactNode } from 'react';
import { readRuntimeConfig } from '../config';
import { Button } from './primitives';

export type ExternalSite = 'customer' | 'agent';

/** Opens the customer or the agent site in a new tab (spec section 1: sign-in happens there). */
export function openExternalSite(site: ExternalSite) {
  const config = readRuntimeConfig();
  window.open(
    site === 'customer' ? config.customerSiteUrl : config.agentSiteUrl,
    '_blank',
    'noopener,noreferrer',
  );
}

/** A button that opens the customer or the agent site, marked as leaving the page. */
export function ExternalSiteButton({ site, children }: { site: ExternalSite; children: ReactNode }) {
  return (
    <Button type="button" onClick={() => openExternalSite(site)}>
      {children}
      <span aria-hidden="true">↗</span>
    </Button>
  );
}

/** The URL when it is an absolute http(s) URL, else null: an agent's `javascript:` "website" never becomes a link. */
export function safeExternalUrl(url: string | null | undefined): string | null {
  const candidate = url?.trim();
  if (!candidate) return null;
  try {
    const { protocol } = new URL(candidate);
    return protocol === 'http:' || protocol === 'https:' ? candidate : null;
  } catch {
    return null;
  }
}
