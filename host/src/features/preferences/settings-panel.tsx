import { useId, useState } from 'react';
import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { THEME_COLOR_KEYS, useSettingsStore, type ToastPosition, shape } from '@cargora/shared/runtime';
import { Button } from '@cargora/shared/ui';

const Panel = styled.fieldset`
  border: 1px solid rgb(255 255 255 / 20%);
  border-radius: ${shape.radius}px;
  padding: 12px 16px;
  margin: 16px 0 0;
  display: flex;
  flex-wrap: wrap;
  gap: 16px 24px;
  align-items: center;
  & label {
    display: inline-flex;
    gap: 8px;
    align-items: center;
  }
  & select {
    min-height: 36px;
    border-radius: ${shape.radius}px;
  }
`;

const POSITIONS: ToastPosition[] = ['top-left', 'top-center', 'top-right', 'bottom-left', 'bottom-center', 'bottom-right'];

/** A labelled select over a fixed list of values. */
function ChoiceField<T extends string>(props: {
  label: string;
  value: string;
  choices: readonly T[];
  labelOf: (choice: T) => string;
  onChange: (choice: T) => void;
}) {
  return (
    <label>
      {props.label}
      <select value={props.value} onChange={(e) => props.onChange(e.target.value as T)}>
        {props.choices.map((choice) => (
          <option key={choice} value={choice}>
            {props.labelOf(choice)}
          </option>
        ))}
      </select>
    </label>
  );
}

/** Display preferences: mode, direction, skin, theme colour, width, menu and where toasts appear. Remembered in `settings`. */
export function SettingsPanel() {
  const { t } = useTranslation('host');
  const settings = useSettingsStore((s) => s.settings);
  const update = useSettingsStore((s) => s.update);
  const [open, setOpen] = useState(false);
  const panelId = useId();
  return (
    <div>
      <Button $variant="outline" aria-expanded={open} aria-controls={panelId} onClick={() => setOpen((o) => !o)} style={{ color: '#d6dbe4' }}>
        {t('settings.title')}
      </Button>
      {open && (
        <Panel id={panelId}>
          <legend>{t('settings.title')}</legend>
          <label>
            <input type="checkbox" checked={settings.mode === 'dark'} onChange={(e) => update({ mode: e.target.checked ? 'dark' : 'light' })} />
            {t('settings.dark')}
          </label>
          <label>
            <input type="checkbox" checked={settings.direction === 'rtl'} onChange={(e) => update({ direction: e.target.checked ? 'rtl' : 'ltr' })} />
            {t('settings.rtl')}
          </label>
          <label>
            <input type="checkbox" checked={settings.skin === 'bordered'} onChange={(e) => update({ skin: e.target.checked ? 'bordered' : 'default' })} />
            {t('settings.bordered')}
          </label>
          <label>
            <input type="checkbox" checked={settings.contentWidth === 'full'} onChange={(e) => update({ contentWidth: e.target.checked ? 'full' : 'boxed' })} />
            {t('settings.fullWidth')}
          </label>
          <label>
            <input type="checkbox" checked={settings.navHidden} onChange={(e) => update({ navHidden: e.target.checked })} />
            {t('settings.navHidden')}
          </label>
          <ChoiceField
            label={t('settings.themeColor')}
            value={settings.themeColor}
            choices={THEME_COLOR_KEYS}
            labelOf={(c) => t(`settings.colors.${c}`)}
            onChange={(themeColor) => update({ themeColor })}
          />
          <ChoiceField
            label={t('settings.toastPosition')}
            value={settings.toastPosition}
            choices={POSITIONS}
            labelOf={(p) => t(`settings.positions.${p}`)}
            onChange={(toastPosition) => update({ toastPosition })}
          />
        </Panel>
      )}
    </div>
  );
}
