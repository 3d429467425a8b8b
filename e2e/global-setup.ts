// Builds the production site (only what changed) and serves it as `npm start` does.
import { rmSync } from 'node:fs';
import { API_LOG } from './support/site';
import { prepareSite } from './support/prepare-site';
import { startApi } from '../scripts/lib/api-process';
import { startStandIns, startStaticServers } from '../scripts/lib/servers';

export default async function globalSetup() {
  prepareSite();
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
