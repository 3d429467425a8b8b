import type { FederationContract } from '@cargora/shared/build';

// The careers team's contract with the host: its route modules, one per route id it owns (loader, page, error, head).
export const federation: FederationContract = {
  name: 'careers',
  exposes: { './routes': './src/app/routes.ts' },
};
