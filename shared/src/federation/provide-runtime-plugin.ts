// The host's federation runtime, lent to the remotes: each remote is built with
// `experiments.externalRuntime`, so its remote entry carries only webpack's glue and reads the
// runtime core from `globalThis._FEDERATION_RUNTIME_CORE`, which this plugin sets before any
// remote loads. A visitor downloads the runtime core once instead of once per remote.
// (The ESM build is imported on purpose: the package's own provider plugin pulls in the CommonJS
// build, which would put a second copy of the runtime core into the host.)
import * as runtimeCore from '@module-federation/runtime/core';
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

export const RUNTIME_CORE_GLOBAL = '_FEDERATION_RUNTIME_CORE';

export default function provideRuntimeCorePlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'cargora-provide-runtime-core',
    beforeInit(args) {
      const globalRef = runtimeCore.Global as unknown as Record<string, unknown>;
      globalRef[RUNTIME_CORE_GLOBAL] ??= runtimeCore;
      return args;
    },
  };
}
