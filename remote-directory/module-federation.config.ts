import type { FederationContract } from '@cargora/shared/build';

// The directory team's contract with the host: its route modules, one per route id (loader, Component, head).
export const federation: FederationContract = {
  name: 'directory',
  exposes: { './routes': './src/app/routes.ts' },
};
