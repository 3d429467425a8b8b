import { __PRIVATE__ } from 'styled-components';
import { SERVER_STYLES_ATTRIBUTE, serverStyleNames } from '@cargora/shared/runtime';

/**
 * Registers the class names of the server's rules with styled-components, in the browser before hydration, and leaves
 * the server's element as it is.
 *
 * styled-components, as it loads in the browser, reads the server's <style data-styled>, inserts every rule again into
 * a <style> of its own and removes the server's: the page's rules are parsed twice on the phone's main thread, and a
 * style sheet replaced by another makes the browser restyle the whole page in the middle of start-up. Instead the
 * render worker marks its element with SERVER_STYLES_ATTRIBUTE (ssr/server-styles.ts: markServerStyles), which
 * styled-components does not look for, and this tells styled-components which class names that element already holds:
 * the components the server rendered find their class registered and insert nothing; what the browser renders anew
 * (another page, a state the server did not show) goes into styled-components' own element, after the server's.
 */
export function adoptServerStyles(root: Pick<Document, 'querySelectorAll'> = document): number {
  let adopted = 0;
  for (const element of root.querySelectorAll(`style[${SERVER_STYLES_ATTRIBUTE}]`)) {
    for (const [id, classes] of serverStyleNames(element.textContent ?? '')) {
      for (const name of classes) __PRIVATE__.mainSheet.registerName(id, name);
      adopted += classes.length;
    }
  }
  return adopted;
}
