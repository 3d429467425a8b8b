// The host's server alone (no remote origins: the render workers read the remotes' server builds from the deploy
// directory), in a process of its own, for bench-ssr.ts: its /ssr-status memory is then the host server's and
// nothing else's, and each SSR_* setting gets a fresh process. Configured by env like `npm start`
// (HOST_PORT, CARGORA_DEPLOY_DIR, SSR_CACHE_TTL_MS, ...). Says { ready, url } to the parent; 'stop' ends it.
// `--with-remotes` serves the four remotes' origins too (bench-web.ts: the whole site apart from Lighthouse);
// SITE_NICE lowers this process's CPU priority before any server thread starts (threads inherit it).
import { setPriority } from 'node:os';
import { installLastResortGuard } from './last-resort';
import { startStaticServers } from './servers';

async function main() {
  if (process.env.SITE_NICE) setPriority(Number(process.env.SITE_NICE));
  const site = await startStaticServers(process.argv.includes('--with-remotes') ? undefined : []);
  installLastResortGuard('site', site.close);
  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    await site.close();
    process.exit(0);
  };
  process.on('message', (message) => {
    if (message === 'stop') void stop();
  });
  process.on('SIGTERM', () => void stop());
  process.on('disconnect', () => void stop());
  process.send?.({ ready: true, url: site.urls.host });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
