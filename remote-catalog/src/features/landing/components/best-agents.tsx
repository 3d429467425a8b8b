import type { BestAgent } from '@cargora/shared/contracts';
import { useTranslation } from '@cargora/shared/translation';
import { AgentCard, EmptyState } from '@cargora/shared/ui';
import { PartError } from '../../../components/part-error';
import { ShelfGrid } from '../../../components/shelf-grid';

/** The best performing agents; null: they could not be read. */
export default function BestAgents({ agents }: { agents: BestAgent[] | null }) {
  const { t } = useTranslation('catalog');
  if (!agents) return <PartError />;
  if (agents.length === 0) return <EmptyState title={t('landing.agents.empty')} />;
  return (
    <ShelfGrid>
      {agents.map((agent) => (
        <AgentCard key={agent.userId} agent={agent} />
      ))}
    </ShelfGrid>
  );
}
