import { useEffect } from 'react';
import { useSearchParams } from '@cargora/shared/router';
import styled from 'styled-components';
import { MAX_COMPARE, pathTo } from '@cargora/shared/contracts';
import { useTranslation } from '@cargora/shared/translation';
import { colors, shape } from '@cargora/shared/runtime';
import { Link, Button, Text, VisuallyHidden } from '@cargora/shared/ui';
import { syncCompareAcrossTabs, useCompareItems, useCompareStore } from '../hooks/compare-store';
import { loadQuery } from '../../../components/load/load-query';

const Bar = styled.aside`
  position: fixed;
  inset-inline: 0;
  inset-block-end: 0;
  z-index: 20;
  background: ${colors.topBar};
  color: ${colors.topBarText};
  box-shadow: 0 -4px 16px rgb(0 0 0 / 20%);
  padding: 8px 16px;
`;

const Inner = styled.div`
  max-width: 1200px;
  margin-inline: auto;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px 12px;
`;

const List = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 6px;
  margin: 0;
  padding: 0;
  list-style: none;
  flex: 1 1 280px;
  min-width: 0;
`;

const Chip = styled.li`
  display: inline-flex;
  align-items: center;
  gap: 4px;
  max-width: 240px;
  padding-inline-start: 10px;
  border-radius: 999px;
  background: rgb(255 255 255 / 12%);
  span {
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  button {
    min-width: 36px;
    min-height: 36px;
    border: 0;
    border-radius: 999px;
    background: transparent;
    color: inherit;
    font: inherit;
    cursor: pointer;
  }
  button:focus-visible {
    outline: 3px solid ${colors.primary};
  }
`;

const CompareLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  padding: 8px 18px;
  border-radius: ${shape.buttonRadius}px;
  background: ${colors.primary};
  color: ${colors.onPrimary};
  font-weight: 700;
  text-decoration: none;
  &:focus-visible {
    outline: 3px solid ${colors.topBarText};
    outline-offset: 2px;
  }
`;

/** Keeps page content clear of the fixed bar. */
export const TRAY_SPACE_PX = 96;

/** The form that sends a page's ticked "Add to compare" boxes when scripts do not run (the boxes name it). */
export const COMPARE_FORM_ID = 'compare-ticked';

const StaticCompare = styled.form`
  max-width: 1200px;
  margin: 16px auto;
  padding-inline: 16px;
`;

/**
 * Only without JavaScript (a noscript element: the browser with scripts never shows it, React never hydrates it): a
 * GET form to the compare page with the ids of the ticked boxes (`?ids=1&ids=2`).
 */
function CompareTickedForm() {
  const { t } = useTranslation('catalog');
  const [params] = useSearchParams();
  return (
    <noscript>
      <StaticCompare id={COMPARE_FORM_ID} method="get" action={pathTo('compare')}>
        {/* The load the list priced: compared for the same load. */}
        {[...loadQuery(params)].map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <Button type="submit">{t('compare.ticked')}</Button>
      </StaticCompare>
    </noscript>
  );
}

/** The compare page for `ids`, with the load the visitor priced (`load`: the address's load parameters). */
export function compareHref(ids: number[], load: URLSearchParams = new URLSearchParams()) {
  return pathTo('compare', null, { ids: ids.join(','), ...Object.fromEntries(load) });
}

/** The floating bar listing what the visitor picked to compare. */
export function CompareTray() {
  const { t } = useTranslation('catalog');
  const items = useCompareItems();
  const refused = useCompareStore((s) => s.refused);
  const remove = useCompareStore((s) => s.remove);
  const clear = useCompareStore((s) => s.clear);
  const dismissRefusal = useCompareStore((s) => s.dismissRefusal);
  const [params] = useSearchParams();

  useEffect(() => syncCompareAcrossTabs(), []);
  useEffect(() => {
    if (!refused) return;
    const timer = setTimeout(dismissRefusal, 6000);
    return () => clearTimeout(timer);
  }, [refused, dismissRefusal]);

  if (items.length === 0) return <CompareTickedForm />;
  return (
    <>
      <CompareTickedForm />
      <div style={{ height: TRAY_SPACE_PX }} aria-hidden="true" />
      <Bar aria-label={t('compare.trayLabel')}>
        <Inner>
          <Text as="h2" $variant="fm-p2" style={{ fontWeight: 700 }}>
            {t('compare.trayTitle', { count: items.length, max: MAX_COMPARE })}
          </Text>
          <List>
            {items.map((item) => {
              const name = item.title || t('compare.serviceNumber', { id: item.id });
              return (
                <Chip key={item.id}>
                  <span title={name}>{name}</span>
                  <button type="button" onClick={() => remove(item.id)}>
                    <span aria-hidden="true">×</span>
                    <VisuallyHidden>{t('compare.removeNamed', { name })}</VisuallyHidden>
                  </button>
                </Chip>
              );
            })}
          </List>
          <Text role="status" $variant="fm-p3" style={{ flexBasis: refused ? '100%' : 0 }}>
            {refused ? t('compare.full', { count: MAX_COMPARE }) : ''}
          </Text>
          <Button type="button" $variant="ghost" onClick={clear}>
            {t('compare.clear')}
          </Button>
          <CompareLink to={compareHref(items.map((i) => i.id), loadQuery(params))}>{t('compare.go')}</CompareLink>
        </Inner>
      </Bar>
    </>
  );
}
