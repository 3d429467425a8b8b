import { useCallback, useEffect, useMemo } from 'react';
import type { ExchangeRates } from '@cargora/shared/contracts';
import { convertToUsd, useApi, useCurrencyStore } from '@cargora/shared/runtime';

/**
 * Converts amounts typed in a currency into USD for the API. Loads the rates itself when the host
 * has not (yet), and reports `pending` until they arrive so no unconverted bound is sent.
 */
export function useUsdConverter(neededCurrency: string | null) {
  const storeRates = useCurrencyStore((s) => s.rates);
  const setRates = useCurrencyStore((s) => s.setRates);
  const missing =
    neededCurrency !== null && neededCurrency !== 'USD' && storeRates[neededCurrency] === undefined;
  const fetched = useApi<ExchangeRates>(missing ? '/misc/exchange-rates' : null);
  // Use fetched rates in this very render; the store catches up after it.
  const rates = useMemo(
    () => (missing && fetched.data?.rates ? { ...fetched.data.rates, ...storeRates } : storeRates),
    [missing, fetched.data, storeRates],
  );
  useEffect(() => {
    if (fetched.data?.rates) setRates({ ...fetched.data.rates, ...useCurrencyStore.getState().rates });
  }, [fetched.data, setRates]);
  const toUsd = useCallback(
    (amount: number, currency: string) => convertToUsd(amount, currency, rates),
    [rates],
  );
  const pending = missing && fetched.error === null && fetched.data === undefined;
  // A currency the API has no rate for: the bound is dropped and the page says so.
  const failed =
    neededCurrency !== null && neededCurrency !== 'USD' && !pending && rates[neededCurrency] === undefined;
  return { toUsd, pending, failed };
}
