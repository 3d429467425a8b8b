// Start-up scheduling helpers (plain code: the entry imports this before any shared library is negotiated).

/** Resolves in a new task, so the work after it does not lengthen the current one. */
export const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** Runs `callback` when the browser is idle (at the latest after `timeoutMs`); returns a cancel function. */
export function whenIdle(callback: () => void, timeoutMs = 2000): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(callback, { timeout: timeoutMs });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(callback, 50);
  return () => window.clearTimeout(handle);
}
