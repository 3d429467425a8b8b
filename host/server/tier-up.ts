// How soon V8 optimizes the render workers' code. V8 hands a function to its optimizing compiler (TurboFan, on its
// background threads) once the function has run about --interrupt-budget bytes of its own bytecode (66 KB in Node
// 20). A page's render calls hundreds of functions a few times each (React's renderer, styled-components, the remotes'
// components), so most of them reach that budget only after thousands of pages: measured on one worker rendering
// storefronts and service pages in turn, the compiler's threads still spent ~2 ms a page after 900 pages and ~1 ms
// after 2,600, on top of the worker's own ~7.5 ms, and ~0.3 ms only after some 5,000. A host is ready after 600
// pages a worker (warm-up.ts), so its first visitors paid that tail, on the cores their pages needed.
// With an eighth of the budget the same compilations happen within the first ~800 pages (~0.5-0.8 ms a page after
// them), mostly inside the warm-up, and the optimized code renders as fast (7.4 against 7.3 ms a page once settled).
// In bench:ssr, a host with it against one without, alternately, twice each (cold, 50 connections, just ready): service
// detail p99 315 / 286 ms against 402 / 423 ms, host CPU 8.3 / 7.6 against 9.4 / 10.3 ms a page.
// The flag is V8's, for the whole process (the workers' isolates are created after it is set, and read it); a budget
// given on the command line (node --interrupt-budget=…) is left as it is.
import { setFlagsFromString } from 'node:v8';

/** V8's default (67,584 bytes of bytecode) divided by 8. */
export const RENDER_TIER_UP_BUDGET = 8448;

/** The flag to set, or null when the process was started with a budget of its own. */
export function tierUpFlag(execArgv: readonly string[]): string | null {
  if (execArgv.some((arg) => /^--interrupt[-_]budget(=|$)/.test(arg))) return null;
  return `--interrupt-budget=${RENDER_TIER_UP_BUDGET}`;
}

let applied = false;

/**
 * Sets the budget once, before the first render worker starts (the pool calls it); `budget` (bench:render --tail
 * --interrupt-budget) sets another one first, V8's default (67584) included.
 */
export function applyRenderTierUpBudget(budget?: number): void {
  if (applied) return;
  applied = true;
  const flag = budget === undefined ? tierUpFlag(process.execArgv) : `--interrupt-budget=${budget}`;
  if (flag) setFlagsFromString(flag);
}
