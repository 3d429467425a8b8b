// Where RemotePage gets a remote's exposed App: in the browser, the federation registry (remote-registry.ts);
// in a render worker, the server builds of the generation it is bound to. Set once at start-up, so the page
// component itself imports neither the federation runtime nor Node.
import type { ComponentType } from 'react';
import type { RemoteAppProps, RemoteName } from '@cargora/shared/contracts';

export interface RemoteSource {
  load(name: RemoteName): Promise<ComponentType<RemoteAppProps>>;
  /** Forget a failed load, so Retry starts afresh. */
  reset(name: RemoteName): void;
  /** The version of the remote this page loaded (telemetry). */
  version(name: RemoteName): string | undefined;
}

let source: RemoteSource | null = null;

export function setRemoteSource(next: RemoteSource) {
  source = next;
}

export function remoteSource(): RemoteSource {
  if (!source) throw new Error('No remote source: the start-up sets one before rendering');
  return source;
}
