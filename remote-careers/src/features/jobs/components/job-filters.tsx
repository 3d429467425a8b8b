import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button, Label, Select } from '@cargora/shared';

const Bar = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: end;
  gap: 12px 16px;
  margin-block-end: 16px;
  & > label {
    flex: 1 1 200px;
  }
  & select {
    width: 100%;
    box-sizing: border-box;
  }
`;

interface Props {
  departments: string[];
  locations: string[];
  department: string;
  location: string;
  onChange: (patch: { department?: string; location?: string }) => void;
  onClear: () => void;
}

export function JobFiltersBar({ departments, locations, department, location, onChange, onClear }: Props) {
  const { t } = useTranslation('careers');
  const id = useId();
  return (
    <Bar role="search" aria-label={t('jobs.filtersLabel')} onSubmit={(e) => e.preventDefault()}>
      <Label htmlFor={`${id}-department`}>
        {t('jobs.department')}
        <Select id={`${id}-department`} value={department} onChange={(e) => onChange({ department: e.target.value })}>
          <option value="">{t('jobs.allDepartments')}</option>
          {departments.map((d) => (
            <option key={d} value={d}>
              {d}
            </option>
          ))}
        </Select>
      </Label>
      <Label htmlFor={`${id}-location`}>
        {t('jobs.location')}
        <Select id={`${id}-location`} value={location} onChange={(e) => onChange({ location: e.target.value })}>
          <option value="">{t('jobs.allLocations')}</option>
          {locations.map((l) => (
            <option key={l} value={l}>
              {l}
            </option>
          ))}
        </Select>
      </Label>
      {(department || location) && (
        <Button type="button" $variant="outline" onClick={onClear}>
          {t('jobs.clearFilters')}
        </Button>
      )}
    </Bar>
  );
}
