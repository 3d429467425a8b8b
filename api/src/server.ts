import { buildApp, loggerOptions } from './app';
import { buildFilesApp } from './files-app';
import { loadConfig } from './config';

async function main(): Promise<void> {
  const config = loadConfig();
  const app = await buildApp();
  const files = await buildFilesApp(config, loggerOptions(config.logLevel), { db: app.db });

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const timer = setTimeout(() => process.exit(1), 10_000);
    timer.unref();
    await Promise.allSettled([app.close(), files.close()]);
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  // Under a supervisor that may be killed outright (npm run start:cluster), end with it rather than hold the port.
  if (process.env.EXIT_WITH_PARENT === '1') {
    const parent = process.ppid;
    setInterval(() => process.ppid !== parent && void shutdown('parent gone'), 1000).unref();
  }

  await app.listen({ host: config.apiHost, port: config.apiPort });
  await files.listen({ host: config.apiHost, port: config.filesPort });
  app.log.info(`API on :${config.apiPort} (${config.dbKind}), files on :${config.filesPort}, docs at /api/docs`);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
