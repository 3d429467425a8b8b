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

/** An agent's city, state and country, the smallest first, joined by `separator` (the language's: "، " in Arabic).
 *  A state named like its city (Hamburg, Berlin, Singapore…) is said once. */
export function agentPlaceLine(a: Pick<AgentSummary, 'country' | 'state' | 'city' | 'names'>, separator: string) {
  const { city, state, country } = agentPlaceLabels(a);
  const sameAsCity = a.state === a.city || state === city;
  return [city, sameAsCity ? '' : state, country].filter(Boolean).join(separator);
}

export function routeLabels(r: Pick<PopularRoute, 'originCountry' | 'destinationCountry' | 'names'>) {
  return { originCountry: r.names?.originCountry ?? r.originCountry, destinationCountry: r.names?.destinationCountry ?? r.destinationCountry };
}
