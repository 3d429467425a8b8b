import type { RemoteName } from './routes';

/**
 * A remote's server-rendered first paint: static HTML (with its own <style> tags) of what the remote shows above
 * the fold on some routes. The remote builds it into its dist; the host's server inlines the live version's copy
 * into the page for those routes; the host shows it until the remote has loaded and rendered.
 */
export interface FirstPaint {
  remote: RemoteName;
  /** Exact pathnames it stands for. */
  routes: string[];
  /** The language it was rendered in; the page drops it when the visitor's stored language differs. */
  lang: string;
  html: string;
}

export const FIRST_PAINT_FILE = 'first-paint.json';
export const FIRST_PAINT_ELEMENT_ID = 'cargora-first-paint';
