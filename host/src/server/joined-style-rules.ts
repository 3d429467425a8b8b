// styled-components (6.6) puts a component's CSS together on every render of each of its elements: its template's
// pieces (text and every interpolated value: a colour, a size, a shared block of declarations) are concatenated
// again, and the fresh string is hashed again to find the class name it already has. A component whose pieces are
// all text (most of the site's) got the same long string rebuilt for each element of each page. Here each component's
// adjacent text pieces are joined once, the first time it renders: a static component's CSS is then one string (the
// same string object each time, its hash kept by the engine), a dynamic one's has fewer pieces to join. Same rules,
// same order, same CSS, same class names.
import type { IStyledComponent } from 'styled-components';

interface ComponentStyleLike {
  rules: unknown[];
  generateAndInjectStyles: (...args: unknown[]) => string;
}

const joined = new WeakSet<object>();

/** The rules with each run of adjacent strings joined into one. */
export function joinAdjacentText(rules: readonly unknown[]): unknown[] {
  const out: unknown[] = [];
  for (const rule of rules) {
    const last = out.length - 1;
    if (typeof rule === 'string' && last >= 0 && typeof out[last] === 'string') out[last] = (out[last] as string) + rule;
    else out.push(rule);
  }
  return out;
}

/**
 * Joins the text of every styled component's rules the first time it renders, for the styled-components instance
 * `sample` (any styled component) comes from. Idempotent.
 */
export function joinStyleRulesOnFirstRender(sample: IStyledComponent<'web', object>) {
  const proto = Object.getPrototypeOf((sample as unknown as { componentStyle: ComponentStyleLike }).componentStyle) as ComponentStyleLike;
  if (joined.has(proto)) return;
  joined.add(proto);
  const generate = proto.generateAndInjectStyles;
  const seen = new WeakSet<object>();
  proto.generateAndInjectStyles = function generateJoined(this: ComponentStyleLike, ...args: unknown[]) {
    if (!seen.has(this)) {
      seen.add(this);
      this.rules = joinAdjacentText(this.rules);
    }
    return generate.apply(this, args);
  };
}
