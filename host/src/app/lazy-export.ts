import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/** React.lazy for a module's named export: the host's modules export by name, React.lazy wants a default. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any component type, whatever its props
export function lazyExport<M extends Record<K, ComponentType<any>>, K extends keyof M>(
  load: () => Promise<M>,
  name: K,
): LazyExoticComponent<M[K]> {
  return lazy(() => load().then((m) => ({ default: m[name] })));
}
