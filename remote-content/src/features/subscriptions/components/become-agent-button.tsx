import { useTranslation } from '@cargora/shared/translation';
import { ExternalSiteLink } from '@cargora/shared/ui';

/** Agents sign up on their own site, opened in a new tab (spec section 1). */
export function BecomeAgentButton({ label }: { label?: string }) {
  const { t } = useTranslation('content');
  return <ExternalSiteLink site="agent">{label ?? t('subscription.becomeAgent')}</ExternalSiteLink>;
}
