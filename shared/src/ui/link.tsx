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
  UNSAFE_DataRouterContext as DataRouterContext,
  UNSAFE_LocationContext as LocationContext,
  UNSAFE_NavigationContext as NavigationContext,
  createPath,
  type LinkProps,
} from 'react-router-dom';

/** An address the fast path takes: from the site's root, not another origin's ("//host/..."), no "." or ".." part. */
const FROM_ROOT = /^\/(?!\/)(?!(?:[^?#]*\/)?\.\.?(?:[/?#]|$))/;

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
  if (typeof to !== 'string' || !FROM_ROOT.test(to) || relative !== undefined || viewTransition) return <RouterLink ref={ref} {...props} />;
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
