// `npm start`: build what changed, prepare the database, serve the whole site as it is deployed.
import { ensureApiBuilt, ensureHostBuilt, ensureRemotesReleased } from './lib/build';
import { ensureFonts } from './lib/chromium';
import { startApi } from './lib/api-process';
import { startStandIns, startStaticServers } from './lib/servers';
import { opsTokenSource } from '@cargora/shared/server';
import { dataDir, ports, origin } from './lib/paths';

async function main() {
  const started = Date.now();
  // The share images' text needs a font (installed once when missing, as root; otherwise drawn without text).
  ensureFonts();
  ensureApiBuilt();
  ensureHostBuilt();
  ensureRemotesReleased();
  console.log('[start] starting the API (creates and seeds the database on first run)');
  const api = await startApi();
  const site = await startStaticServers();
  const standIns = await startStandIns().catch(async (error: unknown) => {
    await site.close();
    await api.stop();
    throw error;
  });
  const p = ports();
  console.log(`
  Cargora is running (ready in ${((Date.now() - started) / 1000).toFixed(1)} s)

    Open the site:      ${site.urls.host}/landing-page
    API:                ${api.url}/api/v1   (docs: ${api.url}/api/docs)
    Files origin:       ${origin(p.files)}
    Remotes:            catalog ${site.urls.catalog}, directory ${site.urls.directory}, content ${site.urls.content}, careers ${site.urls.careers}
    Sign-in sites:      customer ${standIns.urls.customer}, agent ${standIns.urls.agent}   (stand-ins, development only)
    Active versions:    ${site.urls.host}/remotes.json   (npm run remote -- status)
    Operator token:     ${opsTokenSource(process.env, dataDir())}   (sent as Authorization: Bearer <token> to read /ssr-status, /csp-reports, telemetry)

  Press Ctrl-C to stop everything.
`);
  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    console.log('\n[start] stopping');
    await Promise.all([site.close(), standIns.close()]);
    await api.stop();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop());
  process.on('SIGTERM', () => void stop());
  api.child.once('exit', (code) => {
    if (!stopping) {
      console.error(`[start] the API stopped unexpectedly (exit ${code})`);
      void Promise.all([site.close(), standIns.close()]).then(() => process.exit(1));
    }
  });
}

main().catch((error: unknown) => {
  console.error(`[start] ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
