// The site's in-app link: react-router-dom's Link for an address from the site's root ("/storefront/agent-0191",
// nearly every link), without resolving it against the route's matches on every render. react-router's Link does that
// for every link (its path split, joined and cleaned again, the matches copied through JSON, an error message built
// and not thrown); measured in the render workers (`npm run bench:ssr` with --cpu-prof), its links cost about 5% of a
// storefront's server render, and a page has fifty of them. Anything else (a relative path, an object, `relative`,
// a view transition) goes to react-router's Link as before.
import { createElement, forwardRef, useContext, type MouseEvent } from 'react';
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

/**
 * `props` without `own`: what a link passes on to the element it renders. One loop over the props rather than an
 * object rest (`const { to, ...rest } = props`): V8 copies a rest with excluded keys through a slow runtime call, and
 * a page has fifty links: rendering fifty links, this made the Link and NavLink about three times faster.
 */
function without(props: object, own: ReadonlySet<string>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const key in props) if (!own.has(key)) out[key] = (props as Record<string, unknown>)[key];
  return out;
}

/** What the Link reads itself (react-router's Link's own props): not passed on to the <a>. */
const LINK_OWN: ReadonlySet<string> = new Set(['to', 'replace', 'state', 'preventScrollReset', 'reloadDocument', 'relative', 'viewTransition', 'onClick', 'target']);

export const Link = forwardRef<HTMLAnchorElement, LinkProps>(function Link(props, ref) {
  // The router itself rather than useNavigate(): for an address from the root, navigating is the router's navigate
  // (or the history's push and replace under a router without data), and useNavigate's hooks (a ref, an effect, a
  // callback, the route's matches) cost every link on every render; the location is the one the app shows.
  const router = useContext(DataRouterContext)?.router;
  const { navigator } = useContext(NavigationContext);
  const { location } = useContext(LocationContext);
  const { to, replace, state, preventScrollReset, reloadDocument, relative, viewTransition, onClick, target } = props;
  if (typeof to !== 'string' || !fromRoot(to) || relative !== undefined || viewTransition) return <RouterLink ref={ref} {...props} />;
  const anchor = without(props, LINK_OWN);
  anchor.ref = ref;
  anchor.href = to;
  anchor.target = target;
  anchor.onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || reloadDocument || !isAppClick(event, target)) return;
    event.preventDefault();
    // As react-router's Link: a link to the address already shown replaces it rather than adding a history entry.
    const options = { replace: replace ?? createPath(location) === to, state, preventScrollReset };
    if (router) void router.navigate(to, options);
    else if (options.replace) navigator.replace(to, state, options);
    else navigator.push(to, state, options);
  };
  return createElement('a', anchor);
});

/** What the NavLink reads itself: its Link gets the rest. */
const NAV_LINK_OWN: ReadonlySet<string> = new Set(['aria-current', 'caseSensitive', 'className', 'end', 'style', 'to', 'children']);

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
  const { 'aria-current': ariaCurrent = 'page', caseSensitive = false, className = '', end = false, style, to, children, relative, viewTransition } = props;
  if (
    typeof to !== 'string' ||
    !PLAIN_PATH.test(to) ||
    typeof className === 'function' ||
    typeof style === 'function' ||
    typeof children === 'function' ||
    relative !== undefined ||
    viewTransition
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
  const link = without(props, NAV_LINK_OWN) as unknown as LinkProps;
  link.to = to;
  link['aria-current'] = isActive ? ariaCurrent : undefined;
  link.className = [className, isActive ? 'active' : null, isPending ? 'pending' : null].filter(Boolean).join(' ');
  link.style = style;
  link.children = children;
  return <Link ref={ref} {...link} />;
});
