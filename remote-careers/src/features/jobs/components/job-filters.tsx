import { useId } from 'react';
import styled from 'styled-components';
import { useTranslation } from '@cargora/shared/translation';
import { Button, HiddenQueryFields, Label, QueryLink, Select, SubmitWithoutScript } from '@cargora/shared/ui';

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
  /** The list without filters: the href of "clear filters". */
  clearHref: string;
}

/**
 * Department and location, applied as they are chosen. A GET form named after the query parameters, so without
 * JavaScript its button sends it (the rest of the query kept, back to page 1).
 */
export function JobFiltersBar({ departments, locations, department, location, onChange, onClear, clearHref }: Props) {
  const { t } = useTranslation('careers');
  const id = useId();
  return (
    <Bar method="get" role="search" aria-label={t('jobs.filtersLabel')} onSubmit={(e) => e.preventDefault()}>
      <HiddenQueryFields omit={['department', 'location', 'page']} />
      <Label htmlFor={`${id}-department`}>
        {t('jobs.department')}
        <Select id={`${id}-department`} name="department" value={department} onChange={(e) => onChange({ department: e.target.value })}>
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
        <Select id={`${id}-location`} name="location" value={location} onChange={(e) => onChange({ location: e.target.value })}>
          <option value="">{t('jobs.allLocations')}</option>
          {locations.map((l) => (
            <option key={l} value={l}>
              {l}
            </option>
          ))}
        </Select>
      </Label>
      <SubmitWithoutScript>{t('jobs.applyFilters')}</SubmitWithoutScript>
      {(department || location) && (
        <Button as={QueryLink} $variant="outline" href={clearHref} onNavigate={onClear}>
          {t('jobs.clearFilters')}
        </Button>
      )}
    </Bar>
  );
}
