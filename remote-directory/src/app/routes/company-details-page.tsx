import { useLoaderData, useParams, type LoaderFunctionArgs } from '@cargora/shared/router';
import { pathTo, type AgentCountByState } from '@cargora/shared/contracts';
import { useTranslation } from '@cargora/shared/translation';
import { isolate, type RouteModuleHandle } from '@cargora/shared/runtime';
import { Breadcrumb, PageBody, PageTitle, Text, BidiText } from '@cargora/shared/ui';
import {
  missingPlace,
  PlaceErrorBoundary,
  placeNotFoundMeta,
  regionNotFound,
} from '../../components/place-not-found';
import { agentListMeta } from '../../lib/agent-list-meta';
import { allInOrder } from '../../lib/all-in-order';
import { thrownStatus } from '../../lib/thrown-status';
import { companyQueryOf, fetchCompanies } from '../../features/company-directory/api/companies';
import { CompanyList } from '../../features/company-directory/components/company-list';
import { fetchStateCounts } from '../../features/state-directory/api/state-counts';

/** The region's and its country's names in the page's language (the URL carries the data's names). */
function placeOf(states: AgentCountByState[], countryName: string, stateName: string) {
  const shown = states.find((s) => s.state.toLowerCase() === stateName.toLowerCase());
  return {
    state: shown?.label ?? stateName,
    country: shown?.countryLabel ?? states[0]?.countryLabel ?? countryName,
  };
}

/**
 * The country's regions (their names in the page's language) and the region's companies, read together. A country the
 * API does not know (404) or refuses (400) is the page's status whatever the region; then a region it does not know in
 * that country (the companies' 404 or 400). A region it knows with no companies yet is an empty list (200).
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const country = params.countryName ?? '';
  const state = params.stateName ?? '';
  const query = companyQueryOf(new URL(request.url).searchParams);
  const [states, companies] = await allInOrder([
    fetchStateCounts(request, country),
    fetchCompanies(request, { country, state, ...query }).then(
      (page) => ({ page }),
      (thrown: unknown) => ({ thrown }),
    ),
  ]);
  if ('thrown' in companies) {
    const status = thrownStatus(companies.thrown);
    if (status === 404 || status === 400)
      throw regionNotFound(status, placeOf(states.items, country, state).country);
    throw companies.thrown;
  }
  return { states: states.items, companies: companies.page, ...query };
}
type Data = Awaited<ReturnType<typeof loader>>;

export function Component() {
  const { t } = useTranslation('directory');
  const { countryName = '', stateName = '' } = useParams();
  const { states, companies, q, page } = useLoaderData<typeof loader>();
  const place = placeOf(states, countryName, stateName);
  // On the page, each name keeps its own direction (a Latin name inside an Arabic sentence).
  const shownPlace = { state: isolate(place.state), country: isolate(place.country) };
  return (
    <PageBody>
      <Breadcrumb
        items={[
          { label: t('breadcrumb.directory'), to: pathTo('worldwideDirectory') },
          { label: place.country, to: pathTo('countryDirectory', { countryName }) },
          { label: place.state },
        ]}
      />
      <PageTitle>
        <BidiText>{t('companies.title', shownPlace)}</BidiText>
      </PageTitle>
      <Text $muted>
        <BidiText>{t('companies.intro', shownPlace)}</BidiText>
      </Text>
      <CompanyList companies={companies} q={q} page={page} />
    </PageBody>
  );
}

export const ErrorBoundary = PlaceErrorBoundary;

export const handle = {
  meta: ({ data, error, params, t, pageUrl }) => {
    const country = params.countryName ?? '';
    const state = params.stateName ?? '';
    if (!data) {
      const missing = missingPlace(error);
      if (missing?.region) return placeNotFoundMeta(t, missing.countryLabel || country, state);
      if (missing) return placeNotFoundMeta(t, country);
      return {
        title: t('companies.title', { state, country }),
        description: t('companies.description', { state, country }),
      };
    }
    const place = placeOf(data.states, country, state);
    return {
      title: t('companies.title', place),
      description: t('companies.description', place),
      // The region's companies are what the page is about (the description names the places as the URL does).
      ...agentListMeta(
        data.companies,
        t('seo.companies', { country, state, count: data.companies.total }),
        pageUrl,
      ),
    };
  },
} satisfies RouteModuleHandle<Data>;
