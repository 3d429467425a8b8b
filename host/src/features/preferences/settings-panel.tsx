import { useId, useState } from 'react';
import styled from 'styled-components';
import { useTranslation } from '@cargora/shared/translation';
import { MODES, THEME_COLOR_KEYS, useSettingsStore, shape } from '@cargora/shared/runtime';
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
  & > label,
  & .choice {
    display: inline-flex;
    gap: 8px;
    align-items: center;
  }
  & select {
    min-height: 36px;
    border-radius: ${shape.radius}px;
  }
`;

/** A labelled select over a fixed list of values. */
function ChoiceField<T extends string>(props: {
  label: string;
  value: string;
  choices: readonly T[];
  labelOf: (choice: T) => string;
  onChange: (choice: T) => void;
}) {
  const id = useId();
  // The label beside its select, not around it: the select's name is the label alone ("Theme", not "Theme Dark").
  return (
    <span className="choice">
      <label htmlFor={id}>{props.label}</label>
      <select id={id} value={props.value} onChange={(e) => props.onChange(e.target.value as T)}>
        {props.choices.map((choice) => (
          <option key={choice} value={choice}>
            {props.labelOf(choice)}
          </option>
        ))}
      </select>
    </span>
  );
}

/**
 * Display preferences a visitor expects: the theme (the device's, light or dark), its colour and the content width.
 * Remembered in `settings`. The direction is the language's, not a setting.
 */
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
          <ChoiceField
            label={t('settings.theme')}
            value={settings.mode}
            choices={MODES}
            labelOf={(mode) => t(`settings.modes.${mode}`)}
            onChange={(mode) => update({ mode })}
          />
          <ChoiceField
            label={t('settings.themeColor')}
            value={settings.themeColor}
            choices={THEME_COLOR_KEYS}
            labelOf={(c) => t(`settings.colors.${c}`)}
            onChange={(themeColor) => update({ themeColor })}
          />
          <label>
            <input type="checkbox" checked={settings.contentWidth === 'full'} onChange={(e) => update({ contentWidth: e.target.checked ? 'full' : 'boxed' })} />
            {t('settings.fullWidth')}
          </label>
        </Panel>
      )}
    </div>
  );
}
