// The one list of federation singletons, as plain data: the build (shared-deps.ts) shares them, the host's
// start-up (host/src/index.ts) evaluates them, each from this list.
// React Router is shared through @cargora/shared/router (shared/src/router: the parts of its public API the site
// calls), not as a package: a shared package reaches the browser whole, an entry that re-exports part of it only that
// part. Browser code imports the router from there, so its contexts exist once. react-i18next likewise, through
// @cargora/shared/translation.

export const SINGLETONS = [
  'react',
  'react/',
  'react-dom',
  'react-dom/',
  'styled-components',
  'zustand',
  'i18next',
  'notistack',
  'axios',
  // @cargora/shared's faces that the browser binds at run time: one copy each, in this order (ui imports the router,
  // runtime and contracts, runtime imports contracts, quote-request imports ui, each through its package name, so each
  // module exists once; quote-request is apart from ui so that pages without a quote form do not download it).
  '@cargora/shared/router',
  '@cargora/shared/translation',
  '@cargora/shared/contracts',
  '@cargora/shared/runtime',
  '@cargora/shared/ui',
  '@cargora/shared/quote-request',
] as const;

/** A singleton package or entry point (the `react/`-style entries only share its subpaths too). */
export type Singleton = Exclude<(typeof SINGLETONS)[number], `${string}/`>;

const isPackage = (name: (typeof SINGLETONS)[number]): name is Singleton => !name.endsWith('/');

export const SINGLETON_NAMES: readonly Singleton[] = SINGLETONS.filter(isPackage);

/** @cargora/shared's own entry points among the singletons. */
export type SharedEntry = Extract<Singleton, `@cargora/shared/${string}`>;
export const SHARED_ENTRIES: readonly SharedEntry[] = SINGLETON_NAMES.filter((name): name is SharedEntry =>
  name.startsWith('@cargora/shared/'),
);
