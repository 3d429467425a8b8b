// A shipment's greenhouse-gas emissions (CO2e), as the GLEC Framework v3.0 (Smart Freight Centre, 2023) and
// ISO 14083:2023 ("Greenhouse gases — Quantification and reporting of greenhouse gas emissions arising from transport
// chain operations") define them: transport activity (tonne-km: the goods' mass times the distance actually travelled
// by the mode) times the mode's emission intensity, well-to-wheel (fuel production and combustion together).
// No state, no React: the API, the pages and the seed use the same figures.
import type { TransportMode as TransportModeT } from './enums';

/**
 * Default well-to-wheel emission intensity per mode, in grams of CO2e per tonne-km: one figure per mode from the
 * ranges of the GLEC Framework v3.0 default intensity values (Module 2, "default values", WTW), used when the
 * carrier's own figures are unknown:
 * - sea: deep-sea container vessel, average of the trade lanes — 13 g (GLEC's container lanes range about 8-16 g);
 * - air: long-haul air freight (belly and freighter average, over 1,500 km) — 990 g (GLEC: about 600-1,100 g);
 * - road: articulated truck 34-40 t, average load and empty running — 78 g (GLEC: about 60-100 g);
 * - rail: container train, average of electric and diesel traction — 22 g (GLEC: about 15-30 g);
 * - multimodal: a service around a shipment (customs, brokerage) that does not move goods itself: no emissions of its
 *   own, 0 g (its shipment's carriers report theirs).
 */
export const EMISSION_INTENSITY_G_PER_TKM: Readonly<Record<TransportModeT, number>> = {
  sea: 13,
  air: 990,
  road: 78,
  rail: 22,
  multimodal: 0,
};

/**
 * The "standard load" a CO2e figure is given for when the visitor has entered no load, in kg of goods, the load the
 * listed "from" price is for (tariff.ts `standardLoad`): one 40' container by sea and rail, at the average payload GLEC
 * assumes for container trades (10 t per TEU, two TEU); a 10 t part load, the shipment a road tariff prices; 100 kg of
 * packages by air.
 */
export const STANDARD_LOAD_KG: Readonly<Record<TransportModeT, number>> = {
  sea: 20_000,
  rail: 20_000,
  road: 10_000,
  air: 100,
  multimodal: 0,
};

/**
 * The CO2e of moving `massKg` of goods `distanceKm` (the distance by that mode: sea route, road distance, flight) by
 * `mode`, in kg, to one decimal: distance × mass in tonnes × intensity. A distance or mass that is not a positive
 * finite number gives 0 (nothing moved).
 */
export function co2eKg(distanceKm: number, massKg: number, mode: TransportModeT): number {
  if (!(Number.isFinite(distanceKm) && distanceKm > 0 && Number.isFinite(massKg) && massKg > 0)) return 0;
  const grams = distanceKm * (massKg / 1000) * (EMISSION_INTENSITY_G_PER_TKM[mode] ?? 0);
  return Math.round(grams / 100) / 10;
}
