import styled from 'styled-components';
import { pathTo, type Career } from '@cargora/shared/contracts';
import { useTranslation } from '@cargora/shared/translation';
import { colors } from '@cargora/shared/runtime';
import {
  Link,
  Button,
  Card,
  DirectionArrow,
  PageTitle,
  SectionTitle,
  Text,
  TextLanguageNote,
  useTextLanguage,
} from '@cargora/shared/ui';
import { JobMeta } from '../../../components/job-meta';

const Layout = styled.div`
  display: grid;
  gap: 16px;
`;

const Requirements = styled.ul`
  margin: 0;
  padding-inline-start: 20px;
  display: grid;
  gap: 6px;
`;

const Actions = styled.div`
  display: flex;
`;

const BackLink = styled(Link)`
  color: ${colors.primaryDark};
  font-weight: 600;
`;

export function JobDetailView({ job }: { job: Career }) {
  const { t } = useTranslation('careers');
  const textLang = useTextLanguage(job.lang);
  return (
    <Layout {...textLang}>
      <BackLink to={pathTo('career')}>
        <DirectionArrow to="back" /> {t('detail.back')}
      </BackLink>
      <PageTitle>{job.title}</PageTitle>
      <JobMeta job={job} />
      <Card as="section" aria-labelledby="job-about">
        <SectionTitle id="job-about" style={{ marginBlockStart: 0 }}>
          {t('detail.about')}
        </SectionTitle>
        <TextLanguageNote lang={job.lang} />
        {job.description.split('\n\n').map((paragraph, i) => (
          <Text key={i} $variant="fm-p1" style={{ marginBlockEnd: 12 }}>
            {paragraph}
          </Text>
        ))}
        {job.responsibilities && job.responsibilities.length > 0 && (
          <>
            <SectionTitle>{t('detail.responsibilities')}</SectionTitle>
            <Requirements>
              {job.responsibilities.map((r) => (
                <li key={r}>{r}</li>
              ))}
            </Requirements>
          </>
        )}
        <SectionTitle>{t('detail.requirements')}</SectionTitle>
        {job.requirements.length > 0 ? (
          <Requirements>
            {job.requirements.map((r) => (
              <li key={r}>{r}</li>
            ))}
          </Requirements>
        ) : (
          <Text $muted>{t('detail.noRequirements')}</Text>
        )}
      </Card>
      <Actions>
        <Button as={Link} to={pathTo('applyJobs', null, { careerId: job.id })}>
          {t('detail.apply')}
        </Button>
      </Actions>
    </Layout>
  );
}
