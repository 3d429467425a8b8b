import type { FederationContract } from '@cargora/shared/build';

// The catalog team's contract with the host: one exposed entry, the route module of each of its route ids.
export const federation: FederationContract = {
  name: 'catalog',
  exposes: { './routes': './src/app/routes.ts' },
};
