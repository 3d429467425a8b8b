import styled from 'styled-components';
import { pathTo, type Career } from '@cargora/shared/contracts';
import { useTranslation } from '@cargora/shared/translation';
import { colors } from '@cargora/shared/runtime';
import { Link, Card, Text, layoutListCardWhenNear } from '@cargora/shared/ui';
import { JobMeta } from '../../../components/job-meta';

const JobCard = styled(Card)`
  display: grid;
  gap: 12px;
  align-content: start;
  position: relative;
  ${layoutListCardWhenNear(200)}
  &:focus-within {
    outline: 3px solid ${colors.primary};
    outline-offset: 2px;
  }
`;

const TitleLink = styled(Link)`
  color: inherit;
  text-decoration: none;
  &:focus-visible {
    outline: none;
  }
  /* The whole card is clickable through the title link, keeping one tab stop per job. */
  &::after {
    content: '';
    position: absolute;
    inset: 0;
  }
`;

const More = styled.span`
  color: ${colors.primaryDark};
  font-weight: 600;
`;

export function JobListCard({ job }: { job: Career }) {
  const { t } = useTranslation('careers');
  return (
    <JobCard>
      <Text as="h3" $variant="fm-h5">
        <TitleLink to={pathTo('jobDetail', { id: job.id })}>{job.title}</TitleLink>
      </Text>
      <JobMeta job={job} />
      <More aria-hidden="true">{t('jobs.viewDetails')}</More>
    </JobCard>
  );
}
