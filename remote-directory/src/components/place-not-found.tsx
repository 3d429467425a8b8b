import { pathTo } from '@cargora/shared/contracts';
import { useTranslation } from 'react-i18next';
import { isolate } from '@cargora/shared/runtime';
import { BidiText, Card, Link, PageTitle, Text } from '@cargora/shared/ui';

/** The title and hint of a place the API does not know, as text (the page's title and meta description). */
export function usePlaceNotFoundText() {
  const { t } = useTranslation('directory');
  return (country: string, state?: string) =>
    state === undefined
      ? { title: t('country.notFoundTitle'), hint: t('country.notFoundHint', { country }) }
      : { title: t('companies.notFoundTitle'), hint: t('companies.notFoundHint', { state, country }) };
}

/**
 * A country the API does not know, or a region it does not know in a country it knows (a 404): say so kindly and point
 * back to the directory, and for a region to its country's page. `country` is the URL's name (links) and its label (shown).
 */
export function PlaceNotFound({ country, state }: { country: { name: string; label: string }; state?: string }) {
  const { t } = useTranslation('directory');
  const text = usePlaceNotFoundText();
  // On the page, each name keeps its own direction (a Latin name inside an Arabic sentence).
  const { title, hint } = text(isolate(country.label), state === undefined ? undefined : isolate(state));
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
