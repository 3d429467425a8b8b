// The async boundary: the federation negotiates the shared singletons before any React code runs.

// The page's CSP nonce, for the libraries that add <style> elements: styled-components reads the meta itself,
// notistack's style engine (goober) reads window.__nonce__.
const nonce = document.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]')?.nonce;
if (nonce) (window as { __nonce__?: string }).__nonce__ = nonce;

// The federation's start-up ends this task; the page's modules are evaluated in the next (their chunks are already
// here, so without a yield their promise chain would run as microtasks of this one task: one long task on a phone).
setTimeout(() => void import('./bootstrap'), 0);
