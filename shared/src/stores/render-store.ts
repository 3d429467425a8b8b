import { createStore, useStore, type StateCreator, type StoreApi, type UseBoundStore } from 'zustand';

/**
 * A zustand store whose server snapshot is its current state. zustand gives React the state a store was created
 * with for server renders and for hydration; the render worker sets the visitor's currency and settings before each
 * render, and the browser sets the same ones (from the page) before hydrating: both must read those.
 */
export function createRenderStore<T>(initializer: StateCreator<T, [], []>): UseBoundStore<StoreApi<T>> {
  const api = createStore<T>()(initializer);
  api.getInitialState = api.getState;
  const useBoundStore = ((selector?: (state: T) => unknown) => useStore(api, selector as (state: T) => unknown)) as UseBoundStore<StoreApi<T>>;
  return Object.assign(useBoundStore, api);
}
