// The route types `npm run bench:web` measures (issue #14's performance section): one page of each, with real ids
// from the bench API. Only the ids a run needs are asked for.

/** GET {apiUrl}/api/v1{path} -> its `data`. */
export async function apiData<T>(apiUrl: string, path: string): Promise<T> {
  const res = await fetch(`${apiUrl}/api/v1${path}`);
  if (!res.ok) throw new Error(`GET /api/v1${path}: ${res.status}`);
  return ((await res.json()) as { data: T }).data;
}

async function firstItem<T>(apiUrl: string, path: string): Promise<T> {
  const { items } = await apiData<{ items: T[] }>(apiUrl, path);
  if (!items[0]) throw new Error(`GET /api/v1${path}: no items (is the bench database seeded?)`);
  return items[0];
}

/** A path segment from the API; a field that is not there stops the bench here, not 14 route types later. */
const enc = (value: string | number | undefined) => {
  if (value === undefined || value === null || value === '') throw new Error('an id the bench needs is missing from the API answer');
  return encodeURIComponent(value);
};
const firstService = (api: string) => firstItem<{ id: number; agent: { userId: string } }>(api, '/misc/services?pageSize=1');
const firstCountry = async (api: string) => (await firstItem<{ country: string }>(api, '/misc/agent/count')).country;
const firstState = async (api: string, country: string) =>
  (await firstItem<{ state: string }>(api, `/misc/agent/count/state?country=${enc(country)}`)).state;

export interface RouteType {
  /** What `--route` takes (the label also works, e.g. --route "blog post"). */
  id: string;
  label: string;
  /** The page measured, resolved against the running API. */
  path: (apiUrl: string) => Promise<string>;
  /** The landing page keeps a higher score target. */
  landing?: boolean;
}

export const ROUTE_TYPES: RouteType[] = [
  { id: 'landing', label: 'landing', landing: true, path: async () => '/landing-page' },
  { id: 'all-services', label: 'all services', path: async () => '/allServices' },
  { id: 'category', label: 'category', path: async () => '/categories/customsServices' },
  { id: 'service-detail', label: 'service detail', path: async (api) => `/with-cargora-protection/${enc((await firstService(api)).id)}` },
  { id: 'storefront', label: 'storefront', path: async (api) => `/storefront/${enc((await firstService(api)).agent.userId)}` },
  { id: 'directory', label: 'worldwide directory', path: async () => '/worldwide-directory' },
  { id: 'country', label: 'country', path: async (api) => `/country-directory-page/${enc(await firstCountry(api))}` },
  {
    id: 'state',
    label: "state's companies",
    path: async (api) => {
      const country = await firstCountry(api);
      return `/company-details/${enc(country)}/${enc(await firstState(api, country))}`;
    },
  },
  { id: 'blog-index', label: 'blog index', path: async () => '/cargorareads' },
  { id: 'blog-post', label: 'blog post', path: async (api) => `/popularblogs/${enc((await firstItem<{ id: number }>(api, '/misc/blogs?pageSize=1')).id)}` },
  { id: 'help-center', label: 'help center', path: async () => '/help-center' },
  {
    id: 'help-article',
    label: 'help article',
    path: async (api) => {
      const topic = await firstItem<{ id: number }>(api, '/misc/help/topics');
      const { articles } = await apiData<{ articles: { id: number }[] }>(api, `/misc/help/topics/${enc(topic.id)}`);
      if (!articles[0]) throw new Error(`help topic ${topic.id} has no articles`);
      return `/help-center/sub-help/${enc(articles[0].id)}`;
    },
  },
  { id: 'careers', label: 'careers', path: async () => '/career' },
  { id: 'job', label: 'job', path: async (api) => `/jobs-details/${enc((await firstItem<{ id: number }>(api, '/misc/careers?pageSize=1')).id)}` },
];

const normalize = (s: string) => s.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');

/** The route type `name` names (its id or its label, any case or punctuation); throws with the list otherwise. */
export function routeType(name: string): RouteType {
  const wanted = normalize(name);
  const found = ROUTE_TYPES.find((r) => r.id === wanted || normalize(r.label) === wanted);
  if (!found) throw new Error(`Unknown route type "${name}"; one of: ${ROUTE_TYPES.map((r) => r.id).join(', ')}`);
  return found;
}
