import { keptQuery, matchRoute, REMOTE_ROUTES } from '../routes';
import { canonicalPath, headElements } from '../seo/page-meta';

describe('matchRoute', () => {
  it('names the route of an address, with its parameters decoded, as the router matches it', () => {
    expect(matchRoute('/company-details/C%C3%B4te%20d%E2%80%99Ivoire/Abidjan')).toMatchObject({
      id: 'companyDetails',
      params: { countryName: 'Côte d’Ivoire', stateName: 'Abidjan' },
    });
    expect(matchRoute('/Landing-Page/')).toMatchObject({ id: 'landing' });
    expect(matchRoute('/jobs-details/')).toMatchObject({ id: 'jobsDetails' });
    expect(matchRoute('/jobs-details/7')).toMatchObject({ id: 'jobDetail', params: { id: '7' } });
    expect(matchRoute('/')).toMatchObject({ id: 'root' });
    expect(matchRoute('/404')).toMatchObject({ id: 'notFound' });
    expect(matchRoute('/no-such-page')).toBeNull();
  });

  it('matches every route of the table', () => {
    for (const route of REMOTE_ROUTES) expect(matchRoute(route.path.replace(/:\w+/g, 'x'))?.id).toBe(route.id);
  });

  it.each([
    ['a blank parameter', '/company-details/%E2%80%A8/%E2%80%A9'],
    ['a parameter of spaces', '/company-details/%20/%C2%A0%E3%80%80'],
    ['a line separator', '/landing-page%E2%80%A8'],
    ['a paragraph separator in a parameter', '/storefront/12%E2%80%A9'],
    ['a NUL', '/country-directory-page/zz%00cargora-bytes%00yy'],
    ['a control character', '/popularblogs/1%0A2'],
    ['an empty segment', '////evil.example//'],
    ['an empty segment inside', '/help-center//sub-help'],
    ['a segment that cannot be decoded', '/storefront/%E0%A4%A'],
    ['no leading slash', 'landing-page'],
  ])('matches nothing for %s', (_, path) => {
    expect(matchRoute(path)).toBeNull();
  });
});

describe('the query a page keeps (its cache key and canonical URL)', () => {
  it('keeps only what the route reads and the language, sorted', () => {
    const list = matchRoute('/allServices');
    expect(keptQuery(list, '?utm_source=x&page=2&cb=123&q=sea&lang=fr')).toBe('?lang=fr&page=2&q=sea');
    expect(keptQuery(list, '?cb=1')).toBe(keptQuery(list, '?cb=2'));
    expect(keptQuery(matchRoute('/landing-page'), '?cb=1&utm_source=x')).toBe('');
    expect(keptQuery(matchRoute('/privacy-policy-page'), '?page=2&lang=ar')).toBe('?lang=ar');
    expect(keptQuery(matchRoute('/compare-services'), '?ids=1,2,3&x=1')).toBe('?ids=1,2,3');
    // An unknown page keeps the language only (the 404 page in it).
    expect(keptQuery(null, '?q=1&lang=fr')).toBe('?lang=fr');
  });

  it('keeps every value of a parameter, in order', () => {
    expect(keptQuery(matchRoute('/allServices'), '?q=b&x=0&q=a')).toBe('?q=b&q=a');
  });

  it.each([
    ['a list', '/allServices?utm_source=x&cb=123&category=air', '/allServices?category=air'],
    ['a directory list', '/country-directory-page/France?cb=123&page=2&utm_source=x', '/country-directory-page/France?page=2'],
    ['the landing page', '/landing-page?utm_source=x&cb=123', '/landing-page'],
    ['a content page', '/privacy-policy-page?utm_source=x&cb=123', '/privacy-policy-page'],
    ['a blog post', '/popularblogs/4?utm_source=x&cb=123', '/popularblogs/4'],
  ])('leaves unknown parameters out of the canonical path of %s', (_, path, canonical) => {
    expect(canonicalPath(path)).toBe(canonical);
  });

  it('leaves them out of the canonical link of the head', () => {
    const head = headElements({ title: 'T' }, { siteUrl: 'https://cargora.test', lang: 'fr', path: '/landing-page?utm_source=x&cb=123' });
    expect(head).toContainEqual({ tag: 'link', attrs: { rel: 'canonical', href: 'https://cargora.test/landing-page?lang=fr' } });
  });
});
