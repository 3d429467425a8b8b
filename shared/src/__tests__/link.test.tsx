// The site's Link: the same anchor as react-router's Link for every address, and the same navigation on a click.
import { fireEvent, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter, Outlet, RouterProvider, createMemoryRouter, useLocation, useNavigationType } from 'react-router-dom';
// eslint-disable-next-line no-restricted-imports -- the reference the site's Link is compared with.
import { Link as RouterLink, NavLink as RouterNavLink } from 'react-router-dom';
import { Link, NavLink } from '../ui/link';
import { ROUTER_FUTURE, ROUTER_PROVIDER_FUTURE } from '../routes';

const ADDRESSES = ['/storefront/agent-0191', '/allServices?category=seaFreight&page=2', '/help-center#top', '/popularblogs/', '/', 'next', '../up', './here', '?page=3', '/a/../b', '//evil.example/x', 'https://example.com/x'];

function routerWith(element: JSX.Element, at = '/directory/countries/France') {
  return createMemoryRouter(
    [{ path: '/directory', element: <Outlet />, children: [{ path: 'countries/:country', element }] }, { path: '*', element: <p>elsewhere</p> }],
    { initialEntries: [at], future: ROUTER_FUTURE },
  );
}

describe('the site’s Link', () => {
  it('renders the anchor react-router’s Link renders, for addresses from the root and for every other kind', () => {
    for (const to of ADDRESSES) {
      const ours = renderToString(<RouterProvider future={ROUTER_PROVIDER_FUTURE} router={routerWith(<Link to={to} className="x">go</Link>)} />);
      const theirs = renderToString(<RouterProvider future={ROUTER_PROVIDER_FUTURE} router={routerWith(<RouterLink to={to} className="x">go</RouterLink>)} />);
      expect(ours).toBe(theirs);
    }
    const object = { pathname: '/allServices', search: '?q=air' };
    expect(renderToString(<RouterProvider future={ROUTER_PROVIDER_FUTURE} router={routerWith(<Link to={object}>go</Link>)} />)).toBe(
      renderToString(<RouterProvider future={ROUTER_PROVIDER_FUTURE} router={routerWith(<RouterLink to={object}>go</RouterLink>)} />),
    );
  });

  it('navigates in the app on a plain click, and leaves modified clicks, other targets and prevented clicks to the browser', () => {
    const seen: string[] = [];
    const router = routerWith(
      <>
        <Link to="/storefront/agent-0191">store</Link>
        <Link to="/career" target="_blank">careers</Link>
        <Link to="/help-center" reloadDocument>help</Link>
        <Link to="//elsewhere.example/x">away</Link>
        <Link to="/legal" onClick={(e) => { seen.push('own handler'); e.preventDefault(); }}>legal</Link>
      </>,
    );
    render(<RouterProvider future={ROUTER_PROVIDER_FUTURE} router={router} />);
    const click = (name: string, init: MouseEventInit = {}) => fireEvent.click(screen.getByRole('link', { name }), { button: 0, ...init });
    // fireEvent returns false when the default was prevented (the app handled it).
    expect(click('store', { ctrlKey: true })).toBe(true);
    expect(click('careers')).toBe(true);
    expect(click('help')).toBe(true);
    // Another origin's address, written from the root of the scheme: a link out of the site.
    expect(click('away')).toBe(true);
    expect(click('legal')).toBe(false);
    expect(seen).toEqual(['own handler']);
    expect(router.state.location.pathname).toBe('/directory/countries/France');
    expect(click('store')).toBe(false);
    expect(router.state.location.pathname).toBe('/storefront/agent-0191');
    expect(router.state.historyAction).toBe('PUSH');
  });

  it('replaces the entry when the link is to the address already shown, as react-router’s Link does; state and replace pass through', () => {
    const router = routerWith(
      <>
        <Link to="/directory/countries/France">same</Link>
        <Link to="/storefront/agent-0011" replace state={{ from: 'list' }}>other</Link>
      </>,
    );
    render(<RouterProvider future={ROUTER_PROVIDER_FUTURE} router={router} />);
    fireEvent.click(screen.getByRole('link', { name: 'same' }), { button: 0 });
    expect(router.state.historyAction).toBe('REPLACE');
    fireEvent.click(screen.getByRole('link', { name: 'other' }), { button: 0 });
    expect(router.state.historyAction).toBe('REPLACE');
    expect(router.state.location).toMatchObject({ pathname: '/storefront/agent-0011', state: { from: 'list' } });
  });

  it('navigates the same way under a router without data (a history of its own): push, and replace for the address shown', () => {
    function Shown() {
      return <p>{`${useNavigationType()} ${useLocation().pathname}`}</p>;
    }
    render(
      <MemoryRouter initialEntries={['/help-center']} future={{ ...ROUTER_PROVIDER_FUTURE, v7_relativeSplatPath: true }}>
        <Link to="/career">careers</Link>
        <Link to="/help-center">help</Link>
        <Shown />
      </MemoryRouter>,
    );
    const click = (name: string) => fireEvent.click(screen.getByRole('link', { name }), { button: 0 });
    expect(click('careers')).toBe(false);
    expect(screen.getByText('PUSH /career')).toBeTruthy();
    click('careers');
    expect(screen.getByText('REPLACE /career')).toBeTruthy();
    click('help');
    expect(screen.getByText('PUSH /help-center')).toBeTruthy();
  });

  it('marks the page shown as react-router’s NavLink does (aria-current, the active class), for every kind of address and option', () => {
    const cases: [string, Record<string, unknown>][] = [];
    for (const to of ['/directory/countries/France', '/directory/countries/france', '/directory', '/directory/', '/directory/countries', '/storefront/agent-0191', '/', '/allServices?page=2', 'countries/France', '/dir%20x']) {
      for (const options of [{}, { end: true }, { caseSensitive: true }, { end: true, className: 'menu' }, { 'aria-current': 'location' as const }]) cases.push([to, options]);
    }
    for (const at of ['/directory/countries/France', '/directory', '/']) {
      for (const [to, options] of cases) {
        const ours = renderToString(<RouterProvider future={ROUTER_PROVIDER_FUTURE} router={routerWith(<NavLink to={to} {...options}>go</NavLink>, at)} />);
        const theirs = renderToString(<RouterProvider future={ROUTER_PROVIDER_FUTURE} router={routerWith(<RouterNavLink to={to} {...options}>go</RouterNavLink>, at)} />);
        expect([at, to, options, ours]).toEqual([at, to, options, theirs]);
      }
    }
    // At least one case of each kind above is marked: the comparison is not between two unmarked links only.
    const marked = renderToString(<RouterProvider future={ROUTER_PROVIDER_FUTURE} router={routerWith(<NavLink to="/directory">go</NavLink>)} />);
    expect(marked).toContain('aria-current="page"');
    expect(marked).toContain('class="active"');
  });

  it('marks the link being navigated to as pending while the router loads it, and navigates in the app', async () => {
    let release: () => void = () => undefined;
    const router = createMemoryRouter(
      [
        { path: '/', element: <><NavLink to="/slow" end>slow</NavLink><Outlet /></>, children: [{ path: 'slow', loader: () => new Promise<null>((resolve) => (release = () => resolve(null))), element: <p>arrived</p> }] },
      ],
      { initialEntries: ['/'], future: ROUTER_FUTURE },
    );
    render(<RouterProvider future={ROUTER_PROVIDER_FUTURE} router={router} />);
    fireEvent.click(screen.getByRole('link', { name: 'slow' }), { button: 0 });
    await screen.findByText('slow', { selector: 'a.pending' });
    release();
    await screen.findByText('arrived');
    expect(screen.getByRole('link', { name: 'slow' }).className).toBe('active');
    expect(screen.getByRole('link', { name: 'slow' }).getAttribute('aria-current')).toBe('page');
  });
});
