import type { TFunction } from 'i18next';
import { PRODUCT_NAME, pathTo, type Career } from '@cargora/shared/contracts';
import { siteLogoUrl, type PageMeta } from '@cargora/shared/runtime';
import { employmentTypeTexts } from '../../hooks/employment-type';
import { jobPosting } from './job-posting';

/**
 * What search engines get of an open job: its title, a description from its title, type, department and location,
 * the trail careers → job, and its JobPosting. `t` is the careers namespace in the page's language; `pageUrl` makes
 * a path of this site absolute in that language.
 */
export function jobMeta(job: Career, t: TFunction, pageUrl: (path: string) => string): PageMeta {
  const canonical = pathTo('jobDetail', { id: job.id });
  const type = employmentTypeTexts(t).inSentence(job.employmentType);
  return {
    title: job.title,
    description: t('seo.job', { title: job.title, type, department: job.department, location: job.location }),
    canonical,
    breadcrumbs: [
      { name: PRODUCT_NAME, path: pathTo('landing') },
      { name: t('career.metaTitle'), path: pathTo('career') },
      { name: job.title, path: canonical },
    ],
    structuredData: [
      jobPosting(job, {
        url: pageUrl(canonical),
        landingUrl: pageUrl(pathTo('landing')),
        logoUrl: siteLogoUrl(),
        requirementsHeading: t('detail.requirements'),
      }),
    ],
  };
}
