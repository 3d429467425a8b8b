// The components' rules of a server render, kept in the page as the server sent them: the server's half (marking its
// element) and reading which class names it holds. The browser's half is app/server-styles.ts (adoptServerStyles).
import { SERVER_STYLES_ATTRIBUTE } from './render-state';

const STYLED_MARK = ' data-styled="true"';

/** styled-components' style tags of a server render, marked as the server's (render worker). */
export function markServerStyles(tags: string): string {
  // Each tag's head only (its attributes, up to the first ">"), found by plain searches: a regular expression scanned
  // every character of the rules for "<style" (tens of KB a render).
  const parts = tags.split('<style');
  for (let i = 1; i < parts.length; i += 1) {
    const part = parts[i]!;
    const end = part.indexOf('>');
    const at = end < 0 ? -1 : part.lastIndexOf(STYLED_MARK, end - STYLED_MARK.length);
    if (at >= 0) parts[i] = `${part.slice(0, at)} ${SERVER_STYLES_ATTRIBUTE}${part.slice(at + STYLED_MARK.length)}`;
  }
  return parts.join('<style');
}

// What styled-components writes after each component's rules: data-styled.g<group>[id="<component>"]{content:"<class>,…"}
const REGISTRATION = /data-styled\.g\d+\[id="([\w-]+)"\]\{content:"([^"]*)"\}/g;

/** The component id → class names registered in the server's rules (`css`: the text of its element). */
export function serverStyleNames(css: string): Map<string, string[]> {
  const names = new Map<string, string[]>();
  for (const [, id, list] of css.matchAll(REGISTRATION)) {
    const classes = list!.split(',').filter(Boolean);
    names.set(id!, [...(names.get(id!) ?? []), ...classes]);
  }
  return names;
}
