import styled from 'styled-components';
import { pathTo, type Career } from '@cargora/shared/contracts';
import { useTranslation } from '@cargora/shared/translation';
import { colors, down } from '@cargora/shared/runtime';
import { Link, Card, Text, layoutWhenNear } from '@cargora/shared/ui';
import { JobMeta } from '../../../components/job-meta';

// Below md the list is a column of cards: those far below wait (layoutWhenNear). From md up a page of six is two rows,
// laid out at once: on the next page, cards skipped at the estimate took their real height a frame later and moved the
// pagination (e2e/tests/offscreen-layout.spec.ts).
const JobCard = styled(Card)`
  display: grid;
  gap: 12px;
  align-content: start;
  position: relative;
  ${down('md')} {
    ${layoutWhenNear(200)}
  }
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
