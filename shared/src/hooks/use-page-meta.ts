// A page's title, description and the rest of its metadata (shared/src/seo/page-meta.ts). On the server it is
// declared while rendering and written into the HTML's head; in the browser the head follows the page on screen.
import { useEffect, useId } from 'react';
import { usePageLanguage } from '../i18n/use-page-language';
import { readRuntimeConfig } from '../config';
import { DEFAULT_LANGUAGE, type Language } from '@cargora/shared/contracts';
import {
  applyHead,
  headElements,
  mergePageMeta,
  type PageMeta,
} from '../seo/page-meta';

// In the browser: the contributions of the components on screen (a page, and a list inside it).
const contributions = new Map<string, PageMeta>();
let scheduled = false;
let language: Language = DEFAULT_LANGUAGE;

function applySoon() {
  if (scheduled) return;
  scheduled = true;
  // After every effect of the commit: the page and its lists have all said their part.
  setTimeout(() => {
    scheduled = false;
    const meta = mergePageMeta([...contributions.values()]);
    // Between pages (the next one still loading) the previous head stays rather than a blank one.
    if (meta.title === undefined) return;
    const path = `${window.location.pathname}${window.location.search}`;
    applyHead(document, headElements(meta, { siteUrl: readRuntimeConfig().siteUrl, lang: language, path }));
  }, 0);
}

/** Declares (part of) the page's metadata; see PageMeta. */
export function usePageMeta(meta: PageMeta) {
  const key = useId();
  const lang = usePageLanguage();
  const serialized = JSON.stringify(meta);
  useEffect(() => {
    language = lang;
    contributions.set(key, JSON.parse(serialized) as PageMeta);
    applySoon();
    return () => {
      contributions.delete(key);
    };
  }, [key, serialized, lang]);
}
