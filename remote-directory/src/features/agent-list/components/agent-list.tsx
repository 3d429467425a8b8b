import type { AgentCountByCountry, AgentSummary, Page } from '@cargora/shared/contracts';
import { useTranslation } from '@cargora/shared/translation';
import {
  AgentCard,
  Button,
  EmptyState,
  Grid,
  Pagination,
  QueryLink,
  Text,
  isPastLastPage,
  PastLastPage,
} from '@cargora/shared/ui';
import { RefreshingList } from '../../../components/pending-query';
import { ALL_AGENT_FILTERS, type AgentListOptions } from '../api/agents';
import { useAgentListQuery } from '../hooks/use-agent-list-query';
import { AgentFilters } from './agent-filters';

export interface AgentListProps extends AgentListOptions {
  /** The page of agents the loader read for the URL (agentQueryOf); null while a search waits for its words. */
  agents: Page<AgentSummary> | null;
  /** The country filter's options, when the list has that filter. */
  countries?: AgentCountByCountry[] | null;
}

/** A filtered, sorted, paginated list of agents whose state lives in the URL (the page's loader reads it). */
export function AgentList({
  filters = ALL_AGENT_FILTERS,
  defaultSort = 'rating',
  agents,
  countries = null,
}: AgentListProps) {
  const { t } = useTranslation('directory');
  const query = useAgentListQuery(defaultSort);
  const filtered = Boolean(query.q || query.country || query.page > 1);

  let results;
  if (!agents) results = null;
  else if (isPastLastPage(agents))
    results = (
      <PastLastPage
        page={agents.page}
        pageSize={agents.pageSize}
        total={agents.total}
        onPage={query.setPage}
      />
    );
  else if (agents.items.length === 0)
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
          {agents.items.map((agent) => (
            <AgentCard key={agent.id} agent={agent} />
          ))}
        </Grid>
        <Pagination
          page={agents.page}
          pageSize={agents.pageSize}
          total={agents.total}
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
        countries={countries}
        onCountry={query.setCountry}
        onQuery={query.setQuery}
        onSort={query.setSort}
      />
      <Text $variant="fm-p3" $muted aria-live="polite" style={{ marginBottom: 12, minHeight: '1.5em' }}>
        {agents ? t('agents.count', { count: agents.total }) : ''}
      </Text>
      <RefreshingList>{results}</RefreshingList>
    </div>
  );
}
