// The async boundary: shared singletons are negotiated before any React code runs.
// Start-up is evaluated in steps, each in its own task, so a slow phone's main thread is never blocked for the
// whole start-up at once: the federation runtime (main.js itself), React, React DOM, each shared library,
// @cargora/shared, then the app (which renders). In production every chunk of these steps has already arrived and
// registered before main.js runs (shared/build/startup-scripts-plugin.ts), so a step costs no network round trip:
// each import only evaluates.
import { nextTask } from './app/scheduling';

const steps: (() => Promise<unknown>)[] = [
  () => import('react'),
  () => import('react-dom/client'),
  () => import('axios'),
  () => import('i18next'),
  () => import('zustand'),
  () => import('styled-components'),
  () => import('react-router-dom'),
  () => import('react-i18next'),
  () => import('@cargora/shared'),
  () => import('./bootstrap'),
];

async function start() {
  for (const step of steps) {
    await nextTask();
    await step();
  }
}

void start();
