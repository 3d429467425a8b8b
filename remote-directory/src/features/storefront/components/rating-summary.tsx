import styled from 'styled-components';
import type { RatingSummary as Summary } from '@cargora/shared/contracts';
import { useTranslation } from '@cargora/shared/translation';
import { up, useFormatNumber, colors, typography } from '@cargora/shared/runtime';
import { Card, Rating, SectionTitle, Text, textStyle } from '@cargora/shared/ui';

const PERCENT: Intl.NumberFormatOptions = { style: 'percent', maximumFractionDigits: 0 };

const Layout = styled(Card)`
  display: grid;
  gap: 16px;
  grid-template-columns: 1fr;
  ${up('sm')} {
    grid-template-columns: 200px minmax(0, 1fr);
    align-items: center;
  }
`;

const Average = styled.p`
  margin: 0;
  font-size: ${typography['fm-h1'].size};
  font-weight: 800;
  line-height: 1;
`;

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  caption {
    text-align: start;
    font-weight: 600;
    margin-bottom: 8px;
  }
  th {
    text-align: start;
    font-weight: 400;
    white-space: nowrap;
    padding-inline-end: 12px;
    width: 1%;
  }
  td {
    padding-block: 4px;
  }
  td:last-child {
    width: 1%;
    text-align: end;
    padding-inline-start: 12px;
    white-space: nowrap;
  }
  /* Each row's parts by nested rules rather than three styled elements a row (each costs a server render). */
  .bar {
    height: 10px;
    border-radius: 999px;
    background: ${colors.border};
    overflow: hidden;
  }
  .fill {
    height: 100%;
    background: ${colors.rating};
  }
  .share {
    ${textStyle('fm-p4', true)}
  }
`;

const STARS = ['5', '4', '3', '2', '1'] as const;
const SCORE: Intl.NumberFormatOptions = { minimumFractionDigits: 1, maximumFractionDigits: 1 };

/** Average rating and how the reviews spread over 5..1 stars: a table, so screen readers get the numbers. */
export function RatingSummary({ summary }: { summary: Summary }) {
  const { t } = useTranslation('directory');
  const formatNumber = useFormatNumber();
  const formatPercent = useFormatNumber(PERCENT);
  const formatScore = useFormatNumber(SCORE);
  return (
    <section aria-labelledby="rating-summary-title">
      <SectionTitle id="rating-summary-title">{t('storefront.ratingTitle')}</SectionTitle>
      <Layout>
        <div>
          <Average>{summary.count ? formatScore(summary.average) : '–'}</Average>
          <Rating value={summary.average} count={summary.count} />
          <Text $variant="fm-p3" $muted>
            {t('storefront.reviewCount', { count: summary.count })}
          </Text>
        </div>
        <Table>
          <caption>{t('storefront.distribution')}</caption>
          <tbody>
            {STARS.map((star) => {
              const value = summary.distribution[star] ?? 0;
              const share = summary.count ? value / summary.count : 0;
              return (
                <tr key={star}>
                  <th scope="row">{t('storefront.stars', { count: Number(star) })}</th>
                  <td>
                    <div className="bar" aria-hidden="true">
                      <div className="fill" style={{ width: `${Math.round(share * 100)}%` }} />
                    </div>
                  </td>
                  <td>
                    {formatNumber(value)} <span className="share">({formatPercent(share)})</span>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </Table>
      </Layout>
    </section>
  );
}
