import type { AgentCountByCountry } from '@cargora/shared/contracts';
import { useApi } from '@cargora/shared/runtime';

/**
 * Country names for autocompletion, in the page's language: the countries where agents operate, alphabetically (the API
 * finds a country by its name in any language). Asked for once `wanted` (the visitor is at the field), not with the page.
 */
export function useCountryNames(wanted: boolean): string[] {
  const { data } = useApi<{ items: AgentCountByCountry[] }>(wanted ? '/misc/agent/count' : null);
  return (data?.items ?? []).map((c) => c.label ?? c.country).sort((a, b) => a.localeCompare(b));
}

/** A <datalist> of countries, filled once `wanted`; inputs point at it with `list={id}`. */
export function CountryDatalist({ id, wanted }: { id: string; wanted: boolean }) {
  const countries = useCountryNames(wanted);
  return (
    <datalist id={id}>
      {countries.map((name) => (
        <option key={name} value={name} />
      ))}
    </datalist>
  );
}
