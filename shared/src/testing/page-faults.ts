// The page-fault switch and the mock that reads it. Kept apart from the rest of the test helpers: a test's
// `jest.mock('@cargora/shared/runtime', …)` factory loads this file while the runtime is being mocked, so it may load
// nothing that imports @cargora/shared/runtime (the UI kit, render-route) itself.

/** While `broken`, hooks wrapped by `faultyHook` throw during render. */
export const pageFault = { broken: false };

/**
 * Wraps a hook the page calls (pass it to `jest.mock('@cargora/shared/runtime', …)`) so that it throws while
 * `pageFault.broken` is set, as a bug in the page would.
 */
export function faultyHook<Hook extends (...args: never[]) => unknown>(hook: Hook): Hook {
  return ((...args: Parameters<Hook>) => {
    if (pageFault.broken) throw new Error('A page fault made on purpose by the test');
    return hook(...args);
  }) as Hook;
}

/**
 * `@cargora/shared/runtime` with its hook `name` made faulty (see faultyHook), for a test's module mock:
 * `jest.mock('@cargora/shared/runtime', () => jest.requireActual('@cargora/shared/testing/page-faults').runtimeWithFaultyHook('useQueryHref'))`.
 */
export function runtimeWithFaultyHook(name: string) {
  const actual = jest.requireActual<Record<string, unknown>>('@cargora/shared/runtime');
  return { ...actual, [name]: faultyHook(actual[name] as (...args: never[]) => unknown) };
}
