// The sign-in stand-ins (stand-in-sites.ts) in a process of their own, for npm start's supervisor (standInsService):
// configured by env like npm start; says { ready, urls } over IPC once they listen; 'stop', SIGTERM, SIGINT or the
// parent going away end it.
import { installLastResortGuard } from './last-resort';
import { startStandIns } from './servers';

async function main() {
  const standIns = await startStandIns();
  installLastResortGuard('stand-ins', standIns.close);
  const stop = () => void standIns.close().then(() => process.exit(0));
  process.on('message', (message) => message === 'stop' && stop());
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
  process.on('disconnect', stop);
  process.send?.({ ready: true, urls: standIns.urls });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
