import { createElement, type ReactNode } from 'react';
import { type ServiceListed, pathTo } from '@cargora/shared/contracts';
import { useTranslation } from '@cargora/shared/translation';
import {
  usePrice,
  useFormatPercentText,
  isValidPercentage,
  servicePlaceLabels,
  colors,
  typography,
  isolate,
} from '@cargora/shared/runtime';
import styled from 'styled-components';
import { BidiText, useRouteText } from './bidi';
import { badgeStyle, badgeTones, Card, layoutListCardWhenNear, quietLinks, rowStyle, textStyle, visuallyHiddenStyle } from './primitives';
import { Rating } from './rating';
import { fromPriceText } from './price-unit';
import { Link } from '@cargora/shared/router';

// One styled element for the whole card: its parts are plain elements styled by the card's nested rules (a list
// page renders a dozen cards; with a styled component per part, each of ~18 per card cost the server render its
// props, its class and its CSS string, the largest share of styled-components' time in a storefront's render).
// Below md, cards far down the page wait (520 px: the median card at phone widths in en, fr and ar is 483-561).
const Article = styled(Card)`
  display: grid;
  grid-template-rows: auto 1fr auto;
  gap: 12px;
  padding: 0;
  overflow: hidden;
  ${layoutListCardWhenNear(520)}
  & > img {
    display: block;
    width: 100%;
    height: auto;
    aspect-ratio: 16 / 9;
    object-fit: cover;
    background: ${colors.surfaceAlt};
  }
  .card-body {
    display: grid;
    gap: 6px;
    padding-inline: 16px;
    align-content: start;
  }
  .card-row {
    ${rowStyle(6)}
  }
  .card-row.card-facts {
    gap: 12px;
  }
  .card-badge {
    ${badgeStyle('primary')}
  }
  .card-badge.card-muted {
    ${badgeTones.muted}
  }
  .card-badge.card-success {
    ${badgeTones.success}
  }
  .card-hidden {
    ${visuallyHiddenStyle}
  }
  .card-title {
    margin: 0;
    font-size: ${typography['fm-h6'].size};
    line-height: 1.35;
    overflow-wrap: anywhere;
    ${quietLinks}
  }
  .card-text {
    ${textStyle('fm-p3')}
  }
  .card-text.card-muted {
    color: ${colors.textMuted};
  }
  .card-price {
    margin: 0;
    font-size: ${typography['fm-h5'].size};
    font-weight: 700;
    color: ${colors.primaryDark};
  }
  .card-foot {
    ${rowStyle()}
    justify-content: space-between;
    padding: 0 16px 16px;
  }
`;

/** "3 days in transit", in the plural form the visitor's language needs for the number. */
export function useTransitLabel() {
  const { t } = useTranslation('common');
  return (days: number) => t('serviceCard.transit', { count: days });
}

/** A number of days alone ("25 days"), for a place whose label already says what it counts (a "Transit time" row). */
export function useDaysLabel() {
  const { t } = useTranslation('common');
  return (days: number) => t('serviceCard.days', { count: days });
}

/** One service of a list, linking to its detail page; `actions` (e.g. a compare toggle) sit at its foot. */
export function ServiceCard({
  service,
  actions,
  headingLevel = 3,
  priority = false,
  showAgent = true,
  linkSearch = '',
  price,
  time,
  emissions,
}: {
  service: ServiceListed;
  actions?: ReactNode;
  headingLevel?: 2 | 3;
  /** The first cards of a list at the top of a page: their images are what it paints largest, fetched at once. */
  priority?: boolean;
  /** "By <agent>"; not on the agent's own storefront, where every card would name the page's agent again. */
  showAgent?: boolean;
  /** The query the detail link carries (`?load=40HC&n=1`: the load the list priced, so the detail prices it too). */
  linkSearch?: string;
  /** What the price line says instead of the listed price (the price of the visitor's load, with its unit). */
  price?: ReactNode;
  /** What the transit line says instead of the shortest transit ("12–18 days in transit", a lead time). */
  time?: string;
  /** The CO2e of a shipment on the service, as words ("2.9 t CO2e per standard shipment"). */
  emissions?: string | null;
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
      <img
        src={service.imageUrl}
        alt={t('serviceCard.imageAlt', { category })}
        width={320}
        height={180}
        loading={priority ? 'eager' : 'lazy'}
        decoding="async"
        // React 18 passes the lowercase attribute through as it is.
        {...(priority ? { fetchPriority: 'high' as const } : {})}
      />
      <div className="card-body">
        <div className="card-row">
          <span className="card-badge">{category}</span>
          <span className="card-badge card-muted">
            <span className="card-hidden">{t('transportModes.label')}: </span>
            {t(`transportModes.${service.mode}`)}
          </span>
          {protectedFee ? (
            <span className="card-badge card-success">
              <BidiText>{t('serviceCard.protected', { fee: isolate(protectedFee) })}</BidiText>
            </span>
          ) : (
            <span className="card-badge card-muted">{t('serviceCard.unprotected')}</span>
          )}
        </div>
        {createElement(
          `h${headingLevel}`,
          { className: 'card-title', dir: 'auto' },
          <Link to={`${pathTo('withProtection', { id: service.id })}${linkSearch}`}>{service.title}</Link>,
        )}
        <p className="card-text card-muted">
          <BidiText>{routeText(service, servicePlaceLabels(service))}</BidiText>
        </p>
        <p className="card-price">
          <span className="card-hidden">{t('serviceCard.priceLabel')} </span>
          {price ?? fromPriceText(t, service, format(service.priceUsd))}
        </p>
        <div className="card-row card-facts">
          <p className="card-text">{time ?? transit(service.transitDays)}</p>
          <span className="card-text">
            <Rating value={service.rating} count={service.reviewCount} />
          </span>
        </div>
        {emissions && <p className="card-text card-muted">{emissions}</p>}
        {showAgent && (
          <p className="card-text card-muted">
            <BidiText>{t('serviceCard.by', { agent: isolate(service.agent.companyName) })}</BidiText>
          </p>
        )}
      </div>
      <div className="card-foot">{actions}</div>
    </Article>
  );
}
