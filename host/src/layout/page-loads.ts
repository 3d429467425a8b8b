// Whether the page's main content is still arriving (a remote loading). The footer waits for it before deciding
// whether it is near the viewport: until then <main> is only as tall as a loading state, and everything looks near.
let pending = 0;
const listeners = new Set<() => void>();

/** Marks the start of a page load; call the returned function once it has rendered or failed (only the first call counts). */
export function beginPageLoad(): () => void {
  pending += 1;
  let ended = false;
  return () => {
    if (ended) return;
    ended = true;
    pending -= 1;
    if (pending === 0) for (const listener of [...listeners]) listener();
  };
}

/** Calls `callback` once no page load is pending (at once if none is); returns a cancel function. */
export function whenPageSettled(callback: () => void): () => void {
  if (pending === 0) {
    callback();
    return () => undefined;
  }
  const listener = () => {
    listeners.delete(listener);
    callback();
  };
  listeners.add(listener);
  return () => listeners.delete(listener);
}
