import type { BestAgent } from '@cargora/shared/contracts';
import { useTranslation } from 'react-i18next';
import { useApi } from '@cargora/shared/runtime';
import { AgentCard, EmptyState, ErrorState, Grid, LoadingGrid } from '@cargora/shared/ui';

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
        <AgentCard key={agent.userId} agent={agent} />
      ))}
    </Grid>
  );
}
