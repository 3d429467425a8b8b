// The router the site's browser code uses: React Router's public API, the parts the host and the remotes call, as one
// federation singleton (`@cargora/shared/router`, shared/build/singletons.ts). Shared as a whole package, React Router
// reaches every visitor's browser in full (about 60 KB gzip, its server and framework halves included) because a
// singleton's consumers are not known when it is built; shared through this entry, the bundler keeps only what is
// named here (about half). Browser code imports the router from here (lint enforces it); server-only code and tests
// may import `react-router` itself, which is the same module in the host's build.
export {
  Form,
  Link,
  NavLink,
  Navigate,
  Outlet,
  RouterProvider,
  createBrowserRouter,
  data,
  isRouteErrorResponse,
  redirect,
  useActionData,
  useLoaderData,
  useLocation,
  useNavigate,
  useNavigation,
  useParams,
  useRevalidator,
  useRouteError,
  useSearchParams,
} from 'react-router-dom';
export type {
  ActionFunctionArgs,
  LoaderFunctionArgs,
  Params,
  RouteObject,
  ShouldRevalidateFunction,
  ShouldRevalidateFunctionArgs,
} from 'react-router-dom';
