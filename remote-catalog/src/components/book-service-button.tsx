import type { ProtectionChoice, Service } from '@cargora/shared/contracts';
import { useTranslation } from '@cargora/shared/translation';
import { useCurrencyStore } from '@cargora/shared/runtime';
import { ExternalSiteLink, VisuallyHidden } from '@cargora/shared/ui';

/**
 * Booking happens on the customer site: a link that opens it in a new tab at the service, with the visitor's choices
 * (without JavaScript too).
 */
export function BookServiceButton({
  service,
  protection,
  namedService = false,
  load = {},
  firm = false,
  secondary = false,
}: {
  service: Service;
  protection: ProtectionChoice;
  namedService?: boolean;
  /** The visitor's load (its address parameters), carried to the booking. */
  load?: Record<string, string>;
  /** A priced load on a valid tariff: "Book at this price". */
  firm?: boolean;
  /** Not the page's primary action (a quote request is: no firm price). */
  secondary?: boolean;
}) {
  const { t, i18n } = useTranslation('catalog');
  const currency = useCurrencyStore((s) => s.currency);
  const target = { path: 'book', query: { service: service.id, protection, currency, lang: i18n.language, ...load } };
  return (
    <ExternalSiteLink site="customer" target={target} data-testid="book-service" {...(secondary ? { $variant: 'outline' as const } : {})}>
      {t(firm ? 'book.firm' : 'book.button')}
      {namedService && <VisuallyHidden>: {service.title}</VisuallyHidden>}
      <VisuallyHidden> {t('book.newTab')}</VisuallyHidden>
    </ExternalSiteLink>
  );
}
