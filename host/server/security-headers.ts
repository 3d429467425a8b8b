// The security headers of the host's origin and of every remote's origin.
import { randomBytes } from 'node:crypto';

/** Where the host page loads things from; everything else is refused by its Content-Security-Policy. */
export interface HostPageSources {
  /** A fresh value per response: the page's own inline scripts and styles carry it, and styled-components reads it. */
  nonce: string;
  /** Origins of the active remotes (scripts, styles, manifests, translations). */
  remoteOrigins: readonly string[];
  /** The API's origin (data, and images it serves). */
  apiOrigin: string;
  /** The files origin (logos and images). */
  filesOrigin: string;
  /** Where the browser posts violation reports (a path on the host's origin). */
  reportUri?: string;
}

export const newNonce = () => randomBytes(18).toString('base64');

const directives = (entries: [string, ...string[]][]) => entries.map((entry) => entry.join(' ')).join('; ');

/**
 * The host page's policy. Inline scripts (run-time config, the page's state, start-up loader) and style elements (the
 * page's own, the server render's, styled-components' and notistack's) need the nonce: nothing inline runs without it.
 */
export function hostPagePolicy(sources: HostPageSources): string {
  const remotes = [...sources.remoteOrigins];
  const nonce = `'nonce-${sources.nonce}'`;
  return directives([
    ['default-src', "'self'"],
    ['script-src', "'self'", nonce, ...remotes],
    ['style-src', "'self'", nonce, ...remotes],
    // Style attributes of the server-rendered HTML (React's style props); they cannot run anything. Style elements
    // still need the nonce.
    ['style-src-elem', "'self'", nonce, ...remotes],
    ['style-src-attr', "'unsafe-inline'"],
    ['font-src', "'self'", ...remotes],
    ['img-src', "'self'", 'data:', sources.apiOrigin, sources.filesOrigin, ...remotes],
    ['connect-src', "'self'", sources.apiOrigin, sources.filesOrigin, ...remotes],
    ['manifest-src', "'self'", ...remotes],
    ['worker-src', "'none'"],
    ['frame-src', "'none'"],
    ['object-src', "'none'"],
    ['base-uri', "'self'"],
    ['form-action', "'self'"],
    ['frame-ancestors', "'none'"],
    // report-uri, not report-to: the Reporting API batches reports for up to a minute, report-uri posts at once.
    ...(sources.reportUri ? [['report-uri', sources.reportUri] as [string, string]] : []),
  ]);
}

/** A remote's origin serves scripts, styles and data, never a page: nothing may run or frame what it serves. */
export const STATIC_ORIGIN_POLICY = directives([
  ['default-src', "'none'"],
  ['frame-ancestors', "'none'"],
  ['base-uri', "'none'"],
  ['form-action', "'none'"],
]);

export const HSTS = 'max-age=31536000; includeSubDomains';

/** The headers every response of a static origin carries. HSTS only over TLS: over plain HTTP browsers ignore it. */
export function securityHeaders(options: { policy: string; tls: boolean }): Record<string, string> {
  return {
    'Content-Security-Policy': options.policy,
    'X-Frame-Options': 'DENY',
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    ...(options.tls ? { 'Strict-Transport-Security': HSTS } : {}),
  };
}
