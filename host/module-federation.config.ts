import type { FederationContract } from '@cargora/shared/build';

// The host declares no remotes at build time: it reads /remotes.json at run time, so a remote
// can be released or rolled back without rebuilding the host.
export const federation: FederationContract = { name: 'cargora_host' };
