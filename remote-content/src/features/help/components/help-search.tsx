import { useState, type FormEvent } from 'react';
import { pathTo, type HelpArticle } from '@cargora/shared/contracts';
import { useNavigation, useRevalidator } from '@cargora/shared/router';
import { useTranslation } from '@cargora/shared/translation';
import { useQueryParams, isolate } from '@cargora/shared/runtime';
import {
  Button,
  ErrorState,
  HiddenQueryFields,
  Input,
  Row,
  Text,
  VisuallyHidden,
  BidiText,
  Link,
} from '@cargora/shared/ui';

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

/**
 * Searches help articles; the query lives in the URL (?q=) so Back and sharing work, and the route's loader reads the
 * results (`results` null: the search failed).
 */
export function HelpSearch({ q, results }: { q: string; results: HelpArticle[] | null }) {
  const { t } = useTranslation('content');
  const { update } = useQueryParams();
  const refreshing = useNavigation().state === 'loading';
  const revalidator = useRevalidator();
  return (
    <section aria-labelledby="help-search-title">
      <h2 id="help-search-title">{t('help.searchTitle')}</h2>
      {/* Remounts when the URL changes (Back), so the box always shows the searched text. */}
      <SearchForm key={q} initial={q} onSearch={(next) => update({ q: next })} />
      {q && (
        <div aria-live="polite" aria-busy={refreshing} style={{ marginBlockStart: 16 }}>
          {results === null ? (
            <ErrorState onRetry={() => void revalidator.revalidate()} />
          ) : results.length ? (
            <>
              <Text $muted>
                <BidiText>{t('help.resultCount', { count: results.length, q: isolate(q) })}</BidiText>
              </Text>
              <ul>
                {results.map((article) => (
                  <li key={article.id}>
                    <Link to={pathTo('helpArticle', { id: article.id })}>{article.title}</Link>
                  </li>
                ))}
              </ul>
            </>
          ) : (
            <Text $muted>
              <BidiText>{t('help.noResults', { q: isolate(q) })}</BidiText>
            </Text>
          )}
        </div>
      )}
    </section>
  );
}
