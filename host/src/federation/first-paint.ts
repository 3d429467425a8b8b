import { FIRST_PAINT_ELEMENT_ID, type RemoteName } from '@cargora/shared';

interface Captured {
  remote: string;
  path: string;
  html: string;
}

let captured: Captured | null = null;

/**
 * Keeps the server's first paint (see FirstPaint in @cargora/shared) before React replaces #root, so the loading
 * state of that remote's route can go on showing it instead of a skeleton.
 */
export function captureFirstPaint(doc: Document = document): void {
  const element = doc.getElementById(FIRST_PAINT_ELEMENT_ID);
  // Its <style> tags are shown again later: they need the page's CSP nonce (hidden from innerHTML) once more.
  const nonce = doc.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]')?.nonce;
  const html = (element?.innerHTML ?? '').replace(/<style(?: nonce="[^"]*")?(?=[\s>])/g, nonce ? `<style nonce="${nonce}"` : '<style');
  captured = element && element.dataset.remote && element.dataset.path ? { remote: element.dataset.remote, path: element.dataset.path, html } : null;
}

/** The first paint to show while `remote` loads at `pathname`, if the page arrived with one for exactly that. */
export function firstPaintFor(remote: RemoteName, pathname: string): string | null {
  return captured && captured.remote === remote && captured.path === pathname ? captured.html : null;
}

/** Once any remote has rendered (or failed), the snapshot is stale: forget it. */
export function forgetFirstPaint(): void {
  captured = null;
}
