import { useId, type FormEvent } from 'react';
import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { parsePage, useQueryHref, useQueryParams, useListMeta } from '@cargora/shared/runtime';
import {
  AgentCard,
  Button,
  EmptyState,
  ErrorState,
  Grid,
  HiddenQueryFields,
  Input,
  Label,
  LoadingGrid,
  Pagination,
  QueryLink,
  Text,
  isPastLastPage,
  PastLastPage,
} from '@cargora/shared/ui';
import { agentListMeta } from '../../../lib/agent-list-meta';
import { useCompanies } from '../api/use-companies';

const SearchForm = styled.form`
  display: flex;
  gap: 8px;
  align-items: end;
  margin-block: 16px;
  max-width: 560px;
  > label {
    flex: 1;
    min-width: 0;
  }
  input {
    width: 100%;
  }
`;

const PAGE_SIZE = 12;

/**
 * The companies of a region as the URL asks for them (q, page). Called by the page, which reads the answer's status
 * (a 404: a country or region the API does not know) before it shows them with CompanyList.
 */
export function useCompanyList(country: string, state: string) {
  const { get } = useQueryParams();
  const q = get('q').trim();
  const page = parsePage(get('page'));
  const companies = useCompanies({ country, state, q, page, pageSize: PAGE_SIZE });
  return { q, page, companies };
}
export type CompanyListState = ReturnType<typeof useCompanyList>;

/** The companies of a region (from useCompanyList) with a text search; q and page live in the URL. */
export function CompanyList({ country, state, list }: { country: string; state: string; list: CompanyListState }) {
  const { t } = useTranslation('directory');
  const id = useId();
  const { update } = useQueryParams();
  const queryHref = useQueryHref();
  const cleared = { q: null, page: null };
  const { q, page, companies } = list;
  // The region's companies are what the page is about.
  useListMeta(companies.loading || !companies.data ? undefined : agentListMeta(companies.data, (count) => t('seo.companies', { country, state, count })));

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    update({ q: String(new FormData(event.currentTarget).get('q') ?? '').trim(), page: null });
  };

  let results;
  if (companies.loading) results = <LoadingGrid count={6} label={t('companies.loading')} />;
  else if (companies.error) results = <ErrorState message={companies.error} onRetry={companies.reload} />;
  else if (companies.data && isPastLastPage(companies.data))
    results = (
      <PastLastPage
        page={companies.data.page}
        pageSize={companies.data.pageSize}
        total={companies.data.total}
        onPage={(p) => update({ page: p > 1 ? p : null })}
      />
    );
  else if (!companies.data || companies.data.items.length === 0)
    results = (
      <EmptyState title={t('companies.emptyTitle')} hint={t('companies.emptyHint')}>
        {(q || page > 1) && (
          <Button as={QueryLink} $variant="outline" href={queryHref(cleared)} onNavigate={() => update(cleared)}>
            {t('filters.clear')}
          </Button>
        )}
      </EmptyState>
    );
  else
    results = (
      <>
        <Grid $min={280}>
          {/* The page's title is the h1 and no section title comes between: each company's name is an h2. */}
          {companies.data.items.map((agent) => (
            <AgentCard key={agent.id} agent={agent} headingLevel={2} />
          ))}
        </Grid>
        <Pagination
          page={companies.data.page}
          pageSize={companies.data.pageSize}
          total={companies.data.total}
          onPage={(p) => update({ page: p > 1 ? p : null })}
        />
      </>
    );

  return (
    <div>
      {/* A GET form: without JavaScript the browser sends it (the rest of the query kept, back to page 1). */}
      <SearchForm method="get" role="search" aria-label={t('companies.searchLabel')} onSubmit={submit}>
        <HiddenQueryFields omit={['q', 'page']} />
        <Label htmlFor={`${id}-q`}>
          {t('companies.q')}
          <Input
            key={q}
            id={`${id}-q`}
            name="q"
            type="search"
            defaultValue={q}
            placeholder={t('companies.qPlaceholder')}
          />
        </Label>
        <Button type="submit">{t('filters.search')}</Button>
      </SearchForm>
      <Text $variant="fm-p3" $muted aria-live="polite" style={{ marginBottom: 12, minHeight: '1.5em' }}>
        {companies.data && !companies.loading
          ? t('companies.count', { count: companies.data.total })
          : ''}
      </Text>
      {results}
    </div>
  );
}
