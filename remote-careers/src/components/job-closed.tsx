import { useTranslation } from '@cargora/shared/translation';
import { PageTitle } from '@cargora/shared/ui';
import { BackToCareers } from './back-to-careers';

/** A job whose posting has closed (the API answers 410): said plainly, with the way to the jobs open now. */
export function JobClosed() {
  const { t } = useTranslation('careers');
  return (
    <>
      <PageTitle>{t('closed.title')}</PageTitle>
      <BackToCareers title={t('closed.heading')} hint={t('closed.hint')} />
    </>
  );
}
