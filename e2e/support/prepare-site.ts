// The site the browser tests serve, built from the current sources (only what changed): the API, the host, and each
// remote released into the tests' own deploy folder. `npm test` runs it beside the API and unit tests (e2e/build-site.ts),
// so the browser tests' global setup finds it built; run alone (`npx playwright test`), the global setup builds it.
import { mkdirSync } from 'node:fs';
import { useE2eEnv, E2E_ROOT } from './site';
import { ensureApiBuilt, ensureHostBuilt, ensureRemotesReleased } from '../../scripts/lib/build';

export function prepareSite() {
  useE2eEnv();
  mkdirSync(E2E_ROOT, { recursive: true });
  ensureApiBuilt();
  ensureHostBuilt();
  ensureRemotesReleased(process.env.CARGORA_DEPLOY_DIR);
}
