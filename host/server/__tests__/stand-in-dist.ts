// A host build for the server's tests: the document template the render path fills, and a stand-in render worker.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export const STAND_IN_TEMPLATE = '<head><!--cargora:head--></head><body><div id="root"><!--cargora:root--></div><!--cargora:state--></body>';

/** Writes `<root>/dist` with the template and `worker` (a render worker's source) in their build folders; returns it. */
export function standInHostDist(root: string, worker: string): string {
  const dist = join(root, 'dist');
  mkdirSync(join(dist, 'client'), { recursive: true });
  mkdirSync(join(dist, 'server'), { recursive: true });
  writeFileSync(join(dist, 'client', 'index.html'), STAND_IN_TEMPLATE);
  writeFileSync(join(dist, 'server', 'render-worker.js'), worker);
  return dist;
}
