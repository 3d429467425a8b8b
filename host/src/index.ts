// The async boundary: shared singletons are negotiated before any React code runs.
// Start-up is evaluated in three steps, each in its own task, so a slow phone's main thread is never blocked for
// the whole start-up at once: React, then the shared libraries, then the app (which renders).
import { nextTask } from './app/scheduling';

async function start() {
  await Promise.all([import('react'), import('react-dom/client')]);
  await nextTask();
  await import('@cargora/shared');
  await nextTask();
  await import('./bootstrap');
}

void start();
