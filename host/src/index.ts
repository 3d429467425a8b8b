// The async boundary: shared singletons are negotiated before any React code runs.
// Start-up is evaluated in steps, each in its own task, so a slow phone's main thread is never blocked for the
// whole start-up at once: the federation runtime (main.js itself), React, React DOM, the shared libraries, then the
// app (which renders). In production every chunk of these steps is already fetched and registered from the page's
// HTML (shared/build/startup-scripts-plugin.ts), so a step costs no network round trip; each import only evaluates.
import { nextTask } from './app/scheduling';

async function start() {
  await nextTask();
  await import('react');
  await nextTask();
  await import('react-dom/client');
  await nextTask();
  await import('@cargora/shared');
  await nextTask();
  await import('./bootstrap');
}

void start();
