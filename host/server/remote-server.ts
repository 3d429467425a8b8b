// One remote's origin: every published version's browser files under /<version>/, readable from the site's pages
// (CORS). /<version>/<file> is <deploy>/<remote>/<version>/client/<file>: the version's server build, private files
// and release.json are beside client/, never below it.
import type { FastifyInstance } from 'fastify';
import type { RemoteName } from '@cargora/shared/server';
import { migrateDeployLayout, readManifest, versionLayout } from './deploy-layout';
import { registerSecurityHeaders } from './security-headers';
import { createStaticOrigin, serveBuild, staticOriginSettings, type StaticOriginSettings } from './static-origin';

/** A version's name as publishing makes it (1.0.0-3f2a9c1-20261122t021500123): one plain path segment, no dot segment. */
const VERSION = /^[\w][\w.+-]*$/;

export async function createRemoteServer(
  remote: RemoteName,
  options: { deployDir: string; settings?: StaticOriginSettings },
): Promise<FastifyInstance> {
  const { deployDir } = options;
  const settings = options.settings ?? staticOriginSettings();
  // Versions published before client/ existed are moved into it first (their files would not be found otherwise).
  migrateDeployLayout(deployDir, [remote]);
  const app = await createStaticOrigin(settings, () => ({
    // Public, credential-free files (scripts, manifests, translations): any page may read them.
    'Access-Control-Allow-Origin': '*',
    'Timing-Allow-Origin': '*',
  }));
  await registerSecurityHeaders(app, 'remote');
  app.get('/health', async () => ({ remote, active: readManifest(deployDir)[remote]?.version ?? null }));
  // Hashed chunks never change; entry, manifest and translations must be re-checked.
  await serveBuild(
    app,
    '/:version/*',
    (req) => {
      const { version } = req.params as { version: string };
      return VERSION.test(version) ? versionLayout(deployDir, remote, version) : null;
    },
    settings,
  );
  return app;
}
