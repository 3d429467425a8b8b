// A server render's router gets the branch the page matched (server/matched-branch.ts): matched again, as the router
// component does, the branch gives the same routes, params and path as the whole table did, for every route.
import { createStaticHandler, matchRoutes } from 'react-router-dom';
import { appRoutes } from '../app/router';
import { matchedBranch } from '../server/matched-branch';
import { routeSamples } from './route-samples';

const handler = createStaticHandler(appRoutes());
const paths = routeSamples();

async function matchesOf(path: string) {
  const context = await handler.query(new Request(`http://render.invalid${path}`));
  if (context instanceof Response) throw new Error(`${path}: ${context.status}`);
  return context.matches;
}

const described = (matches: readonly { route: { id: string; element?: unknown }; params: object; pathname: string }[] | null) =>
  (matches ?? []).map((m) => ({ id: m.route.id, element: m.route.element, params: m.params, pathname: m.pathname }));

describe('the matched branch', () => {
  it('matches as the whole route table did, for every route of the table and an unknown path', async () => {
    for (const path of paths) {
      const matches = await matchesOf(path);
      expect(matches.length).toBeGreaterThan(0);
      const branch = matchedBranch(matches);
      const pathname = path.split('?')[0]!;
      expect([path, described(matchRoutes(branch, pathname))]).toEqual([path, described(matches)]);
      // One route per level: nothing else of the table is left in it.
      let level = branch;
      for (let depth = 0; level.length > 0; depth += 1) {
        expect(level).toHaveLength(1);
        expect(level[0]!.id).toBe(matches[depth]!.route.id);
        level = level[0]!.children ?? [];
      }
    }
  });

  it('is made once per branch', async () => {
    const first = matchedBranch(await matchesOf('/storefront/agent-0001'));
    expect(matchedBranch(await matchesOf('/storefront/agent-0002'))).toBe(first);
    expect(matchedBranch(await matchesOf('/worldwide-directory'))).not.toBe(first);
  });
});
