// The render worker names the remote of a page from the route the router matched (its handle), not by matching the
// route table a second time: every remote route names its remote, the host's own pages none.
import { matchRoutes } from 'react-router-dom';
import { HOST_PATHS, REMOTE_ROUTES } from '@cargora/shared/contracts';
import { appRoutes, remoteOfMatches } from '../app/router';

const routes = appRoutes();
const remoteAt = (path: string) => remoteOfMatches(matchRoutes(routes, path) ?? []);
/** A route's path with every parameter given a value. */
const sample = (path: string) => path.replace(/:[A-Za-z]+/g, 'x-1');

describe('the remote of a matched route', () => {
  it('is the remote the route table gives each route', () => {
    for (const route of REMOTE_ROUTES) expect([route.path, remoteAt(sample(route.path))]).toEqual([route.path, route.remote]);
  });

  it('is none for the host’s own pages and for an unknown path', () => {
    for (const path of [HOST_PATHS.login, HOST_PATHS.verifyOtp, HOST_PATHS.home, HOST_PATHS.notFound, HOST_PATHS.unauthorized, '/no-such-page', '/storefront/a/b']) {
      expect([path, remoteAt(path)]).toEqual([path, null]);
    }
  });
});
