import { useLoaderData, useParams, type LoaderFunctionArgs } from '@cargora/shared/router';
import { pathTo } from '@cargora/shared/contracts';
import { useTranslation } from '@cargora/shared/translation';
import { isolate, type RouteModuleHandle } from '@cargora/shared/runtime';
import {
  Breadcrumb,
  EmptyState,
  PageBody,
  PageTitle,
  SectionTitle,
  Text,
  BidiText,
  Link,
} from '@cargora/shared/ui';
import { agentListMeta } from '../../lib/agent-list-meta';
import { allInOrder } from '../../lib/all-in-order';
import { missingPlace, PlaceErrorBoundary, placeNotFoundMeta } from '../../components/place-not-found';
import { agentQueryOf, fetchAgents, type AgentListOptions } from '../../features/agent-list/api/agents';
import { AgentList } from '../../features/agent-list/components/agent-list';
import { fetchStateCounts } from '../../features/state-directory/api/state-counts';
import { StateList } from '../../features/state-directory/components/state-list';

/** The country's agents: the country fixed by the page, the visitor picks the sort. */
const COUNTRY_AGENTS: AgentListOptions = { filters: ['sort'], defaultSort: 'rating' };

/**
 * The country's regions and its agents, read together. A country the API does not know (404) or refuses as malformed
 * (400) is the page's status, before anything its agents' read answered; a country it knows with no agents yet is an
 * empty page (200).
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const country = params.countryName ?? '';
  const search = new URL(request.url).searchParams;
  const [states, agents] = await allInOrder([
    fetchStateCounts(request, country),
    fetchAgents(request, agentQueryOf(search, { ...COUNTRY_AGENTS, country })),
  ]);
  return { states: states.items, agents };
}
type Data = Awaited<ReturnType<typeof loader>>;

/** The country's name in the page's language (the URL carries the data's name). */
const countryLabel = (data: Data, countryName: string) => data.states[0]?.countryLabel ?? countryName;

export function Component() {
  const { t } = useTranslation('directory');
  const { countryName = '' } = useParams();
  const data = useLoaderData<typeof loader>();
  const shownCountry = countryLabel(data, countryName);

  return (
    <PageBody>
      <Breadcrumb
        items={[
          { label: t('breadcrumb.directory'), to: pathTo('worldwideDirectory') },
          { label: shownCountry },
        ]}
      />
      <PageTitle>
        <BidiText>{t('country.title', { country: isolate(shownCountry) })}</BidiText>
      </PageTitle>
      {data.states.length === 0 ? (
        <EmptyState title={t('country.emptyTitle', { country: shownCountry })} hint={t('country.emptyHint')}>
          <Link to={pathTo('worldwideDirectory')}>{t('links.backToDirectory')}</Link>
        </EmptyState>
      ) : (
        <>
          <Text $muted>
            <BidiText>{t('country.intro', { country: isolate(shownCountry) })}</BidiText>
          </Text>
          <section aria-labelledby="country-states-title">
            <SectionTitle id="country-states-title">{t('country.statesTitle')}</SectionTitle>
            <StateList country={countryName} states={data.states} />
          </section>
          <section aria-labelledby="country-agents-title">
            <SectionTitle id="country-agents-title">
              <BidiText>{t('country.agentsTitle', { country: isolate(shownCountry) })}</BidiText>
            </SectionTitle>
            <AgentList {...COUNTRY_AGENTS} agents={data.agents} />
          </section>
        </>
      )}
    </PageBody>
  );
}

export const ErrorBoundary = PlaceErrorBoundary;

export const handle = {
  meta: ({ data, error, params, t, pageUrl }) => {
    const countryName = params.countryName ?? '';
    if (!data)
      return missingPlace(error)
        ? placeNotFoundMeta(t, countryName)
        : {
            title: t('country.title', { country: countryName }),
            description: t('country.description', { country: countryName }),
          };
    const country = countryLabel(data, countryName);
    const page = {
      title: t('country.title', { country }),
      description: t('country.description', { country }),
    };
    // A country with no agents yet is kept out of search results; otherwise its agents are what the page lists.
    if (data.states.length === 0 || !data.agents) return { ...page, noindex: true };
    return {
      ...page,
      ...agentListMeta(data.agents, t('seo.country', { country, count: data.agents.total }), pageUrl),
    };
  },
} satisfies RouteModuleHandle<Data>;
