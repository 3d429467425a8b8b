import type { LoaderFunctionArgs } from '@cargora/shared/router';
import { pathTo, type Lane } from '@cargora/shared/contracts';
import { apiGet, routeError, type MetaArgs, type PageMeta, itemList, type StructuredData } from '@cargora/shared/runtime';
import { PRODUCT_NAME } from '@cargora/shared/contracts';

/** The lane's services shown per page. */
export const LANE_PAGE_SIZE = 12;
const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/** The lane of the page's two slugs (`?page` of its services); a slug that is not one answers 404 without asking. */
export async function loadLane({ request, params }: LoaderFunctionArgs): Promise<Lane> {
  const { origin = '', destination = '' } = params;
  if (!SLUG.test(origin) || !SLUG.test(destination)) throw routeError(404);
  const page = Number(new URL(request.url).searchParams.get('page') ?? '1');
  return apiGet<Lane>(request, `/misc/lanes/${origin}/${destination}`, {
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    pageSize: LANE_PAGE_SIZE,
  });
}

/** The lane page's address. */
export const lanePath = (lane: Pick<Lane, 'origin' | 'destination'>) => pathTo('lane', { origin: lane.origin.slug, destination: lane.destination.slug });

/**
 * The head of a lane page: its title and description, its canonical address, and as structured data the services
 * listed (an ItemList) and the lane index (a Dataset: the weekly median price, what the chart and its table show).
 */
export function laneMeta({ data: lane, t, pageUrl }: MetaArgs<Lane>): PageMeta {
  if (!lane) return { title: t('lane.notFoundTitle'), description: t('lane.metaDescriptionGeneric'), noindex: true };
  const names = { origin: lane.origin.label, destination: lane.destination.label };
  const canonical = lanePath(lane);
  const title = t('lane.title', names);
  const structuredData: StructuredData[] = [];
  if (lane.services.items.length) {
    structuredData.push(
      itemList(
        lane.services.items.map((s) => ({ name: s.title, url: pageUrl(pathTo('withProtection', { id: s.id })) })),
        lane.services.total,
        (lane.services.page - 1) * lane.services.pageSize,
      ),
    );
  }
  const weeks = lane.index.filter((p) => p.medianUsd !== null);
  if (weeks.length) {
    structuredData.push({
      '@type': 'Dataset',
      name: t('lane.index.title', names),
      description: t('lane.index.description'),
      url: pageUrl(canonical),
      temporalCoverage: `${weeks[0]!.week}/${weeks.at(-1)!.week}`,
      creator: { '@type': 'Organization', name: PRODUCT_NAME },
      variableMeasured: { '@type': 'PropertyValue', name: t('lane.index.measured'), unitText: 'USD' },
    });
  }
  return {
    title,
    description: lane.services.total
      ? t('lane.metaDescription', { ...names, count: lane.services.total })
      : t('lane.metaDescriptionEmpty', names),
    canonical,
    breadcrumbs: [
      { name: PRODUCT_NAME, path: pathTo('landing') },
      { name: t('internationalRoutes.title'), path: pathTo('internationalRoutes') },
      { name: title, path: canonical },
    ],
    ...(structuredData.length ? { structuredData } : {}),
  };
}
