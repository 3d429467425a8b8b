import { createRenderStore } from './render-store';
import { DEFAULT_CURRENCY, STORAGE_KEYS } from '@cargora/shared/contracts';
import { storage } from '../storage';
import { isKnownCurrency } from '../currency/currency';

export interface CurrencyState {
  currency: string;
  /** USD-based rates from the API; empty until loaded. */
  rates: Record<string, number>;
  setCurrency: (code: string) => void;
  setRates: (rates: Record<string, number>) => void;
}

/** A code the picker offers: a stored code outside the list (edited by hand, or retired) is not used. */
const VALID_CODE = { test: (code: string) => /^[A-Z]{3}$/.test(code) && isKnownCurrency(code) };

/**
 * The stored currency, when it is one the site knows; otherwise the default. An unknown stored code would show in the
 * picker while every price stayed in USD: the default is shown, and stored, instead.
 */
function initialCurrency(): string {
  const stored = storage.get(STORAGE_KEYS.currency);
  if (stored && VALID_CODE.test(stored)) return stored;
  if (stored) storage.set(STORAGE_KEYS.currency, DEFAULT_CURRENCY);
  return DEFAULT_CURRENCY;
}

export const useCurrencyStore = createRenderStore<CurrencyState>((set) => ({
  currency: initialCurrency(),
  rates: {},
  setCurrency: (code) => {
    if (!VALID_CODE.test(code)) return;
    storage.set(STORAGE_KEYS.currency, code);
    set({ currency: code });
    // Other tabs get a native storage event; this tab's listeners get a synthetic one.
    try {
      window.dispatchEvent(
        new StorageEvent('storage', { key: STORAGE_KEYS.currency, newValue: code }),
      );
    } catch {
      // Old browsers without the StorageEvent constructor: the store update is enough here.
    }
  },
  setRates: (rates) => set({ rates }),
}));

/** Follows currency changes made in other tabs. Returns the unsubscribe function. */
export function syncCurrencyAcrossTabs(): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key !== STORAGE_KEYS.currency || !event.newValue) return;
    if (VALID_CODE.test(event.newValue) && useCurrencyStore.getState().currency !== event.newValue) {
      useCurrencyStore.setState({ currency: event.newValue });
    }
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
}
