import { buildApp, loggerOptions } from './app';
import { buildFilesApp } from './files-app';
import { loadConfig } from './config';

async function main(): Promise<void> {
  const config = loadConfig();
  const app = await buildApp();
  const files = await buildFilesApp(config, loggerOptions(config.logLevel), { db: app.db });

  let closing = false;
  const shutdown = async (signal: string, exitCode = 0) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const timer = setTimeout(() => process.exit(1), 10_000);
    timer.unref();
    await Promise.allSettled([app.close(), files.close()]);
    process.exit(exitCode);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  // Last resort. An error in a request's handler is answered by the apps' error handlers (500, logged); this is for
  // what escaped every handler. A rejected promise nobody handled (a fire-and-forget operation: @fastify/static's
  // unawaited send path threw so for GET /files/%25, issue 45) is logged and the API keeps serving: the rejection
  // unwound its own async function normally and cut no synchronous code off half-way, and Node's default (exit)
  // would fail every other visitor's request too. An uncaught exception is not safe to continue from (Node: the
  // process is in an undefined state): logged, the servers get 10 s to finish, exit 1, and the supervisor (npm start,
  // the cluster) starts the API again.
  process.on('unhandledRejection', (reason) => {
    app.log.error({ err: reason }, 'unhandled rejection (still serving)');
    console.error('[api] unhandled rejection (still serving):', reason);
  });
  process.on('uncaughtException', (err) => {
    app.log.fatal({ err }, 'uncaught exception: exiting');
    console.error('[api] uncaught exception; exiting for the supervisor to start it again:', err);
    void shutdown('uncaught exception', 1);
  });
  // Under a supervisor that may be killed outright (npm run start:cluster), end with it rather than hold the port.
  if (process.env.EXIT_WITH_PARENT === '1') {
    const parent = process.ppid;
    setInterval(() => process.ppid !== parent && void shutdown('parent gone'), 1000).unref();
  }

  // A spare a supervisor keeps started (npm run start:cluster, API_STANDBY=1 with an IPC channel): built and connected,
  // it says so and takes the ports only when told, once the process it stands in for has died.
  if (process.env.API_STANDBY === '1' && process.send) {
    await new Promise<void>((resolve) => {
      process.on('message', (message) => message === 'listen' && resolve());
      process.send!('standby');
    });
  }
  await app.listen({ host: config.apiHost, port: config.apiPort });
  await files.listen({ host: config.apiHost, port: config.filesPort });
  app.log.info(`API on :${config.apiPort} (${config.dbKind}), files on :${config.filesPort}, docs at /api/docs`);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
