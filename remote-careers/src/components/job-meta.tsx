import styled from 'styled-components';
import type { Career } from '@cargora/shared/contracts';
import { useTranslation } from '@cargora/shared/translation';
import { useFormatDate, colors, typography } from '@cargora/shared/runtime';
import { Badge } from '@cargora/shared/ui';
import { useEmploymentType } from '../hooks/employment-type';

const List = styled.dl`
  display: flex;
  flex-wrap: wrap;
  gap: 8px 16px;
  margin: 0;
  font-size: ${typography['fm-p3'].size};
  color: ${colors.textMuted};
  & > div {
    display: flex;
    gap: 4px;
    align-items: center;
  }
  dt {
    font-weight: 600;
  }
  dd {
    margin: 0;
  }
`;

/** Department, location, employment type and posting date of a job, labelled for screen readers. */
export function JobMeta({ job }: { job: Pick<Career, 'department' | 'location' | 'employmentType' | 'postedAt'> }) {
  const { t } = useTranslation('careers');
  const formatDate = useFormatDate('medium');
  const employmentType = useEmploymentType();
  return (
    <List>
      <div>
        <dt>{t('meta.department')}</dt>
        <dd>
          <Badge>{job.department}</Badge>
        </dd>
      </div>
      <div>
        <dt>{t('meta.location')}</dt>
        <dd>{job.location}</dd>
      </div>
      <div>
        <dt>{t('meta.employmentType')}</dt>
        <dd>{employmentType.label(job.employmentType)}</dd>
      </div>
      <div>
        <dt>{t('meta.posted')}</dt>
        <dd>
          <time dateTime={job.postedAt}>{formatDate(job.postedAt)}</time>
        </dd>
      </div>
    </List>
  );
}
