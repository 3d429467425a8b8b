import styled from 'styled-components';
import { pathTo, type ServiceListed } from '@cargora/shared/contracts';
import { useTranslation } from '@cargora/shared/translation';
import { useSearchParams } from '@cargora/shared/router';
import { servicePlaceLabels } from '@cargora/shared/runtime';
import { Card, Grid, Rating, SectionTitle, Text, useRouteText, BidiText, Link } from '@cargora/shared/ui';
import { ServicePriceTag } from '../../../components/load/load-price';
import { loadSearch } from '../../../components/load/load-query';

const Item = styled(Card)`
  display: grid;
  gap: 6px;
  a {
    color: inherit;
    font-weight: 700;
  }
`;

/** The services most like this one, most similar first, as the service's answer carries them (never itself). */
export function SimilarServices({ items }: { items: ServiceListed[] }) {
  const { t } = useTranslation('catalog');
  const routeText = useRouteText();
  // The load this page priced follows the visitor to a similar service.
  const [params] = useSearchParams();
  const keepLoad = loadSearch(params);
  return (
    <section aria-labelledby="similar-services-title">
      <SectionTitle id="similar-services-title">{t('detail.similar.title')}</SectionTitle>
      {items.length === 0 ? (
        <Text $muted>{t('detail.similar.empty')}</Text>
      ) : (
        <Grid $min={220}>
          {items.map((s) => (
            <Item key={s.id}>
              <Text as="h3" $variant="fm-h6">
                <Link to={`${pathTo('similarService', { id: s.id })}${keepLoad}`}>{s.title}</Link>
              </Text>
              <Text $variant="fm-p3" $muted>
                <BidiText>
                  {routeText(
                    { originCountry: s.originCountry, destinationCountry: s.destinationCountry },
                    { originCountry: servicePlaceLabels(s).originCountry, destinationCountry: servicePlaceLabels(s).destinationCountry },
                  )}
                </BidiText>
                {' · '}
                {t(`common:transportModes.${s.mode}`)}
              </Text>
              <Text style={{ fontWeight: 700 }}>
                <ServicePriceTag service={s} />
              </Text>
              <Rating value={s.rating} count={s.reviewCount} />
            </Item>
          ))}
        </Grid>
      )}
    </section>
  );
}
