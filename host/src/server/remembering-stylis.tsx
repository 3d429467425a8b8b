// The stylis a render worker gives styled-components (render-worker.tsx), remembering its output across renders.
import { useContext, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { StyleSheetContext, type ServerStyleSheet } from 'styled-components';

/** styled-components' CSS preprocessor (stylis): its rules for a component's CSS under a class name. */
export type Stylis = ((css: string, selector: string, prefix?: string, componentId?: string) => string[]) & { hash: string };

/** The stylis styled-components uses by default (its context's). */
export function styledComponentsStylis(): Stylis {
  let stylis: Stylis | null = null;
  const Capture = () => {
    stylis = (useContext(StyleSheetContext) as unknown as { stylis: Stylis }).stylis;
    return null;
  };
  renderToStaticMarkup(<Capture />);
  if (!stylis) throw new Error("styled-components' stylis was not found");
  return stylis;
}

/** What `sheet.collectStyles(children)` gives, with the stylis given. */
export function collectStyles(sheet: ServerStyleSheet, stylis: Stylis, children: ReactNode) {
  return (
    <StyleSheetContext.Provider value={{ shouldForwardProp: undefined, styleSheet: sheet.instance, stylis } as never}>
      {children}
    </StyleSheetContext.Provider>
  );
}

/**
 * The stylis styled-components uses, remembering its output across renders. Each render has a sheet of its own, so
 * styled-components runs stylis again for every style of every page (about 6% of a render); the same CSS under the
 * same class name always gives the same rules.
 */
export function rememberingStylis(stylis: Stylis = styledComponentsStylis()): Stylis {
  const rules = new Map<string, string[]>();
  return Object.assign(
    (css: string, selector: string, prefix?: string, componentId?: string) => {
      // A class name is made from its component and CSS (styled-components relies on that: a name it has seen is not
      // injected again), so a class's key need not carry its CSS; anything else (a global style) is keyed by it.
      const key = `${componentId ?? ''}\u0000${selector}\u0000${prefix ?? ''}${selector.startsWith('.') ? '' : `\u0000${css}`}`;
      let out = rules.get(key);
      if (!out) {
        out = stylis(css, selector, prefix, componentId);
        // A bound on memory: the site's styles are a few thousand; values in CSS (a width from data) could be more.
        if (rules.size >= 20_000) rules.clear();
        rules.set(key, out);
      }
      return out;
    },
    { hash: stylis.hash },
  );
}
