// Builds the production site (only what changed) and serves it as `npm start` does.
import { mkdirSync } from 'node:fs';
import { useE2eEnv, E2E_ROOT } from './support/site';
import { ensureApiBuilt, ensureHostBuilt, ensureRemotesReleased } from '../scripts/lib/build';
import { startApi } from '../scripts/lib/api-process';
import { startStaticServers } from '../scripts/lib/servers';

export default async function globalSetup() {
  useE2eEnv();
  mkdirSync(E2E_ROOT, { recursive: true });
  ensureApiBuilt();
  ensureHostBuilt();
  ensureRemotesReleased(process.env.CARGORA_DEPLOY_DIR);
  const api = await startApi({}, { quiet: true });
  const site = await startStaticServers();
  return async () => {
    await site.close();
    await api.stop();
  };
}
