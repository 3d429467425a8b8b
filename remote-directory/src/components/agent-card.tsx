import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Badge, Card, Rating, Row, STOREFRONT_PATH, Text, type AgentSummary } from '@cargora/shared';
import { useFormatters } from '../hooks/use-formatters';

const Body = styled(Card)`
  display: grid;
  grid-template-columns: 64px minmax(0, 1fr);
  gap: 12px 16px;
  align-items: start;
`;

const Logo = styled.img`
  width: 64px;
  height: 64px;
  border-radius: ${({ theme }) => theme.radius}px;
  object-fit: contain;
  background: ${({ theme }) => theme.palette.background};
`;

const Name = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.typography['fm-h6'].size};
  line-height: ${({ theme }) => theme.typography['fm-h6'].lineHeight};
  overflow-wrap: anywhere;
  a {
    color: inherit;
    text-decoration: none;
  }
  a:hover,
  a:focus-visible {
    text-decoration: underline;
  }
`;

const Meta = styled.dl`
  grid-column: 1 / -1;
  display: grid;
  grid-template-columns: auto 1fr;
  gap: 4px 12px;
  margin: 0;
  font-size: ${({ theme }) => theme.typography['fm-p3'].size};
  dt {
    color: ${({ theme }) => theme.palette.textMuted};
  }
  dd {
    margin: 0;
  }
`;

const StoreLink = styled(Link)`
  grid-column: 1 / -1;
  justify-self: start;
  color: ${({ theme }) => theme.palette.primaryDark};
  font-weight: 600;
`;

/** One agent or company of the directory, linking to its storefront. */
export function AgentCard({ agent }: { agent: AgentSummary }) {
  const { t } = useTranslation('directory');
  const fmt = useFormatters();
  return (
    <Body aria-labelledby={`agent-${agent.id}`}>
      <Logo
        src={agent.logoUrl}
        alt={t('card.logoAlt', { name: agent.companyName })}
        width={64}
        height={64}
        loading="lazy"
        decoding="async"
      />
      <div>
        <Name id={`agent-${agent.id}`}>
          <Link to={STOREFRONT_PATH(agent.userId)}>{agent.companyName}</Link>
        </Name>
        <Text $variant="fm-p3" $muted>
          {[agent.city, agent.state, agent.country].filter(Boolean).join(', ')}
        </Text>
        <Row $gap={6} style={{ marginTop: 6 }}>
          <Rating value={agent.rating} count={agent.reviewCount} />
          {agent.verified && <Badge $tone="success">{t('card.verified')}</Badge>}
        </Row>
      </div>
      <Meta>
        <dt>{t('card.completedJobs')}</dt>
        <dd>{fmt.number(agent.completedJobs)}</dd>
        <dt>{t('card.scope')}</dt>
        <dd>{t(`scope.${agent.scope}`)}</dd>
        <dt>{t('card.memberSince')}</dt>
        <dd>{fmt.month(agent.joinedAt)}</dd>
      </Meta>
      <StoreLink
        to={STOREFRONT_PATH(agent.userId)}
        aria-label={t('card.viewStorefrontOf', { name: agent.companyName })}
      >
        {t('card.viewStorefront')}
      </StoreLink>
    </Body>
  );
}
