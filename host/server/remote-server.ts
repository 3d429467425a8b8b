// One remote's origin: every published version under /<version>/, readable from the site's pages (CORS).
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { RemoteName } from '@cargora/shared/server';
import { readManifest } from './deploy-layout';
import { securityHeaders, STATIC_ORIGIN_POLICY } from './security-headers';
import { createStaticOrigin, serveFiles, staticOriginSettings, type StaticOriginSettings } from './static-origin';

export async function createRemoteServer(
  remote: RemoteName,
  options: { deployDir: string; settings?: StaticOriginSettings },
): Promise<FastifyInstance> {
  const { deployDir } = options;
  const app = await createStaticOrigin(options.settings ?? staticOriginSettings(), (req) => ({
    ...securityHeaders({ policy: STATIC_ORIGIN_POLICY, tls: req.protocol === 'https' }),
    // Public, credential-free files (scripts, manifests, translations): any page may read them.
    'Access-Control-Allow-Origin': '*',
    'Timing-Allow-Origin': '*',
  }));
  app.get('/health', async () => ({ remote, active: readManifest(deployDir)[remote]?.version ?? null }));
  // Hashed chunks never change; entry, manifest and translations must be re-checked.
  await serveFiles(app, join(deployDir, remote));
  return app;
}
