import { PRODUCT_NAME, pathTo, type Career } from '@cargora/shared/contracts';
import { useTranslation } from 'react-i18next';
import { siteLogoUrl, usePageUrl, type PageMeta } from '@cargora/shared/runtime';
import { useEmploymentType } from '../../../hooks/employment-type';
import { jobPosting } from '../job-posting';

/**
 * What search engines get of an open job: a description from its title, type, department and location, the trail
 * careers → job, and its JobPosting.
 */
export function useJobSeo(
  job: Career | undefined,
): { description: string; more: Omit<PageMeta, 'title' | 'description'> } | null {
  const { t } = useTranslation('careers');
  const urlOf = usePageUrl();
  const employmentType = useEmploymentType();
  if (!job) return null;
  const canonical = pathTo('jobDetail', { id: job.id });
  const type = employmentType.inSentence(job.employmentType);
  return {
    description: t('seo.job', { title: job.title, type, department: job.department, location: job.location }),
    more: {
      canonical,
      breadcrumbs: [
        { name: PRODUCT_NAME, path: pathTo('landing') },
        { name: t('career.metaTitle'), path: pathTo('career') },
        { name: job.title, path: canonical },
      ],
      structuredData: [
        jobPosting(job, {
          url: urlOf(canonical),
          landingUrl: urlOf(pathTo('landing')),
          logoUrl: siteLogoUrl(),
          requirementsHeading: t('detail.requirements'),
        }),
      ],
    },
  };
}
