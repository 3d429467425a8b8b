import { useId, type FormEvent } from 'react';
import styled from 'styled-components';
import { useTranslation } from '@cargora/shared/translation';
import type { AgentSummary, Page } from '@cargora/shared/contracts';
import { useQueryHref } from '@cargora/shared/runtime';
import {
  AgentCard,
  Button,
  EmptyState,
  Grid,
  HiddenQueryFields,
  Input,
  Label,
  Pagination,
  QueryLink,
  Text,
  isPastLastPage,
  PastLastPage,
} from '@cargora/shared/ui';
import { RefreshingList, usePendingQuery } from '../../../components/pending-query';

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

/** The companies of a region (the page's loader read them for `q` and `page`) with a text search; both live in the URL. */
export function CompanyList({
  companies,
  q,
  page,
}: {
  companies: Page<AgentSummary>;
  q: string;
  page: number;
}) {
  const { t } = useTranslation('directory');
  const id = useId();
  const { update } = usePendingQuery();
  const queryHref = useQueryHref();
  const cleared = { q: null, page: null };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    update({ q: String(new FormData(event.currentTarget).get('q') ?? '').trim(), page: null });
  };

  let results;
  if (isPastLastPage(companies))
    results = (
      <PastLastPage
        page={companies.page}
        pageSize={companies.pageSize}
        total={companies.total}
        onPage={(p) => update({ page: p > 1 ? p : null })}
      />
    );
  else if (companies.items.length === 0)
    results = (
      <EmptyState title={t('companies.emptyTitle')} hint={t('companies.emptyHint')}>
        {(q || page > 1) && (
          <Button
            as={QueryLink}
            $variant="outline"
            href={queryHref(cleared)}
            onNavigate={() => update(cleared)}
          >
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
          {companies.items.map((agent) => (
            <AgentCard key={agent.id} agent={agent} headingLevel={2} />
          ))}
        </Grid>
        <Pagination
          page={companies.page}
          pageSize={companies.pageSize}
          total={companies.total}
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
        {t('companies.count', { count: companies.total })}
      </Text>
      <RefreshingList>{results}</RefreshingList>
    </div>
  );
}
