import type { FederationContract } from '@cargora/shared/build';

// The content team's contract with the host: its route modules, one per route id of the table.
export const federation: FederationContract = {
  name: 'content',
  exposes: { './routes': './src/app/routes.ts' },
};
