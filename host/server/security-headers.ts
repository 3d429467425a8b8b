// The security headers of the host's origin and of every remote's origin, set by @fastify/helmet. What is ours: the
// directives of the two policies (a page's, a static file's) and the one nonce of a page's response.
import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** Where the host page loads things from; everything else is refused by its Content-Security-Policy. */
export interface HostPageSources {
  /** Origins of the active remotes (scripts, styles, manifests, translations). */
  remoteOrigins: readonly string[];
  /** The API's origin (data, and images it serves). */
  apiOrigin: string;
  /** The files origin (logos and images). */
  filesOrigin: string;
  /** Where the browser posts violation reports (a path on the host's origin). */
  reportUri?: string;
}

type Directives = NonNullable<
  Exclude<FastifyHelmetOptions['contentSecurityPolicy'], boolean | undefined>['directives']
>;

/** Each response's nonce, made the first time its policy asks for it (helmet's directive functions get `reply.raw`). */
const nonces = new WeakMap<ServerResponse, string>();
function responseNonce(res: ServerResponse): string {
  let nonce = nonces.get(res);
  if (nonce === undefined) {
    nonce = randomBytes(18).toString('base64');
    nonces.set(res, nonce);
  }
  return nonce;
}
/** A page's nonce as its policy names it: one value per response for scripts and style elements alike. */
const nonceSource = (_req: IncomingMessage, res: ServerResponse) => `'nonce-${responseNonce(res)}'`;

/**
 * The host page's policy. Inline scripts (run-time config, the page's state, start-up loader) and style elements (the
 * page's own, the server render's, styled-components' and notistack's) need the nonce: nothing inline runs without it.
 * It names each source list once: a directive left out takes `default-src`'s (fonts, the manifest), and style elements
 * take `style-src`'s. The header travels uncompressed with every page, before its first byte of HTML.
 */
export function hostPageDirectives(sources: HostPageSources): Directives {
  const remotes = [...sources.remoteOrigins];
  return {
    'default-src': ["'self'", ...remotes],
    'script-src': ["'self'", nonceSource, ...remotes],
    'style-src': ["'self'", nonceSource, ...remotes],
    // Style attributes of the server-rendered HTML (React's style props); they cannot run anything. Style elements
    // still need the nonce (style-src).
    'style-src-attr': ["'unsafe-inline'"],
    'img-src': ["'self'", 'data:', sources.apiOrigin, sources.filesOrigin, ...remotes],
    'connect-src': ["'self'", sources.apiOrigin, sources.filesOrigin, ...remotes],
    'worker-src': ["'none'"],
    'frame-src': ["'none'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
    // report-uri, not report-to: the Reporting API batches reports for up to a minute, report-uri posts at once.
    ...(sources.reportUri ? { 'report-uri': [sources.reportUri] } : {}),
  };
}

/** Every other response of an origin (files, manifests, JSON, redirects): nothing may run or frame what it serves. */
export const STATIC_ORIGIN_DIRECTIVES: Directives = {
  'default-src': ["'none'"],
  'frame-ancestors': ["'none'"],
  'base-uri': ["'none'"],
  'form-action': ["'none'"],
};

/**
 * The host's origin serves the site's pages and their files; a remote's origin serves files that the pages of the
 * host's origin load (scripts, styles, manifests, translations): helmet's same-origin Cross-Origin-Resource-Policy
 * would refuse them to the page.
 */
export type OriginKind = 'host' | 'remote';

function originOptions(kind: OriginKind): FastifyHelmetOptions {
  return {
    contentSecurityPolicy: { useDefaults: false, directives: STATIC_ORIGIN_DIRECTIVES },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginResourcePolicy: { policy: kind === 'remote' ? 'cross-origin' : 'same-origin' },
    // As before helmet: the customer and agent sites the page opens for sign-in answer through window.opener
    // (shared's external-links.tsx), and helmet's same-origin would cut them off from the page.
    crossOriginOpenerPolicy: { policy: 'unsafe-none' },
    // Over TLS only (overTls): over plain HTTP browsers ignore it.
    strictTransportSecurity: false,
  };
}

/** HSTS for a request that came over TLS (`req.protocol`: X-Forwarded-Proto from a trusted proxy included). */
const overTls = (req: FastifyRequest): FastifyHelmetOptions =>
  req.protocol === 'https'
    ? { strictTransportSecurity: { maxAge: 31_536_000, includeSubDomains: true } }
    : {};

/**
 * Registers helmet on an origin's app: every response gets its headers (and the static policy) before its route
 * runs, 404s and redirects included. Register it before hooks that answer (the host's pages), so its headers are
 * there when they do.
 */
export async function registerSecurityHeaders(app: FastifyInstance, kind: OriginKind): Promise<void> {
  // Not global: which options a response gets depends on the request (HSTS over TLS only), so the hook below applies
  // helmet through the reply's decorator, once per response.
  await app.register(helmet, { ...originOptions(kind), global: false });
  app.addHook('onRequest', async (req, reply) => {
    reply.helmet(overTls(req));
  });
}

/**
 * Gives a page's response helmet's headers with the page's policy, and returns the nonce that policy names: the
 * page's inline scripts and styles must carry it. A fresh one for each response, a page from the render cache too.
 */
export function applyPageHeaders(req: FastifyRequest, reply: FastifyReply, sources: HostPageSources): string {
  reply.helmet({
    ...overTls(req),
    contentSecurityPolicy: { useDefaults: false, directives: hostPageDirectives(sources) },
  });
  return responseNonce(reply.raw);
}
