import type { ProtectionChoice, Service } from '@cargora/shared/contracts';
import { useTranslation } from 'react-i18next';
import { useCurrencyStore } from '@cargora/shared/runtime';
import { ExternalSiteLink, VisuallyHidden } from '@cargora/shared/ui';

/**
 * Booking happens on the customer site: a link that opens it in a new tab at the service, with the visitor's choices
 * (without JavaScript too).
 */
export function BookServiceButton({ service, protection, namedService = false }: { service: Service; protection: ProtectionChoice; namedService?: boolean }) {
  const { t, i18n } = useTranslation('catalog');
  const currency = useCurrencyStore((s) => s.currency);
  const target = { path: 'book', query: { service: service.id, protection, currency, lang: i18n.language } };
  return (
    <ExternalSiteLink site="customer" target={target} data-testid="book-service">
      {t('book.button')}
      {namedService && <VisuallyHidden>: {service.title}</VisuallyHidden>}
      <VisuallyHidden> {t('book.newTab')}</VisuallyHidden>
    </ExternalSiteLink>
  );
}
