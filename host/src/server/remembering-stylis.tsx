// The stylis a render worker gives styled-components (render-worker.tsx), remembering its output across renders.
import { useContext } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { StyleSheetContext } from 'styled-components';

/** styled-components' CSS preprocessor (stylis): its rules for a component's CSS under a class name. */
export type Stylis = ((css: string, selector: string, prefix?: string, componentId?: string) => string[]) & { hash: string };

/**
 * The stylis styled-components uses, remembering its output across renders. Each render has a sheet of its own, so
 * styled-components runs stylis again for every style of every page (about 6% of a render); the same CSS under the
 * same class name always gives the same rules.
 */
export function rememberingStylis(given?: Stylis): Stylis {
  let base: Stylis | null = given ?? null;
  const Capture = () => {
    base = (useContext(StyleSheetContext) as unknown as { stylis: Stylis }).stylis;
    return null;
  };
  if (!base) renderToStaticMarkup(<Capture />);
  const stylis = base as Stylis | null;
  if (!stylis) throw new Error("styled-components' stylis was not found");
  const rules = new Map<string, string[]>();
  return Object.assign(
    (css: string, selector: string, prefix?: string, componentId?: string) => {
      const key = `${componentId ?? ''}\u0000${selector}\u0000${prefix ?? ''}\u0000${css}`;
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
