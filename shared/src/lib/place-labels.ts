// The names a visitor reads: the API sends places in the request's language beside the data's (English) names, which
// stay what links and filters carry. Answers without them (older API versions, test fixtures) show the data's names.
import type { AgentSummary, PopularRoute, Service } from '@cargora/shared/contracts';

export function servicePlaceLabels(s: Pick<Service, 'originCountry' | 'originCity' | 'destinationCountry' | 'destinationCity' | 'names'>) {
  return {
    originCountry: s.names?.originCountry ?? s.originCountry,
    originCity: s.names?.originCity ?? s.originCity,
    destinationCountry: s.names?.destinationCountry ?? s.destinationCountry,
    destinationCity: s.names?.destinationCity ?? s.destinationCity,
  };
}

export function agentPlaceLabels(a: Pick<AgentSummary, 'country' | 'state' | 'city' | 'names'>) {
  return { country: a.names?.country ?? a.country, state: a.names?.state ?? a.state, city: a.names?.city ?? a.city };
}

/**
 * An agent's city, state and country, the smallest first, joined by `separator` (the language's: "، " in Arabic), each
 * name passed through `wrap` (a page isolates each: see useAgentPlaceLine). A name said before is not said again: a
 * state named like its city (Hamburg, Berlin, Mexico City…), a city named like its country (Singapore), in the data's
 * names or in the visitor's language.
 */
export function agentPlaceLine(
  a: Pick<AgentSummary, 'country' | 'state' | 'city' | 'names'>,
  separator: string,
  wrap: (name: string) => string = (name) => name,
) {
  const shown = agentPlaceLabels(a);
  const parts: { data: string; label: string }[] = [
    { data: a.city, label: shown.city },
    { data: a.state, label: shown.state },
    { data: a.country, label: shown.country },
  ];
  // Data names with data names, shown names with shown names ("Mexico City, Mexico" is "Mexico, Mexique" in French).
  const said = { data: new Set<string>(), label: new Set<string>() };
  const line: string[] = [];
  for (const { data, label } of parts) {
    const keys = { data: samePlaceKey(data), label: samePlaceKey(label) };
    if (!keys.data && !keys.label) continue;
    if ((keys.data && said.data.has(keys.data)) || (keys.label && said.label.has(keys.label))) continue;
    said.data.add(keys.data);
    said.label.add(keys.label);
    line.push(wrap(label || data));
  }
  return line.join(separator);
}

/** A name as compared for "the same place": trimmed, case and accents aside ("Sao Paulo" is "São Paulo"). */
export function samePlaceKey(name: string | undefined): string {
  return (name ?? '')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .trim()
    .toLowerCase();
}

export function routeLabels(r: Pick<PopularRoute, 'originCountry' | 'destinationCountry' | 'names'>) {
  return { originCountry: r.names?.originCountry ?? r.originCountry, destinationCountry: r.names?.destinationCountry ?? r.destinationCountry };
}
