// Agents a shipper can check (issue 49): what Cargora verified about an agent and when, its median response time to
// quote requests, and the "Booking verified" mark of a review, each leading to the verification policy. Shown on the
// storefront and in the service page's agent box; words in the common namespace (`trust.*`).
import styled from 'styled-components';
import { useTranslation } from '@cargora/shared/translation';
import { RESPONSE_TIME_RULES, pathTo, type AgentTrust } from '@cargora/shared/contracts';
import { colors, typography, useFormatDate, useFormatNumber } from '@cargora/shared/runtime';
import { Link } from '@cargora/shared/router';
import { Badge } from './primitives';

const List = styled.ul`
  list-style: none;
  margin: 8px 0;
  padding: 0;
  display: grid;
  gap: 8px;
  li {
    display: grid;
    gap: 2px;
  }
  .kind {
    font-weight: 600;
  }
  .when {
    font-size: ${typography['fm-p3'].size};
    color: ${colors.textMuted};
  }
`;

const Small = styled.p`
  margin: 8px 0 0;
  font-size: ${typography['fm-p3'].size};
`;

/** Hours in the visitor's language ("3 hours", "3 heures", "3 ساعات"); the same options object every render. */
const HOURS: Intl.NumberFormatOptions = { style: 'unit', unit: 'hour', unitDisplay: 'long', maximumFractionDigits: 1 };
const DAYS: Intl.NumberFormatOptions = { style: 'unit', unit: 'day', unitDisplay: 'long', maximumFractionDigits: 1 };
/** From two days on, a response time reads in days. */
const IN_DAYS_FROM_HOURS = 48;

/**
 * A median response time as the visitor reads it: hours ("3.5 hours"), days from two days on ("2.5 days"), and at
 * the measure's cap (a request not answered within a week counts as a week) "≥ 7 days", never more precise than it is.
 */
function useFormatResponseTime(): (hours: number) => string {
  const formatHours = useFormatNumber(HOURS);
  const formatDays = useFormatNumber(DAYS);
  const cap = RESPONSE_TIME_RULES.capHours;
  return (hours) => {
    if (hours >= cap) return `≥ ${formatDays(cap / 24)}`;
    return hours < IN_DAYS_FROM_HOURS ? formatHours(hours) : formatDays(Math.round((hours / 24) * 10) / 10);
  };
}

/** A day the API gives as YYYY-MM-DD, read at midday UTC so no time zone shows it as the day before. */
const midday = (day: string) => (/^\d{4}-\d{2}-\d{2}$/.test(day) ? `${day}T12:00:00Z` : day);

/** Whether a licence's last valid day (YYYY-MM-DD) is before today, in UTC like the API's dates. */
const expired = (lastDay: string) => lastDay < new Date().toISOString().slice(0, 10);

/**
 * The agent's verifications (each kind with its register or licence number, the day it was checked and, for a
 * licence, until when it is valid), its median response time, and the link to the verification policy.
 */
export function AgentTrustDetails({ trust, headingId, as: Heading = 'h3' }: { trust: AgentTrust; headingId: string; as?: 'h2' | 'h3' | 'h4' }) {
  const { t } = useTranslation('common');
  const formatDate = useFormatDate('long');
  const formatResponseTime = useFormatResponseTime();
  const time = trust.responseTime;
  return (
    <section aria-labelledby={headingId} data-testid="agent-trust">
      <Heading id={headingId} style={{ margin: '12px 0 0', fontSize: typography['fm-h6'].size }}>
        {t('trust.title')}
      </Heading>
      {trust.verifications.length === 0 ? (
        <Small>{t('trust.none')}</Small>
      ) : (
        <List>
          {trust.verifications.map((v) => (
            <li key={v.kind}>
              <span className="kind">{t(`trust.kind.${v.kind}`)}</span>
              <span>
                {t('trust.reference')} <bdi dir="ltr">{v.reference}</bdi>
              </span>
              <span className="when">
                {t('trust.verifiedOn', { date: formatDate(midday(v.verifiedAt)) })}
                {v.expiresAt &&
                  ` · ${t(expired(v.expiresAt) ? 'trust.expiredOn' : 'trust.validUntil', { date: formatDate(midday(v.expiresAt)) })}`}
              </span>
            </li>
          ))}
        </List>
      )}
      <Small data-testid="response-time">
        {time ? t('trust.responseTime', { hours: formatResponseTime(time.medianHours), count: time.requests }) : t('trust.responseTimeNone')}
      </Small>
      <Small>
        <Link to={pathTo('verificationPolicy')}>{t('trust.policyLink')}</Link>
      </Small>
    </section>
  );
}

/** "Booking verified" on a review written by the customer of a booking; it links to how reviews are verified. */
export function BookingVerifiedMark() {
  const { t } = useTranslation('common');
  return (
    <Badge $tone="success" as={Link} to={pathTo('verificationPolicy')} title={t('trust.bookingVerifiedTitle')}>
      {t('trust.bookingVerified')}
    </Badge>
  );
}
