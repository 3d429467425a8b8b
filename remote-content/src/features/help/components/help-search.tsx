import { useState, type FormEvent } from 'react';
import { pathTo } from '@cargora/shared/contracts';
import { useTranslation } from 'react-i18next';
import { useQueryParams, usePageMeta, isolate } from '@cargora/shared/runtime';
import {
  Button,
  ErrorState,
  HiddenQueryFields,
  Input,
  Row,
  Skeleton,
  Text,
  VisuallyHidden,
  BidiText,
  Link,
} from '@cargora/shared/ui';
import { useHelpSearch } from '../api/use-help';

function SearchForm({ initial, onSearch }: { initial: string; onSearch: (q: string) => void }) {
  const { t } = useTranslation('content');
  const [value, setValue] = useState(initial);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(value.trim());
  };
  return (
    // A GET form: without JavaScript the browser sends `q` (the rest of the query kept).
    <form method="get" role="search" onSubmit={submit}>
      <HiddenQueryFields omit={['q']} />
      <Row $wrap={false}>
        <VisuallyHidden as="label" htmlFor="help-search-input">
          {t('help.searchLabel')}
        </VisuallyHidden>
        <Input
          id="help-search-input"
          name="q"
          type="search"
          value={value}
          onChange={(e) => setValue(e.target.value)}
          placeholder={t('help.searchPlaceholder')}
          style={{ flex: 1, minWidth: 0 }}
        />
        <Button type="submit">{t('help.searchButton')}</Button>
      </Row>
    </form>
  );
}

/** Searches help articles; the query lives in the URL (?q=) so Back and sharing work. */
export function HelpSearch() {
  const { t } = useTranslation('content');
  const { params, update } = useQueryParams();
  const q = (params.get('q') ?? '').trim();
  const results = useHelpSearch(q);
  // A page of search results is the visitor's own query, not a page for search engines.
  usePageMeta({ refines: true, noindex: q !== '' });
  return (
    <section aria-labelledby="help-search-title">
      <h2 id="help-search-title">{t('help.searchTitle')}</h2>
      {/* Remounts when the URL changes (Back), so the box always shows the searched text. */}
      <SearchForm key={q} initial={q} onSearch={(next) => update({ q: next })} />
      {q && (
        <div aria-live="polite" style={{ marginBlockStart: 16 }}>
          {results.loading ? (
            <div role="status" aria-label={t('help.searching')} style={{ display: 'grid', gap: 8 }}>
              <Skeleton $width="60%" />
              <Skeleton $width="45%" />
            </div>
          ) : results.error ? (
            <ErrorState message={results.error} onRetry={results.reload} />
          ) : results.data?.items.length ? (
            <>
              <Text $muted><BidiText>{t('help.resultCount', { count: results.data.items.length, q: isolate(q) })}</BidiText></Text>
              <ul>
                {results.data.items.map((article) => (
                  <li key={article.id}>
                    <Link to={pathTo('helpArticle', { id: article.id })}>{article.title}</Link>
                  </li>
                ))}
              </ul>
            </>
          ) : (
            <Text $muted><BidiText>{t('help.noResults', { q: isolate(q) })}</BidiText></Text>
          )}
        </div>
      )}
    </section>
  );
}
