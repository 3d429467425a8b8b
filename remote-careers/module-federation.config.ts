import type { FederationContract } from '@cargora/shared/build';

// The careers team's contract with the host: one exposed entry that renders a route by id.
export const federation: FederationContract = {
  name: 'careers',
  exposes: { './App': './src/app/app.tsx' },
};
