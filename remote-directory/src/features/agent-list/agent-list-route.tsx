// The three agent list pages (newly registered, domestic, international): one route module each, made here.
import { useLoaderData, type LoaderFunctionArgs } from '@cargora/shared/router';
import { useTranslation } from '@cargora/shared/translation';
import type { RouteModuleHandle } from '@cargora/shared/runtime';
import { PageBody, PageTitle, RouteErrorState, Text } from '@cargora/shared/ui';
import { DirectoryNav } from '../../components/directory-nav';
import { agentListMeta } from '../../lib/agent-list-meta';
import { allInOrder } from '../../lib/all-in-order';
import { fetchCountryOptions } from '../../lib/agent-counts';
import { ALL_AGENT_FILTERS, agentQueryOf, fetchAgents, type AgentListOptions } from './api/agents';
import { AgentList } from './components/agent-list';

export type AgentListPageName = 'newlyRegistered' | 'domestic' | 'international';

/** The route module of an agent list page: `page` picks its texts, `options` what it fixes of the list. */
export function agentListRoute(page: AgentListPageName, options: AgentListOptions) {
  const withCountries = (options.filters ?? ALL_AGENT_FILTERS).includes('country');

  /** The page of agents the URL asks for, and the country filter's options, read together. */
  async function loader({ request }: LoaderFunctionArgs) {
    const search = new URL(request.url).searchParams;
    const [agents, counts] = await allInOrder([
      fetchAgents(request, agentQueryOf(search, options)),
      withCountries ? fetchCountryOptions(request) : Promise.resolve(null),
    ]);
    return { agents, countries: counts?.items ?? null };
  }

  function Component() {
    const { t } = useTranslation('directory');
    const { agents, countries } = useLoaderData<typeof loader>();
    return (
      <PageBody>
        <PageTitle>{t(`lists.${page}.title`)}</PageTitle>
        <Text $muted>{t(`lists.${page}.intro`)}</Text>
        <DirectoryNav />
        <AgentList {...options} agents={agents} countries={countries} />
      </PageBody>
    );
  }

  const ErrorBoundary = () => <RouteErrorState />;

  const handle = {
    // The list is what the page is about: its description counts the agents, its ItemList names those shown.
    meta: ({ data, t, pageUrl }) => ({
      title: t(`lists.${page}.title`),
      description: t(`lists.${page}.description`),
      ...(data?.agents
        ? agentListMeta(data.agents, t(`seo.lists.${page}`, { count: data.agents.total }), pageUrl)
        : {}),
    }),
  } satisfies RouteModuleHandle<Awaited<ReturnType<typeof loader>>>;

  return { loader, Component, ErrorBoundary, handle };
}
