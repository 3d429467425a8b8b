// The site's in-app link: react-router-dom's Link for an address from the site's root ("/storefront/agent-0191",
// nearly every link), without resolving it against the route's matches on every render. react-router's Link does that
// for every link (its path split, joined and cleaned again, the matches copied through JSON, an error message built
// and not thrown); measured in the render workers (`npm run bench:ssr` with --cpu-prof), its links cost about 5% of a
// storefront's server render, and a page has fifty of them. Anything else (a relative path, an object, `relative`,
// a view transition) goes to react-router's Link as before.
import { forwardRef, useContext, type MouseEvent } from 'react';
import {
  // eslint-disable-next-line no-restricted-imports -- the one place that wraps react-router's Link.
  Link as RouterLink,
  // eslint-disable-next-line no-restricted-imports -- and its NavLink.
  NavLink as RouterNavLink,
  UNSAFE_DataRouterContext as DataRouterContext,
  UNSAFE_DataRouterStateContext as DataRouterStateContext,
  UNSAFE_LocationContext as LocationContext,
  UNSAFE_NavigationContext as NavigationContext,
  createPath,
  type LinkProps,
  type NavLinkProps,
} from 'react-router-dom';

/** An address the fast path takes: from the site's root, not another origin's ("//host/..."), no "." or ".." part. */
const FROM_ROOT = /^\/(?!\/)(?!(?:[^?#]*\/)?\.\.?(?:[/?#]|$))/;
/** FROM_ROOT without its regular expression for nearly every address: from the root and no "/." in it at all. */
const fromRoot = (to: string) =>
  to.charCodeAt(0) === 47 && to.charCodeAt(1) !== 47 && (!to.includes('/.') || FROM_ROOT.test(to));

/** A plain left click on a link that opens in this tab: the app navigates (as react-router's Link decides). */
function isAppClick(event: MouseEvent<HTMLAnchorElement>, target: string | undefined) {
  return event.button === 0 && (!target || target === '_self') && !(event.metaKey || event.altKey || event.ctrlKey || event.shiftKey);
}

export const Link = forwardRef<HTMLAnchorElement, LinkProps>(function Link(props, ref) {
  // The router itself rather than useNavigate(): for an address from the root, navigating is the router's navigate
  // (or the history's push and replace under a router without data), and useNavigate's hooks (a ref, an effect, a
  // callback, the route's matches) cost every link on every render; the location is the one the app shows.
  const router = useContext(DataRouterContext)?.router;
  const { navigator } = useContext(NavigationContext);
  const { location } = useContext(LocationContext);
  const { to, replace, state, preventScrollReset, reloadDocument, relative, viewTransition, onClick, target, ...rest } = props;
  if (typeof to !== 'string' || !fromRoot(to) || relative !== undefined || viewTransition) return <RouterLink ref={ref} {...props} />;
  return (
    <a
      {...rest}
      ref={ref}
      href={to}
      target={target}
      onClick={(event) => {
        onClick?.(event);
        if (event.defaultPrevented || reloadDocument || !isAppClick(event, target)) return;
        event.preventDefault();
        // As react-router's Link: a link to the address already shown replaces it rather than adding a history entry.
        const options = { replace: replace ?? createPath(location) === to, state, preventScrollReset };
        if (router) void router.navigate(to, options);
        else if (options.replace) navigator.replace(to, state, options);
        else navigator.push(to, state, options);
      }}
    />
  );
});

/** A path from the root the fast NavLink takes: plain characters only (nothing to encode), no query or hash. */
const PLAIN_PATH = /^\/(?!\/)[A-Za-z0-9\-._~/]*$/;

/**
 * The site's NavLink: react-router-dom's NavLink for a plain path from the root (the menus' links), marked as the page
 * shown (`aria-current`, the `active` class) or being navigated to (`pending`) the same way, on the site's Link
 * rather than react-router's (the menu's links are on every page, in the drawer too). Anything else (a function for
 * the class, style or children, another kind of address, `relative`, a view transition) goes to react-router's.
 */
export const NavLink = forwardRef<HTMLAnchorElement, NavLinkProps>(function NavLink(props, ref) {
  const { location } = useContext(LocationContext);
  const routerState = useContext(DataRouterStateContext);
  const { 'aria-current': ariaCurrent = 'page', caseSensitive = false, className = '', end = false, style, to, children, ...rest } = props;
  if (
    typeof to !== 'string' ||
    !PLAIN_PATH.test(to) ||
    typeof className === 'function' ||
    typeof style === 'function' ||
    typeof children === 'function' ||
    rest.relative !== undefined ||
    rest.viewTransition
  ) {
    return <RouterNavLink ref={ref} {...props} />;
  }
  const target = caseSensitive ? to : to.toLowerCase();
  // As react-router's NavLink: the path itself, or (without `end`) anything below it, the slash looked for where
  // `slashAt` says (react-router lets a trailing slash of `to` count for the page shown, not for the one loading).
  const isAt = (path: string | undefined, slashAt: number) => {
    if (path === undefined) return false;
    const at = caseSensitive ? path : path.toLowerCase();
    return at === target || (!end && at.startsWith(target) && at.charAt(slashAt) === '/');
  };
  const isActive = isAt(location.pathname, target !== '/' && target.endsWith('/') ? target.length - 1 : target.length);
  const isPending = isAt(routerState?.navigation.location?.pathname, target.length);
  return (
    <Link
      {...rest}
      ref={ref}
      to={to}
      aria-current={isActive ? ariaCurrent : undefined}
      className={[className, isActive ? 'active' : null, isPending ? 'pending' : null].filter(Boolean).join(' ')}
      style={style}
    >
      {children}
    </Link>
  );
});
