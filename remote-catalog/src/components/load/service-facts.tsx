// How long a service takes and what it emits, as the cards, the detail and compare say it (issue 49): transit as a range
// ("12–18 days"), a lead or processing time for a service that does not move goods, and the CO2e of one shipment.
import type { Service, ServiceListed, TransportMode } from '@cargora/shared/contracts';
import { STANDARD_LOAD_KG, co2eKg } from '@cargora/shared/contracts';
import { useTranslation } from '@cargora/shared/translation';
import { useSearchParams } from '@cargora/shared/router';
import { numberFormat } from '@cargora/shared/runtime';
import { readLoad } from './load-query';

/** A service's transit range and lead time as the API gives them (S's migration 026). */
type Timed = Pick<Service, 'transitDays'> & { transitDaysMax?: number; leadDays?: number };

/** Whether a service moves goods: one that does not (warehousing, customs…) has a lead time and no transit. */
export const movesGoods = (service: Timed) => service.leadDays === undefined || service.leadDays === null;

/**
 * The service's time as words: `sentence` for a card ("12–18 days in transit", "Lead time: 2 days"), `days` for a place
 * labelled "Transit time" ("12–18 days", "No transit · lead time 2 days").
 */
export function useServiceTime() {
  const { t } = useTranslation('catalog');
  return (service: Timed, form: 'sentence' | 'days'): string => {
    if (!movesGoods(service)) return t(form === 'sentence' ? 'facts.lead' : 'facts.leadRow', { count: service.leadDays ?? 0 });
    const min = service.transitDays;
    const max = service.transitDaysMax ?? min;
    if (max > min) return t(form === 'sentence' ? 'facts.range' : 'facts.rangeDays', { min, max, count: max });
    return t(form === 'sentence' ? 'common:serviceCard.transit' : 'common:serviceCard.days', { count: min });
  };
}

/** Mass of goods per container when the visitor gives none: GLEC's average payload, 10 t per TEU (STANDARD_LOAD_KG). */
const TEU_KG = STANDARD_LOAD_KG.sea / 2;
const TEUS: Record<string, number> = { '20': 1, '40': 2, '40HC': 2, reefer: 2 };

/** The mass the CO2e figure is for: the address's load (containers at GLEC's payload, packages' weight), else the mode's standard load. */
function shipmentMassKg(params: URLSearchParams, mode: TransportMode): { kg: number; standard: boolean } {
  const { load } = readLoad(params);
  if (!load) return { kg: STANDARD_LOAD_KG[mode] ?? 0, standard: true };
  // Containers without a weight: GLEC's average payload per TEU.
  return { kg: load.kg ?? load.count * (TEUS[load.type] ?? 2) * TEU_KG, standard: false };
}

/**
 * The CO2e of one shipment on the service (GLEC: distance × mass × the mode's intensity; shared/contracts/emissions.ts)
 * in the locale's units — kg under a tonne, t CO2e above — or null when the service moves nothing or gives no distance.
 */
export function useCo2eText() {
  const { t, i18n } = useTranslation('catalog');
  const [params] = useSearchParams();
  const locale = i18n.language || 'en';
  return (service: ServiceListed & Timed & { distanceKm?: number }): string | null => {
    if (!movesGoods(service) || !(Number(service.distanceKm) > 0)) return null;
    const { kg, standard } = shipmentMassKg(params, service.mode);
    const co2 = co2eKg(Number(service.distanceKm), kg, service.mode);
    if (!(co2 > 0)) return null;
    const amount =
      co2 >= 1000
        ? t('facts.tonnes', { value: numberFormat(locale, { maximumFractionDigits: 1 }).format(co2 / 1000), count: Math.round(co2 / 100) / 10 })
        : numberFormat(locale, { style: 'unit', unit: 'kilogram', maximumFractionDigits: 0 }).format(co2);
    return t(standard ? 'facts.co2eStandard' : 'facts.co2e', { amount });
  };
}
