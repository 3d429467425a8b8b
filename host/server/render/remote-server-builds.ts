// Each remote version's server build in a render thread: a federation container for Node (remoteEntry.js and its
// chunks in the version's server/ folder, built by shared/build/webpack-config.ts with target async-node and
// @module-federation/node's runtime plugin), loaded through the federation's own runtime (createInstance, loadRemote).
// The containers bundle none of the singletons: this thread gives its own copy of each as `shared`, so the remotes'
// pages and the host's tree share one React, one router, one i18next, one set of stores.
import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { createInstance, type ModuleFederationRuntimePlugin } from '@module-federation/runtime';
import * as react from 'react';
import * as reactJsxRuntime from 'react/jsx-runtime';
import * as reactDom from 'react-dom';
// eslint-disable-next-line no-restricted-imports -- the whole module is lent to the remotes as their singleton; none of its internals is used here
import * as styledComponents from 'styled-components';
import * as zustand from 'zustand';
import * as i18next from 'i18next';
import * as notistack from 'notistack';
import * as axios from 'axios';
import * as sharedRouter from '@cargora/shared/router';
import * as sharedTranslation from '@cargora/shared/translation';
import * as sharedContracts from '@cargora/shared/contracts';
import * as sharedRuntime from '@cargora/shared/runtime';
import * as sharedUi from '@cargora/shared/ui';
import * as sharedQuoteRequest from '@cargora/shared/quote-request';
import type { RemoteName } from '@cargora/shared/contracts';
import type { Singleton } from '@cargora/shared/build/singletons';

/** The version of each singleton in the host's node_modules (set by the host's server build). */
declare const __SINGLETON_VERSIONS__: Record<Singleton, string>;

/** This thread's own copy of each singleton (`react/` and `react-dom/` share their subpaths: those a page imports). */
const SINGLETONS: Record<Singleton, unknown> & Record<string, unknown> = {
  react,
  'react/jsx-runtime': reactJsxRuntime,
  'react-dom': reactDom,
  'styled-components': styledComponents,
  zustand,
  i18next,
  notistack,
  axios,
  '@cargora/shared/router': sharedRouter,
  '@cargora/shared/translation': sharedTranslation,
  '@cargora/shared/contracts': sharedContracts,
  '@cargora/shared/runtime': sharedRuntime,
  '@cargora/shared/ui': sharedUi,
  '@cargora/shared/quote-request': sharedQuoteRequest,
};

/** The package a shared name belongs to (`react/jsx-runtime` → `react`). */
const packageOf = (name: string) => (name.startsWith('@cargora/') ? name : name.startsWith('@') ? name.split('/').slice(0, 2).join('/') : name.split('/')[0]!) as Singleton;

/**
 * The documented `loadEntry` hook: a remote entry given as a file URL is required from its folder (Node's own
 * module loader), as its `commonjs-module` library expects; the runtime's own Node loader fetches entries over HTTP.
 */
const fileEntries: ModuleFederationRuntimePlugin = {
  name: 'cargora-file-entries',
  loadEntry({ remoteInfo }) {
    if (!remoteInfo.entry.startsWith('file:')) return undefined;
    const file = fileURLToPath(remoteInfo.entry);
    return Promise.resolve(createRequire(file)(file));
  },
};

export interface ServerBuild {
  remote: RemoteName;
  /** The container's remoteEntry.js. */
  file: string;
}

/**
 * `exposed` (e.g. `./routes`) of each remote's server build through one federation instance of this thread, each
 * loaded when first asked for (a page of that remote; the federation runtime keeps it for the next): that module, or
 * the error that kept it from loading (a missing file, a build that throws, a build that does not expose it).
 */
export function serverBuildLoader<T>(builds: readonly ServerBuild[], exposed: string): (remote: RemoteName) => Promise<T> {
  const federation = createInstance({
    name: 'cargora_render_worker',
    remotes: builds.map(({ remote, file }) => ({ name: remote, entry: pathToFileURL(file).href })),
    shared: Object.fromEntries(
      Object.entries(SINGLETONS).map(([name, lib]) => [
        name,
        { version: __SINGLETON_VERSIONS__[packageOf(name)], lib: () => lib, shareConfig: { singleton: true, requiredVersion: false as const } },
      ]),
    ),
    shareStrategy: 'loaded-first',
    plugins: [fileEntries],
  });
  const request = exposed.replace(/^\.\//, '');
  return async (remote) => {
    if (!builds.some((build) => build.remote === remote)) throw new Error('no server build');
    const loaded = await federation.loadRemote<T>(`${remote}/${request}`).catch((error: unknown) => {
      throw error instanceof Error ? error : new Error(String(error));
    });
    if (!loaded) throw new Error(`its server build does not expose ${exposed}`);
    return loaded;
  };
}
