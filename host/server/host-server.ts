// The host's origin: the page (per request: config, first paint, nonce, policy), /remotes.json, the host's build.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { RuntimeConfig } from '@cargora/shared/server';
import { CSP_REPORT_PATH, CspReportLog, registerCspReports } from './csp-reports';
import { manifestPath, readManifest, remoteOrigins } from './deploy-layout';
import { renderIndexHtml } from './index-html';
import { hostPagePolicy, newNonce, securityHeaders, STATIC_ORIGIN_POLICY } from './security-headers';
import { createStaticOrigin, serveFiles, staticOriginSettings, type StaticOriginSettings } from './static-origin';

export interface HostServerOptions {
  /** The host's build (index.html and its assets). */
  distDir: string;
  /** Published remotes and remotes.json. */
  deployDir: string;
  /** What the page tells the browser (API and files origins, sign-in sites, telemetry). */
  config: RuntimeConfig;
  settings?: StaticOriginSettings;
  /** Where CSP violation reports are kept; GET /csp-reports lists them when `readableReports`. */
  reports?: CspReportLog;
  readableReports?: boolean;
}

export async function createHostServer(options: HostServerOptions): Promise<FastifyInstance> {
  const { distDir, deployDir, config } = options;
  // Every response gets the headers; the page replaces the policy with its own, nonce and all.
  const app = await createStaticOrigin(options.settings ?? staticOriginSettings(), (req) =>
    securityHeaders({ policy: STATIC_ORIGIN_POLICY, tls: req.protocol === 'https' }),
  );
  const template = () => readFileSync(join(distDir, 'index.html'), 'utf8');
  registerCspReports(app, options.reports ?? new CspReportLog(), { readable: options.readableReports ?? false });

  app.get('/remotes.json', async (_req, reply) => {
    const file = manifestPath(deployDir);
    reply.header('Cache-Control', 'no-store').type('application/json');
    return existsSync(file) ? readFileSync(file, 'utf8') : '{}';
  });
  const sendIndex = async (req: FastifyRequest, reply: FastifyReply) => {
    const nonce = newNonce();
    const manifest = readManifest(deployDir);
    const policy = hostPagePolicy({
      nonce,
      remoteOrigins: remoteOrigins(manifest),
      apiOrigin: new URL(config.apiUrl).origin,
      filesOrigin: new URL(config.filesUrl).origin,
      reportUri: CSP_REPORT_PATH,
    });
    const pathname = req.url.split('?')[0]!.replace(/\/+$/, '') || '/';
    return reply
      .header('Content-Security-Policy', policy)
      // Re-fetched every time; no validators, so a cached copy is never revived with another response's nonce.
      .header('Cache-Control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(renderIndexHtml(template(), { deployDir, pathname, config, nonce, manifest }));
  };
  app.get('/', sendIndex);
  app.get('/index.html', sendIndex);
  await serveFiles(app, distDir);
  // Client-side routes: anything that is not a file gets the app shell.
  app.setNotFoundHandler((req, reply) => {
    if ((req.method === 'GET' || req.method === 'HEAD') && !/\.[a-z0-9]+$/i.test(req.url.split('?')[0]!)) return sendIndex(req, reply);
    return reply.code(404).type('text/plain').send('Not found');
  });
  return app;
}
