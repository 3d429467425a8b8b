import { useApi, type AgentCountByCountry } from '@cargora/shared';

/** Country names for autocompletion: the countries where agents operate, alphabetically. */
export function useCountryNames(enabled = true): string[] {
  const { data } = useApi<{ items: AgentCountByCountry[] }>(enabled ? '/misc/agent/count' : null);
  return (data?.items ?? []).map((c) => c.country).sort((a, b) => a.localeCompare(b));
}

/** A <datalist> of countries; inputs point at it with `list={id}`. */
export function CountryDatalist({ id, enabled = true }: { id: string; enabled?: boolean }) {
  const countries = useCountryNames(enabled);
  return (
    <datalist id={id}>
      {countries.map((name) => (
        <option key={name} value={name} />
      ))}
    </datalist>
  );
}
