import { useLoaderData, type LoaderFunctionArgs, type ShouldRevalidateFunctionArgs } from '@cargora/shared/router';
import { pathTo } from '@cargora/shared/contracts';
import { useTranslation } from '@cargora/shared/translation';
import type { RouteModuleHandle } from '@cargora/shared/runtime';
import { PageBody, PageTitle, RouteErrorState, SectionTitle, Text } from '@cargora/shared/ui';
import { DirectoryNav } from '../../components/directory-nav';
import { listMeta } from '../../lib/agent-list-meta';
import { allInOrder } from '../../lib/all-in-order';
import { fetchAgentCounts } from '../../lib/agent-counts';
import { agentQueryOf, fetchAgents, type AgentListOptions } from '../../features/agent-list/api/agents';
import { AgentList } from '../../features/agent-list/components/agent-list';
import { CountryIndex } from '../../features/country-index/components/country-index';
import { COUNTRY_INDEX_FIELDS } from '../../features/country-index/hooks/use-country-index';

/** The agent search of the directory: words only, and nothing until the visitor has typed some. */
const SEARCH: AgentListOptions = { filters: ['q'], requireQuery: true };

/** Every country with its number of agents (the index), and the agents the search asks for, read together. */
export async function loader({ request }: LoaderFunctionArgs) {
  const search = new URL(request.url).searchParams;
  const [counts, agents] = await allInOrder([
    fetchAgentCounts(request),
    fetchAgents(request, agentQueryOf(search, SEARCH)),
  ]);
  return { counts, agents };
}

/** The index filters, orders and groups the countries it has: changing only that asks the API nothing again. */
export function shouldRevalidate({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  const withoutIndex = (url: URL) => {
    const query = new URLSearchParams(url.search);
    for (const field of COUNTRY_INDEX_FIELDS) query.delete(field);
    return `${url.pathname}?${query.toString()}`;
  };
  // The same URL again (Retry, a change of language) reads again.
  if (currentUrl.href === nextUrl.href) return defaultShouldRevalidate;
  return withoutIndex(currentUrl) === withoutIndex(nextUrl) ? false : defaultShouldRevalidate;
}

export function Component() {
  const { t } = useTranslation('directory');
  const { counts, agents } = useLoaderData<typeof loader>();
  return (
    <PageBody>
      <PageTitle>{t('worldwide.title')}</PageTitle>
      <Text $muted>{t('worldwide.intro')}</Text>
      <DirectoryNav />
      <section aria-labelledby="agent-search-title">
        <SectionTitle id="agent-search-title">{t('worldwide.searchTitle')}</SectionTitle>
        <AgentList {...SEARCH} agents={agents} />
      </section>
      <CountryIndex counts={counts} />
    </PageBody>
  );
}

export const ErrorBoundary = () => <RouteErrorState />;

export const handle = {
  // The directory lists countries: how many agents in how many, and each country's page. The page has more than this
  // list (the search): it stays indexed even without countries.
  meta: ({ data, t, pageUrl }) => ({
    title: t('worldwide.title'),
    description: t('worldwide.description'),
    ...(data
      ? listMeta(
          data.counts.items.map((c) => ({
            name: c.country,
            path: pathTo('countryDirectory', { countryName: c.country }),
          })),
          {
            total: data.counts.items.length,
            description: t('seo.worldwide', { agents: data.counts.total, count: data.counts.items.length }),
            noindex: false,
            pageUrl,
          },
        )
      : {}),
  }),
} satisfies RouteModuleHandle<Awaited<ReturnType<typeof loader>>>;
