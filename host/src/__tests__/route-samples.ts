// Addresses the route-matching tests try: one of each route of the table (its parameters filled in), the host's own
// paths and an unknown one.
import { HOST_PATHS, REMOTE_ROUTES } from '@cargora/shared/contracts';

const sample = (path: string) => path.replace(/:[A-Za-z]+/g, 'x-1');

export const routeSamples = (...more: string[]) => [
  ...REMOTE_ROUTES.map((route) => sample(route.path)),
  ...Object.values(HOST_PATHS),
  '/no-such-page',
  '/storefront/a/b',
  '/categories/internationalTransport?page=2',
  ...more,
];
