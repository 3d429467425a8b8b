import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Badge, Card, Rating, Row, STOREFRONT_PATH, Text, type AgentSummary } from '@cargora/shared';
import { isolate } from '../../../lib/bidi';

const Logo = styled.img`
  width: 56px;
  height: 56px;
  border-radius: 12px;
  object-fit: contain;
  background: ${({ theme }) => theme.palette.background};
`;

export function AgentCard({ agent }: { agent: AgentSummary }) {
  const { t } = useTranslation('catalog');
  return (
    <Card as="section" aria-labelledby="agent-card-title">
      <Row $gap={12} $wrap={false}>
        <Logo
          src={agent.logoUrl}
          alt={t('detail.agent.logoAlt', { name: agent.companyName })}
          width={56}
          height={56}
          loading="lazy"
        />
        <div style={{ minWidth: 0 }}>
          <Text as="h2" id="agent-card-title" dir="auto" $variant="fm-h6">
            {agent.companyName}
          </Text>
          <Text $variant="fm-p3" $muted>
            {t('detail.agent.location', { city: agent.city, country: agent.country })}
          </Text>
        </div>
      </Row>
      <Row $gap={10} style={{ marginBlock: 12 }}>
        <Rating value={agent.rating} count={agent.reviewCount} />
        {agent.verified && <Badge $tone="success">{t('detail.agent.verified')}</Badge>}
        <Text as="span" $variant="fm-p3" $muted>
          {t('detail.agent.jobs', { count: agent.completedJobs })}
        </Text>
      </Row>
      <Link to={STOREFRONT_PATH(agent.userId)}>
        {t('detail.agent.storefront', { name: isolate(agent.companyName) })}
      </Link>
    </Card>
  );
}
