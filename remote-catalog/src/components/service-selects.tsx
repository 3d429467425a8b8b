// The category and transport mode selects the landing search and the list filters share: "any" first, then every
// key with its common name; plain named fields, so they work in a GET form without JavaScript.
import { CATEGORY_KEYS, TRANSPORT_MODES } from '@cargora/shared/contracts';
import { useTranslation } from '@cargora/shared/translation';
import { Label, Select } from '@cargora/shared/ui';

interface KeySelectProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** An option's label as shown, from its key and common name (a list adds how many services it would list). */
  decorate?: (key: string, label: string) => string;
}

interface KeyOptions {
  name: string;
  keys: readonly string[];
  anyLabel: string;
  optionLabel: (key: string) => string;
}

function KeySelect({ name, keys, anyLabel, optionLabel, label, value, onChange, decorate }: KeySelectProps & KeyOptions) {
  return (
    <Label>
      {label}
      <Select name={name} value={value} onChange={(e) => onChange(e.target.value)}>
        <option value="">{anyLabel}</option>
        {keys.map((key) => (
          <option key={key} value={key}>
            {decorate ? decorate(key, optionLabel(key)) : optionLabel(key)}
          </option>
        ))}
      </Select>
    </Label>
  );
}

/** The category select; `keys`: the categories the list can offer (all of them unless the page's scope narrows them). */
export function CategorySelect({ keys = CATEGORY_KEYS, ...props }: KeySelectProps & { keys?: readonly string[] }) {
  const { t } = useTranslation('common');
  return <KeySelect name="category" keys={keys} anyLabel={t('categories.all')} optionLabel={(key) => t(`categories.${key}`)} {...props} />;
}

export function ModeSelect(props: Omit<KeySelectProps, 'label'>) {
  const { t } = useTranslation('common');
  return (
    <KeySelect
      name="mode"
      keys={TRANSPORT_MODES}
      anyLabel={t('transportModes.any')}
      optionLabel={(key) => t(`transportModes.${key}`)}
      label={t('transportModes.label')}
      {...props}
    />
  );
}
