// What a server render's router is given: the branch of the route table the page matched, not the whole table.
// react-router's router component matches the location against its routes again on every render, and each match
// flattens and ranks the whole table first (some forty routes here): the route table was matched twice a page, once
// by the static handler and once more to render. Rendered, the branch is the same: the same route objects (ids,
// elements, handles), each with its one matched child.
import type { DataRouteObject } from 'react-router-dom';

const branches = new Map<string, DataRouteObject[]>();

/** The matched routes (root first) as a tree of one route per level; the same tree for the same routes. */
export function matchedBranch(matches: readonly { route: DataRouteObject }[]): DataRouteObject[] {
  const key = matches.map((m) => m.route.id).join('\u0000');
  let branch = branches.get(key);
  if (!branch) {
    let child: DataRouteObject | null = null;
    for (let i = matches.length - 1; i >= 0; i -= 1) {
      const route = matches[i]!.route;
      // An index route has no children; every other route here keeps only its matched one.
      child = route.index ? route : ({ ...route, children: child ? [child] : [] } as DataRouteObject);
    }
    branch = child ? [child] : [];
    // A route table has a bounded number of branches (one per route): no eviction is needed.
    branches.set(key, branch);
  }
  return branch;
}
