// `npm start`: build what changed, prepare the database, serve the whole site as it is deployed.
import { ensureApiBuilt, ensureHostBuilt, ensureRemotesReleased } from './lib/build';
import { ensureFonts } from './lib/chromium';
import { apiService, assertApiPortFree } from './lib/api-process';
import { runtimeConfig } from './lib/servers';
import { siteService } from './lib/site-child';
import { standInsService } from './lib/stand-in-sites';
import { Supervisor } from './lib/supervisor';
import { opsTokenSource } from '@cargora/shared/server';
import { dataDir, ports, origin } from './lib/paths';

async function main() {
  const started = Date.now();
  // The share images' text needs a font (installed once when missing, as root; otherwise drawn without text).
  ensureFonts();
  ensureApiBuilt();
  ensureHostBuilt();
  ensureRemotesReleased();
  // Each served process is a child of this one: one that dies is started again while the others keep serving.
  const supervisor = new Supervisor();
  console.log('[start] starting the API (creates and seeds the database on first run)');
  await assertApiPortFree();
  try {
    await supervisor.start(apiService());
    await supervisor.start(siteService());
    await supervisor.start(standInsService());
  } catch (error) {
    await supervisor.stop();
    throw error;
  }
  const p = ports();
  const config = runtimeConfig();
  const api = { url: origin(p.api) };
  const site = { urls: { host: origin(p.host), catalog: origin(p.catalog), directory: origin(p.directory), content: origin(p.content), careers: origin(p.careers) } };
  const standIns = { urls: { customer: config.customerSiteUrl, agent: config.agentSiteUrl } };
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
    await supervisor.stop();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop());
  process.on('SIGTERM', () => void stop());
}

main().catch((error: unknown) => {
  console.error(`[start] ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
