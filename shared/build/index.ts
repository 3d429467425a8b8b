export { createWebpackConfig } from './webpack-config';
export type { FederationContract, PackageBuildOptions } from './webpack-config';
export { sharedSingletons, SINGLETON_NAMES } from './shared-deps';
