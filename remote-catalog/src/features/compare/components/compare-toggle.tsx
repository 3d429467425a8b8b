import { useId } from 'react';
import styled from 'styled-components';
import { MAX_COMPARE } from '@cargora/shared/contracts';
import { useTranslation } from '@cargora/shared/translation';
import { toast, colors, typography } from '@cargora/shared/runtime';
import { useCompareItems, useCompareStore } from '../hooks/compare-store';
import { COMPARE_FORM_ID } from './compare-tray';

const Toggle = styled.label`
  display: inline-flex;
  align-items: center;
  gap: 8px;
  min-height: 44px;
  padding-inline: 4px;
  font-weight: 600;
  font-size: ${typography['fm-p3'].size};
  cursor: pointer;
  input {
    width: 20px;
    height: 20px;
    accent-color: ${colors.primaryDark};
  }
`;

/** "Add to compare" checkbox: ticking adds the service to the tray, unticking removes it (without JavaScript: see CompareTray). */
export function CompareToggle({ id, title }: { id: number; title: string }) {
  const { t } = useTranslation('catalog');
  const inputId = useId();
  const selected = useCompareItems().some((i) => i.id === id);
  const add = useCompareStore((s) => s.add);
  const remove = useCompareStore((s) => s.remove);
  const onChange = () => {
    if (selected) return remove(id);
    if (add({ id, title }) === 'full') toast.error(t('compare.full', { count: MAX_COMPARE }));
  };
  return (
    <Toggle htmlFor={inputId}>
      {/* Without JavaScript the ticked boxes are sent by the page's compare form (CompareTray). */}
      <input id={inputId} type="checkbox" checked={selected} onChange={onChange} name="ids" value={id} form={COMPARE_FORM_ID} />
      {t('compare.add')}
    </Toggle>
  );
}
