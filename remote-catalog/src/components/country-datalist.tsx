import type { AgentCountByCountry } from '@cargora/shared/contracts';
import { useApi } from '@cargora/shared/runtime';

/**
 * Country names for autocompletion, in the page's language: the countries where agents operate, alphabetically (the API
 * finds a country by its name in any language).
 */
export function useCountryNames(): string[] {
  const { data } = useApi<{ items: AgentCountByCountry[] }>('/misc/agent/count');
  return (data?.items ?? []).map((c) => c.label ?? c.country).sort((a, b) => a.localeCompare(b));
}

/** A <datalist> of countries; inputs point at it with `list={id}`. */
export function CountryDatalist({ id }: { id: string }) {
  const countries = useCountryNames();
  return (
    <datalist id={id}>
      {countries.map((name) => (
        <option key={name} value={name} />
      ))}
    </datalist>
  );
}
