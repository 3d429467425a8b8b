import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import {
  Card,
  EmptyState,
  ErrorState,
  Grid,
  LoadingGrid,
  Rating,
  STOREFRONT_PATH,
  Text,
  useApi,
  type BestAgent,
} from '@cargora/shared';

const AgentLink = styled(Link)`
  display: grid;
  grid-template-columns: 48px minmax(0, 1fr);
  gap: 12px;
  align-items: center;
  color: inherit;
  text-decoration: none;
  img {
    border-radius: 10px;
    background: ${({ theme }) => theme.palette.background};
  }
  &:hover strong,
  &:focus-visible strong {
    text-decoration: underline;
  }
`;

export default function BestAgents({ limit = 4 }: { limit?: number }) {
  const { t } = useTranslation('catalog');
  const { data, error, loading, reload } = useApi<{ items: BestAgent[] }>('/misc/best-performing/agent', {
    limit,
  });
  if (error) return <ErrorState message={error} onRetry={reload} />;
  if (loading || !data) return <LoadingGrid count={limit} label={t('landing.agents.loading')} />;
  if (data.items.length === 0) return <EmptyState title={t('landing.agents.empty')} />;
  return (
    <Grid $min={240}>
      {data.items.map((agent) => (
        <Card key={agent.userId}>
          <AgentLink to={STOREFRONT_PATH(agent.userId)}>
            <img
              src={agent.logoUrl}
              alt={t('detail.agent.logoAlt', { name: agent.companyName })}
              width={48}
              height={48}
              loading="lazy"
            />
            <span>
              <strong>{agent.companyName}</strong>
              <Text $variant="fm-p3" $muted>
                {t('detail.agent.location', { city: agent.city, country: agent.country })}
              </Text>
            </span>
          </AgentLink>
          <Text $variant="fm-p3" style={{ marginTop: 10 }}>
            <Rating value={agent.rating} count={agent.reviewCount} /> ·{' '}
            {t('detail.agent.jobs', { count: agent.completedJobs })}
          </Text>
        </Card>
      ))}
    </Grid>
  );
}
