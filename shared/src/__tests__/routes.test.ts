import { HOST_PATHS, REMOTE_ROUTES, pathTo, type RouteIdOf } from '../routes';

describe('pathTo', () => {
  it('gives the path of a route without parameters', () => {
    expect(pathTo('allServices')).toBe('/allServices');
    expect(pathTo('blogIndex')).toBe('/cargorareads');
    expect(pathTo('notFound')).toBe(HOST_PATHS.notFound);
  });

  it('fills in and encodes the parameters of the pattern', () => {
    expect(pathTo('withProtection', { id: 12 })).toBe('/with-cargora-protection/12');
    expect(pathTo('companyDetails', { countryName: 'Côte d’Ivoire', stateName: 'Abidjan/Sud' })).toBe(
      `/company-details/${encodeURIComponent('Côte d’Ivoire')}/Abidjan%2FSud`,
    );
  });

  it('adds a query, leaving out empty values', () => {
    expect(pathTo('applyJobs', null, { careerId: 4 })).toBe('/apply-jobs?careerId=4');
    expect(pathTo('allServices', null, { q: 'sea freight', origin: '', page: undefined })).toBe(
      '/allServices?q=sea+freight',
    );
    expect(pathTo('compare', null, { ids: [1, 2, 3].join(',') })).toBe('/compare-services?ids=1,2,3');
  });

  it('fills every pattern of the table', () => {
    for (const route of REMOTE_ROUTES) {
      const params = Object.fromEntries([...route.path.matchAll(/:(\w+)/g)].map(([, name]) => [name, 'x']));
      expect(pathTo(route.id, params as never)).toBe(route.path.replace(/:\w+/g, 'x'));
    }
  });

  it('refuses a missing parameter at run time as well as at compile time', () => {
    // @ts-expect-error -- the storefront route needs its userId
    expect(() => pathTo('storefront')).toThrow('needs the parameter "userId"');
    // @ts-expect-error -- not a route of the table
    expect(() => pathTo('nowhere')).toThrow('Unknown route id');
  });

  it('types route ids per remote', () => {
    const careers: RouteIdOf<'careers'>[] = ['career', 'jobsDetails', 'jobDetail', 'applyJobs'];
    // @ts-expect-error -- a catalog route is not a careers route
    const wrong: RouteIdOf<'careers'> = 'landing';
    expect(careers).toHaveLength(4);
    expect(wrong).toBe('landing');
  });
});
