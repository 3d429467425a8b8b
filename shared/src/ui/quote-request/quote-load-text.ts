// A quote request's load in a few words, in the page's language: what the confirmation and "my quote requests" show
// back ("2 × 40' high cube container, declared value €45,000"). The load is the request's stored parameters.
import { useTranslation } from '@cargora/shared/translation';
import { parseLoad } from '@cargora/shared/contracts';
import { formatMoney, isolate } from '@cargora/shared/runtime';

/** The function that words a stored load; null for a request without one (or one the contract no longer reads). */
export function useQuoteLoadText(): (params: Record<string, string | undefined> | undefined) => string | null {
  const { t, i18n } = useTranslation('common');
  return (params) => {
    const parsed = params ? parseLoad(params) : { load: null };
    if (!('load' in parsed) || !parsed.load) return null;
    const { load } = parsed;
    const what =
      load.type === 'pkg'
        ? t('quote.load.packages', { count: load.count })
        : t('quote.load.containers', { count: load.count, type: t(`quote.containerTypes.${load.type}`) });
    if (!load.value) return what;
    return t('quote.load.withValue', { load: what, value: isolate(formatMoney(load.value.amount, load.value.currency, i18n.language || 'en')) });
  };
}
