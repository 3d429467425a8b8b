// Builds the production site (only what changed) and serves it as `npm start` does.
import { mkdirSync, rmSync } from 'node:fs';
import { API_LOG, useE2eEnv, E2E_ROOT } from './support/site';
import { ensureApiBuilt, ensureHostBuilt, ensureRemotesReleased } from '../scripts/lib/build';
import { startApi } from '../scripts/lib/api-process';
import { startStandIns, startStaticServers } from '../scripts/lib/servers';

export default async function globalSetup() {
  useE2eEnv();
  mkdirSync(E2E_ROOT, { recursive: true });
  ensureApiBuilt();
  ensureHostBuilt();
  ensureRemotesReleased(process.env.CARGORA_DEPLOY_DIR);
  rmSync(API_LOG, { force: true });
  const api = await startApi({}, { logFile: API_LOG });
  const site = await startStaticServers();
  const standIns = await startStandIns().catch(async (error: unknown) => {
    await site.close();
    await api.stop();
    throw error;
  });
  return async () => {
    await Promise.all([site.close(), standIns.close()]);
    await api.stop();
  };
}
