// @cargora/shared/contracts: what the host, the remotes, the API and the scripts agree on, as data and types: the API's
// answers (types derived from the TypeBox schemas, which are `@cargora/shared/contracts/schemas`), the enums, the
// route table of the whole site, the site's constants and the remotes.json manifest. No state, no React.
export * from './types';
export { remoteEntryUrl } from './remotes-manifest';
export * from './http-url';
export * from '../routes';
export * from '../constants';
export * from './locale-digits';
export * from './contract-version';
export * from './percentage';
export * from './protection';
export * from './agent-trust';
export * from './emissions';
export * from './lane';
export * from './load';
export * from './currencies';
export * from './tariff';
export * from './service-listed';
