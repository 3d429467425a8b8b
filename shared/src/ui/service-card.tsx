import type { ReactNode } from 'react';
import { useTranslation } from '../i18n/use-translation';
import styled from 'styled-components';
import type { Service } from '../contracts/types';
import { usePrice } from '../hooks/use-price';
import { useFormatPercentText } from '../hooks/use-formatters';
import { pathTo } from '../routes';
import { isValidPercentage } from '../validation/percentage';
import { BidiText, isolate, useRouteText } from './bidi';
import { Badge, Card, layoutWhenNear, quietLinks, Row, Text, VisuallyHidden } from './primitives';
import { Rating } from './states';
import { servicePlaceLabels } from '../lib/place-labels';
import { colors, typography } from '../theme/theme';
import { Link } from './link';

const Article = styled(Card)`
  display: grid;
  grid-template-rows: auto 1fr auto;
  gap: 12px;
  padding: 0;
  overflow: hidden;
  ${layoutWhenNear(420)}
`;

const Image = styled.img`
  display: block;
  width: 100%;
  height: auto;
  aspect-ratio: 16 / 9;
  object-fit: cover;
  background: ${colors.surfaceAlt};
`;

const Body = styled.div`
  display: grid;
  gap: 6px;
  padding-inline: 16px;
  align-content: start;
`;

const Title = styled.h3`
  margin: 0;
  font-size: ${typography['fm-h6'].size};
  line-height: 1.35;
  overflow-wrap: anywhere;
  ${quietLinks}
`;

const Price = styled.p`
  margin: 0;
  font-size: ${typography['fm-h5'].size};
  font-weight: 700;
  color: ${colors.primaryDark};
`;

const Footer = styled(Row)`
  justify-content: space-between;
  padding: 0 16px 16px;
`;

/** "3 days in transit", in the plural form the visitor's language needs for the number. */
export function useTransitLabel() {
  const { t } = useTranslation('common');
  return (days: number) => t('serviceCard.transit', { count: days });
}

/** One service of a list, linking to its detail page; `actions` (e.g. a compare toggle) sit at its foot. */
export function ServiceCard({
  service,
  actions,
  headingLevel = 3,
  priority = false,
}: {
  service: Service;
  actions?: ReactNode;
  headingLevel?: 2 | 3;
  /** The first cards of a list at the top of a page: their images are what it paints largest, fetched at once. */
  priority?: boolean;
}) {
  const { t } = useTranslation('common');
  const { format } = usePrice();
  const transit = useTransitLabel();
  const formatPercent = useFormatPercentText();
  const protectedFee = isValidPercentage(service.protectionFee) ? formatPercent(service.protectionFee) : null;
  const routeText = useRouteText();
  const category = t(`categories.${service.category}`);
  return (
    <Article>
      <Image
        src={service.imageUrl}
        alt={t('serviceCard.imageAlt', { category })}
        width={320}
        height={180}
        loading={priority ? 'eager' : 'lazy'}
        decoding="async"
        // React 18 passes the lowercase attribute through as it is.
        {...(priority ? { fetchpriority: 'high' } : {})}
      />
      <Body>
        <Row $gap={6}>
          <Badge>{category}</Badge>
          <Badge $tone="muted">
            <VisuallyHidden>{t('transportModes.label')}: </VisuallyHidden>
            {t(`transportModes.${service.mode}`)}
          </Badge>
          {protectedFee ? (
            <Badge $tone="success">
              <BidiText>{t('serviceCard.protected', { fee: isolate(protectedFee) })}</BidiText>
            </Badge>
          ) : (
            <Badge $tone="muted">{t('serviceCard.unprotected')}</Badge>
          )}
        </Row>
        <Title as={`h${headingLevel}`} dir="auto">
          <Link to={pathTo('withProtection', { id: service.id })}>{service.title}</Link>
        </Title>
        <Text $variant="fm-p3" $muted>
          <BidiText>{routeText(service, servicePlaceLabels(service))}</BidiText>
        </Text>
        <Price>
          <VisuallyHidden>{t('serviceCard.priceLabel')} </VisuallyHidden>
          {format(service.priceUsd)}
        </Price>
        <Row $gap={12}>
          <Text $variant="fm-p3">{transit(service.transitDays)}</Text>
          <Text $variant="fm-p3" as="span">
            <Rating value={service.rating} count={service.reviewCount} />
          </Text>
        </Row>
        <Text $variant="fm-p3" $muted>
          <BidiText>{t('serviceCard.by', { agent: isolate(service.agent.companyName) })}</BidiText>
        </Text>
      </Body>
      <Footer>{actions}</Footer>
    </Article>
  );
}
