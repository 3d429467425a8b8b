import { data, isRouteErrorResponse, useParams, useRouteError } from '@cargora/shared/router';
import type { TFunction } from 'i18next';
import { pathTo } from '@cargora/shared/contracts';
import { useTranslation } from '@cargora/shared/translation';
import { isolate, type PageMeta, type RouteErrorBody } from '@cargora/shared/runtime';
import { BidiText, Card, Link, PageTitle, RouteErrorState, Text } from '@cargora/shared/ui';

/** What a directory page's loader throws for a region the API does not know in a country it knows. */
interface RegionNotFoundBody extends RouteErrorBody {
  region: true;
  /** The country's name in the page's language (the URL carries the data's name). */
  countryLabel: string;
}

/** The route error of a region the API does not know (its status, 404) in a country it knows, named `countryLabel`. */
export function regionNotFound(status: 400 | 404, countryLabel: string) {
  return data<RegionNotFoundBody>({ message: '', region: true, countryLabel }, { status });
}

/**
 * The place a page's loader did not find, from what it threw: a region (regionNotFound), else the country (an API
 * 404 or 400 for the country, thrown by apiGet); null for any other error (the API out of reach).
 */
export function missingPlace(
  error: unknown,
): { region: false } | { region: true; countryLabel: string } | null {
  if (!isRouteErrorResponse(error) || (error.status !== 404 && error.status !== 400)) return null;
  const body = error.data as Partial<RegionNotFoundBody> | undefined;
  return body?.region ? { region: true, countryLabel: body.countryLabel ?? '' } : { region: false };
}

/** The title and hint of a place the API does not know, as text (the page's title and meta description). */
export function placeNotFoundText(t: TFunction, country: string, state?: string) {
  return state === undefined
    ? { title: t('country.notFoundTitle'), hint: t('country.notFoundHint', { country }) }
    : { title: t('companies.notFoundTitle'), hint: t('companies.notFoundHint', { state, country }) };
}

/** The head of a page whose place the API does not know: its not-found title and hint, kept out of search results. */
export function placeNotFoundMeta(t: TFunction, country: string, state?: string): PageMeta {
  const { title, hint } = placeNotFoundText(t, country, state);
  return { title, description: hint, noindex: true };
}

/**
 * A country the API does not know, or a region it does not know in a country it knows (a 404): say so kindly and point
 * back to the directory, and for a region to its country's page. `country` is the URL's name (links) and its label (shown).
 */
export function PlaceNotFound({
  country,
  state,
}: {
  country: { name: string; label: string };
  state?: string;
}) {
  const { t } = useTranslation('directory');
  // On the page, each name keeps its own direction (a Latin name inside an Arabic sentence).
  const { title, hint } = placeNotFoundText(
    t,
    isolate(country.label),
    state === undefined ? undefined : isolate(state),
  );
  return (
    // A name from the address (a place typed as one long word) breaks inside the card, not past the page's edge.
    <Card as="section" style={{ display: 'grid', gap: 12, justifyItems: 'start', overflowWrap: 'anywhere' }}>
      <PageTitle>{title}</PageTitle>
      <Text $muted>
        <BidiText>{hint}</BidiText>
      </Text>
      {state !== undefined && (
        <Link to={pathTo('countryDirectory', { countryName: country.name })}>
          <BidiText>{t('links.backToCountry', { country: isolate(country.label) })}</BidiText>
        </Link>
      )}
      <Link to={pathTo('worldwideDirectory')}>{t('links.backToDirectory')}</Link>
    </Card>
  );
}

/** The place the page's loader did not find (missingPlace), from the address. */
function MissingPlace() {
  const error = useRouteError();
  const { countryName = '', stateName = '' } = useParams();
  const place = missingPlace(error);
  return place?.region ? (
    <PlaceNotFound
      country={{ name: countryName, label: place.countryLabel || countryName }}
      state={stateName}
    />
  ) : (
    <PlaceNotFound country={{ name: countryName, label: countryName }} />
  );
}

/** The ErrorBoundary of the country and region pages: an unknown place says so; other failures offer Retry. */
export const PlaceErrorBoundary = () => <RouteErrorState notFound={<MissingPlace />} />;
