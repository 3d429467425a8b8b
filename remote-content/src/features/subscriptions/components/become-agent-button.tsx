import { useTranslation } from 'react-i18next';
import { Button, readRuntimeConfig } from '@cargora/shared';

/** Agents sign up on their own site, opened in a new tab (spec section 1). */
export function BecomeAgentButton({ label }: { label?: string }) {
  const { t } = useTranslation('content');
  return (
    <Button type="button" onClick={() => window.open(readRuntimeConfig().agentSiteUrl, '_blank', 'noopener,noreferrer')}>
      {label ?? t('subscription.becomeAgent')}
      <span aria-hidden="true">↗</span>
    </Button>
  );
}
