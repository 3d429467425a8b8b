// One web process of the cluster: `host` (the host's server: pages rendered by its render workers, remotes.json)
// or `remotes` (the four remotes' published versions: the CDN origin). Ports and origins come from env.
import { join } from 'node:path';
import { createHostServer, createRemoteServer, CspReportLog, serverRenderingSettings } from '@cargora/host/server';
import { deployDir, localOpsToken, REMOTE_NAMES, ROOT, ports } from './paths';
import { runtimeConfig } from './servers';
import { publishClusterState } from './cluster';
import { exitWithParent } from './exit-with-parent';
import { installLastResortGuard } from './last-resort';

async function main() {
  const role = process.argv[2];
  const listen = process.env.LISTEN_HOST ?? '127.0.0.1';
  const apps: { close: () => Promise<unknown> }[] = [];
  if (role === 'host') {
    const config = runtimeConfig();
    const host = await createHostServer({
      distDir: join(ROOT, 'host', 'dist'),
      deployDir: deployDir(),
      config,
      reports: new CspReportLog(),
      opsToken: localOpsToken(),
      rendering: serverRenderingSettings(process.env, config.apiUrl),
      // In the cluster one host decides about the canaries and publishes its decisions to the bucket; the other does not.
      canaryDecider: process.env.CANARY_DECIDER === '0' ? false : process.env.CANARY_DECIDER === 'cluster' ? { onDecided: () => publishClusterState(deployDir()) } : undefined,
    });
    await host.listen({ port: ports().host, host: listen });
    apps.push(host);
  } else if (role === 'remotes') {
    for (const remote of REMOTE_NAMES) {
      const app = await createRemoteServer(remote, { deployDir: deployDir() });
      await app.listen({ port: ports()[remote], host: listen });
      apps.push(app);
    }
  } else {
    throw new Error('usage: web-process.ts host|remotes');
  }
  const close = () => Promise.allSettled(apps.map((a) => a.close()));
  installLastResortGuard(`web ${role}`, close);
  const stop = () => void close().then(() => process.exit(0));
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
  exitWithParent(stop);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
