import type { Scope } from '@cargora/shared/contracts';
import { useTranslation } from 'react-i18next';
import { useListMeta } from '@cargora/shared/runtime';
import {
  AgentCard,
  Button,
  EmptyState,
  ErrorState,
  Grid,
  LoadingGrid,
  Pagination,
  QueryLink,
  Text,
  isPastLastPage,
  PastLastPage,
} from '@cargora/shared/ui';
import { agentListMeta } from '../../../lib/agent-list-meta';
import { useAgents, type AgentSort } from '../api/use-agents';
import { useAgentListQuery } from '../hooks/use-agent-list-query';
import { AgentFilters, type AgentFilter } from './agent-filters';

export interface AgentListProps {
  /** Controls the visitor may change; the rest is fixed by the page. */
  filters?: AgentFilter[];
  scope?: Scope;
  /** A country fixed by the page (the country directory). */
  country?: string;
  defaultSort?: AgentSort;
  /** Show nothing until the visitor has typed a search (the worldwide search form). */
  requireQuery?: boolean;
  pageSize?: number;
  /** When this list is the page's subject: its meta description once the number of agents is known. */
  describe?: (total: number) => string;
}

/** A filtered, sorted, paginated list of agents whose state lives in the URL. */
export function AgentList({
  filters = ['country', 'q', 'sort'],
  scope,
  country: fixedCountry,
  defaultSort = 'rating',
  requireQuery = false,
  pageSize = 12,
  describe,
}: AgentListProps) {
  const { t } = useTranslation('directory');
  const query = useAgentListQuery(defaultSort);
  const country = fixedCountry ?? (filters.includes('country') ? query.country : '');
  const q = filters.includes('q') ? query.q : '';
  const sort = filters.includes('sort') ? query.sort : defaultSort;
  const waiting = requireQuery && !q;
  const agents = useAgents(waiting ? null : { scope, country, q, sort, page: query.page, pageSize });
  const filtered = Boolean(query.q || query.country || query.page > 1);
  // For search engines, when the list is what the page is about.
  useListMeta(describe && !agents.loading && agents.data ? agentListMeta(agents.data, describe) : undefined);

  let results;
  if (waiting) results = null;
  else if (agents.loading)
    results = <LoadingGrid count={Math.min(pageSize, 6)} label={t('agents.loading')} />;
  else if (agents.error) results = <ErrorState message={agents.error} onRetry={agents.reload} />;
  else if (agents.data && isPastLastPage(agents.data))
    results = <PastLastPage page={agents.data.page} pageSize={agents.data.pageSize} total={agents.data.total} onPage={query.setPage} />;
  else if (!agents.data || agents.data.items.length === 0)
    results = (
      <EmptyState title={t('agents.emptyTitle')} hint={t('agents.emptyHint')}>
        {filtered && (
          <Button as={QueryLink} $variant="outline" href={query.clearHref} onNavigate={query.clear}>
            {t('filters.clear')}
          </Button>
        )}
      </EmptyState>
    );
  else
    results = (
      <>
        <Grid $min={280}>
          {agents.data.items.map((agent) => (
            <AgentCard key={agent.id} agent={agent} />
          ))}
        </Grid>
        <Pagination
          page={agents.data.page}
          pageSize={agents.data.pageSize}
          total={agents.data.total}
          onPage={query.setPage}
        />
      </>
    );

  return (
    <div>
      <AgentFilters
        filters={filters}
        country={query.country}
        q={query.q}
        sort={query.sort}
        onCountry={query.setCountry}
        onQuery={query.setQuery}
        onSort={query.setSort}
      />
      <Text $variant="fm-p3" $muted aria-live="polite" style={{ marginBottom: 12, minHeight: '1.5em' }}>
        {agents.data && !waiting && !agents.loading
          ? t('agents.count', { count: agents.data.total })
          : ''}
      </Text>
      {results}
    </div>
  );
}
