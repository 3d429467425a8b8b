// Distances by mode between the gazetteer's cities, in km: what a lane's "about N km", its transit days and its CO2e
// are computed from.
// - sea: the shortest path over a small graph of sea waypoints (straits, canals, capes and the open-sea points between
//   them), so Tianjin → Rotterdam goes by Malacca, Bab-el-Mandeb and Suez (about 20,000 km), not in a straight line
//   over Siberia. A port joins the graph at its nearest waypoint (a few ports are pinned where the nearest one is on
//   the other side of land).
// - road and rail: the great circle times a detour factor (roads and tracks are not straight): 1.25 by road, 1.3 by rail.
// - air: the great circle plus a small routing factor (airways, approach and departure): 1.05.
// Checked against published port-to-port distances (sea-distances.org, Searates) in api/test/distances.test.ts.
import { cityFacts } from './gazetteer';

export type DistanceMode = 'sea' | 'air' | 'road' | 'rail';

/** Detour factors over the great circle, by mode (sea: used only when a port is unknown to the graph). */
export const ROUTE_FACTOR: Record<DistanceMode, number> = { sea: 1.35, air: 1.05, road: 1.25, rail: 1.3 };

const EARTH_RADIUS_KM = 6371;

/** The great-circle distance between two positions, in km. */
export function greatCircleKm(a: { lat: number; lon: number }, b: { lat: number; lon: number }): number {
  const rad = Math.PI / 180;
  const h = Math.sin(((b.lat - a.lat) * rad) / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(((b.lon - a.lon) * rad) / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** Sea waypoints: [latitude, longitude], at sea, at the straits and capes ships round. */
const WAYPOINTS: Record<string, [number, number]> = {
  // North-west Europe
  doverStrait: [51.0, 1.5], northSeaSouth: [52.6, 3.2], germanBight: [54.2, 7.6], northSeaNorth: [58.5, 4.0], skagen: [57.9, 10.8],
  kattegat: [56.6, 11.7], oresund: [55.9, 12.7], balticSouth: [55.0, 14.8], gdanskBay: [54.7, 18.9], balticNorth: [59.2, 19.5],
  channelWest: [49.2, -5.4], seineBay: [49.7, -0.4], solent: [50.6, -1.2], stGeorgeChannel: [52.0, -5.8], irishSea: [53.4, -5.4],
  northChannel: [55.4, -5.6], irelandSouth: [51.3, -8.5], irelandWest: [53.0, -10.5],
  // Iberia and the Mediterranean
  finisterre: [43.3, -9.8], portugalWest: [38.5, -9.6], stVincent: [36.8, -9.2], cadizBay: [36.6, -6.6], gibraltar: [35.95, -5.5],
  alboran: [36.2, -3.5], balearic: [39.3, 1.5], gulfOfLion: [42.6, 4.8], ligurian: [43.8, 9.0], tyrrhenian: [40.3, 13.3],
  sardiniaSouth: [38.3, 8.8], sicilyStrait: [37.2, 11.6], ionian: [36.6, 18.0], otranto: [40.0, 19.0], adriaticNorth: [44.6, 13.0],
  aegeanSouth: [36.5, 24.5], saronic: [37.8, 23.5], aegeanNorth: [40.2, 23.9], aegeanEast: [38.6, 26.0], dardanelles: [40.2, 26.3],
  marmara: [40.8, 28.5], medEast: [34.0, 27.0], levant: [33.0, 34.0], cilicia: [36.4, 34.6], portSaid: [31.4, 32.35],
  // Suez, the Red Sea, Arabia and India
  suez: [29.9, 32.55], redSeaNorth: [27.2, 34.4], redSeaCentre: [21.0, 38.2], babElMandeb: [12.6, 43.4], gulfOfAden: [12.3, 48.0],
  guardafui: [12.0, 52.0], arabianSea: [16.0, 60.0], salalahOff: [16.6, 54.2], gulfOfOman: [24.3, 58.5], hormuz: [26.4, 56.6],
  gulfCentre: [26.3, 52.8], gulfNorth: [27.5, 50.6], karachiOff: [24.5, 66.6], gujaratOff: [22.3, 68.6], mumbaiOff: [18.9, 72.4],
  indiaSouthWest: [8.0, 76.0], dondra: [5.6, 80.6], chennaiOff: [13.1, 80.6], bayOfBengal: [15.0, 88.0], chittagongOff: [21.8, 91.4],
  // South-east and east Asia
  andaman: [6.3, 96.5], malaccaNorth: [5.2, 99.6], malaccaMid: [2.9, 101.0], singaporeStrait: [1.2, 104.0], southChinaSeaSouth: [5.5, 107.5],
  gulfOfThailand: [10.5, 101.5], mekongOff: [9.8, 107.0], southChinaSeaMid: [13.0, 111.0], hainanEast: [17.5, 111.5], tonkin: [20.0, 107.3],
  pearlRiverOff: [21.9, 114.2], luzonStrait: [20.6, 120.9], manilaOff: [14.3, 119.8], visayas: [11.0, 123.5], mindanaoSea: [6.5, 126.0],
  taiwanStrait: [24.5, 119.6], eastChinaSea: [30.4, 123.2], yellowSea: [35.5, 123.5], bohaiStrait: [38.3, 121.0], koreaStrait: [34.5, 129.0],
  kiiChannel: [33.5, 135.2], izu: [34.6, 139.9], ise: [34.5, 137.0], javaSea: [-5.3, 110.0], sundaStrait: [-6.0, 105.8],
  surabayaOff: [-6.8, 112.9], lombok: [-8.8, 115.8], timorSea: [-10.0, 127.0], arafura: [-9.8, 136.0], torres: [-10.6, 142.0],
  // Oceania
  coralSea: [-16.0, 152.0], brisbaneOff: [-27.2, 153.6], sydneyOff: [-33.9, 151.6], bassStrait: [-39.4, 146.5], portPhillip: [-38.4, 144.7],
  leeuwin: [-35.2, 114.8], fremantleOff: [-32.0, 115.5], tasman: [-38.0, 165.0], aucklandOff: [-36.6, 175.4], lytteltonOff: [-43.6, 173.0],
  // Africa
  mozambiqueChannel: [-20.0, 40.5], mombasaOff: [-4.1, 39.9], durbanOff: [-30.0, 31.3], algoaBay: [-34.1, 25.9], agulhas: [-35.2, 20.0],
  capeOfGoodHope: [-34.6, 18.2], gulfOfGuinea: [3.5, 3.0], bightOfBiafra: [4.0, 6.8], lagosOff: [6.3, 3.4], temaOff: [5.3, -0.5],
  capeVerde: [14.8, -18.0], canaries: [28.3, -15.5], casablancaOff: [33.7, -7.9],
  // The Americas
  nyOff: [40.3, -73.4], hatteras: [35.0, -74.8], savannahOff: [31.8, -80.3], floridaStrait: [24.3, -81.0], gulfOfMexico: [25.5, -90.0],
  houstonOff: [29.0, -94.5], veracruzOff: [19.5, -95.8], yucatan: [21.8, -85.6], windward: [20.0, -73.9], caribbeanCentre: [14.5, -76.0],
  panamaAtlantic: [9.5, -79.9], panamaPacific: [8.8, -79.5], cabotStrait: [47.3, -59.8], stLawrence: [49.2, -66.5], northAtlantic: [44.0, -50.0],
  colonOff: [11.0, -75.6], buenaventuraOff: [3.9, -77.5], callaoOff: [-12.1, -77.3], chileCentre: [-33.0, -72.0], capeHorn: [-56.6, -67.2],
  riverPlate: [-35.4, -55.5], santosOff: [-24.2, -46.2], rioOff: [-23.1, -43.1], paranaguaOff: [-25.6, -48.2], itajaiOff: [-26.9, -48.5],
  saoRoque: [-5.2, -34.6], manzanilloOff: [18.9, -104.5], mexicoPacific: [15.0, -97.0], centralAmericaPacific: [11.0, -88.0],
  losAngelesOff: [33.6, -118.4], goldenGate: [37.8, -122.7], juanDeFuca: [48.4, -124.9], princeRupertOff: [54.2, -130.6],
  hawaii: [21.0, -157.0], northPacific: [45.0, -160.0], kurils: [41.0, 146.0],
};

/** Open-sea passages between waypoints (each both ways): a ship sails the great circle between the two. */
const PASSAGES: [string, string][] = [
  ['doverStrait', 'northSeaSouth'], ['doverStrait', 'channelWest'], ['doverStrait', 'seineBay'], ['doverStrait', 'solent'],
  ['seineBay', 'channelWest'], ['solent', 'channelWest'], ['seineBay', 'solent'], ['northSeaSouth', 'germanBight'], ['northSeaSouth', 'northSeaNorth'],
  ['germanBight', 'northSeaNorth'], ['germanBight', 'skagen'], ['northSeaNorth', 'skagen'], ['skagen', 'kattegat'], ['kattegat', 'oresund'],
  ['oresund', 'balticSouth'], ['balticSouth', 'gdanskBay'], ['balticSouth', 'balticNorth'], ['gdanskBay', 'balticNorth'],
  ['northSeaNorth', 'northChannel'], ['channelWest', 'stGeorgeChannel'], ['stGeorgeChannel', 'irishSea'], ['irishSea', 'northChannel'],
  ['channelWest', 'irelandSouth'], ['irelandSouth', 'stGeorgeChannel'], ['irelandSouth', 'irelandWest'], ['irelandWest', 'northChannel'],
  ['channelWest', 'finisterre'], ['finisterre', 'portugalWest'], ['portugalWest', 'stVincent'], ['stVincent', 'cadizBay'],
  ['cadizBay', 'gibraltar'], ['stVincent', 'gibraltar'], ['gibraltar', 'alboran'], ['alboran', 'balearic'], ['alboran', 'sardiniaSouth'],
  ['balearic', 'gulfOfLion'], ['balearic', 'sardiniaSouth'], ['gulfOfLion', 'ligurian'], ['ligurian', 'tyrrhenian'], ['sardiniaSouth', 'tyrrhenian'],
  ['sardiniaSouth', 'sicilyStrait'], ['tyrrhenian', 'sicilyStrait'], ['tyrrhenian', 'ionian'], ['sicilyStrait', 'ionian'], ['ionian', 'otranto'],
  ['otranto', 'adriaticNorth'], ['ionian', 'aegeanSouth'], ['ionian', 'medEast'], ['aegeanSouth', 'saronic'], ['aegeanSouth', 'aegeanEast'],
  ['aegeanSouth', 'medEast'], ['aegeanEast', 'aegeanNorth'], ['aegeanEast', 'dardanelles'], ['aegeanNorth', 'dardanelles'], ['saronic', 'aegeanEast'],
  ['dardanelles', 'marmara'], ['medEast', 'portSaid'], ['medEast', 'cilicia'], ['medEast', 'levant'], ['levant', 'portSaid'], ['levant', 'cilicia'],
  ['aegeanSouth', 'cilicia'],
  ['portSaid', 'suez'], ['suez', 'redSeaNorth'], ['redSeaNorth', 'redSeaCentre'], ['redSeaCentre', 'babElMandeb'], ['babElMandeb', 'gulfOfAden'],
  ['gulfOfAden', 'guardafui'], ['guardafui', 'arabianSea'], ['guardafui', 'salalahOff'], ['salalahOff', 'arabianSea'], ['arabianSea', 'gulfOfOman'],
  ['gulfOfOman', 'hormuz'], ['hormuz', 'gulfCentre'], ['gulfCentre', 'gulfNorth'], ['gulfOfOman', 'karachiOff'], ['arabianSea', 'karachiOff'],
  ['karachiOff', 'gujaratOff'], ['gujaratOff', 'mumbaiOff'], ['arabianSea', 'mumbaiOff'], ['mumbaiOff', 'indiaSouthWest'], ['arabianSea', 'indiaSouthWest'],
  ['guardafui', 'indiaSouthWest'], ['guardafui', 'dondra'], ['indiaSouthWest', 'dondra'], ['dondra', 'chennaiOff'], ['dondra', 'bayOfBengal'],
  ['chennaiOff', 'bayOfBengal'], ['bayOfBengal', 'chittagongOff'], ['bayOfBengal', 'andaman'], ['dondra', 'andaman'], ['andaman', 'malaccaNorth'],
  ['malaccaNorth', 'malaccaMid'], ['malaccaMid', 'singaporeStrait'], ['singaporeStrait', 'southChinaSeaSouth'], ['singaporeStrait', 'gulfOfThailand'],
  ['southChinaSeaSouth', 'gulfOfThailand'], ['southChinaSeaSouth', 'mekongOff'], ['mekongOff', 'southChinaSeaMid'], ['southChinaSeaSouth', 'southChinaSeaMid'],
  ['southChinaSeaMid', 'hainanEast'], ['hainanEast', 'tonkin'], ['southChinaSeaMid', 'tonkin'], ['hainanEast', 'pearlRiverOff'],
  ['southChinaSeaMid', 'pearlRiverOff'], ['southChinaSeaMid', 'manilaOff'], ['pearlRiverOff', 'luzonStrait'], ['pearlRiverOff', 'taiwanStrait'],
  ['luzonStrait', 'manilaOff'], ['manilaOff', 'visayas'], ['visayas', 'mindanaoSea'], ['taiwanStrait', 'eastChinaSea'], ['luzonStrait', 'eastChinaSea'],
  ['eastChinaSea', 'yellowSea'], ['yellowSea', 'bohaiStrait'], ['eastChinaSea', 'koreaStrait'], ['yellowSea', 'koreaStrait'], ['koreaStrait', 'kiiChannel'],
  ['eastChinaSea', 'kiiChannel'], ['kiiChannel', 'ise'], ['ise', 'izu'], ['izu', 'kurils'], ['izu', 'northPacific'], ['kurils', 'northPacific'],
  ['singaporeStrait', 'javaSea'], ['sundaStrait', 'javaSea'], ['andaman', 'sundaStrait'], ['javaSea', 'surabayaOff'], ['surabayaOff', 'lombok'],
  ['javaSea', 'lombok'], ['lombok', 'timorSea'], ['timorSea', 'arafura'], ['arafura', 'torres'], ['torres', 'coralSea'], ['brisbaneOff', 'torres'], ['mindanaoSea', 'coralSea'],
  ['luzonStrait', 'coralSea'], ['coralSea', 'brisbaneOff'], ['brisbaneOff', 'sydneyOff'], ['sydneyOff', 'bassStrait'], ['bassStrait', 'portPhillip'],
  ['portPhillip', 'leeuwin'], ['leeuwin', 'fremantleOff'], ['sundaStrait', 'fremantleOff'], ['lombok', 'fremantleOff'], ['sydneyOff', 'tasman'],
  ['tasman', 'aucklandOff'], ['tasman', 'lytteltonOff'], ['aucklandOff', 'lytteltonOff'], ['sydneyOff', 'aucklandOff'], ['bassStrait', 'lytteltonOff'],
  ['leeuwin', 'capeOfGoodHope'], ['fremantleOff', 'dondra'], ['fremantleOff', 'mozambiqueChannel'],
  ['guardafui', 'mombasaOff'], ['mombasaOff', 'mozambiqueChannel'], ['mozambiqueChannel', 'durbanOff'], ['durbanOff', 'algoaBay'], ['algoaBay', 'agulhas'],
  ['agulhas', 'capeOfGoodHope'], ['dondra', 'mozambiqueChannel'], ['capeOfGoodHope', 'gulfOfGuinea'], ['capeOfGoodHope', 'bightOfBiafra'],
  ['gulfOfGuinea', 'bightOfBiafra'], ['gulfOfGuinea', 'lagosOff'], ['gulfOfGuinea', 'temaOff'], ['temaOff', 'capeVerde'], ['gulfOfGuinea', 'capeVerde'],
  ['capeVerde', 'canaries'], ['canaries', 'casablancaOff'], ['canaries', 'stVincent'], ['casablancaOff', 'gibraltar'], ['casablancaOff', 'stVincent'],
  ['capeVerde', 'saoRoque'], ['capeOfGoodHope', 'riverPlate'], ['capeOfGoodHope', 'santosOff'], ['saoRoque', 'rioOff'], ['rioOff', 'santosOff'],
  ['santosOff', 'paranaguaOff'], ['paranaguaOff', 'itajaiOff'], ['itajaiOff', 'riverPlate'], ['riverPlate', 'capeHorn'], ['capeHorn', 'chileCentre'],
  ['chileCentre', 'callaoOff'], ['callaoOff', 'panamaPacific'], ['callaoOff', 'buenaventuraOff'], ['buenaventuraOff', 'panamaPacific'],
  ['panamaPacific', 'panamaAtlantic'], ['panamaAtlantic', 'colonOff'], ['colonOff', 'caribbeanCentre'], ['panamaAtlantic', 'caribbeanCentre'],
  ['caribbeanCentre', 'windward'], ['caribbeanCentre', 'yucatan'], ['panamaAtlantic', 'yucatan'], ['yucatan', 'gulfOfMexico'], ['gulfOfMexico', 'houstonOff'],
  ['gulfOfMexico', 'veracruzOff'], ['houstonOff', 'veracruzOff'], ['gulfOfMexico', 'floridaStrait'], ['floridaStrait', 'savannahOff'], ['windward', 'hatteras'],
  ['windward', 'savannahOff'], ['savannahOff', 'hatteras'], ['hatteras', 'nyOff'], ['nyOff', 'northAtlantic'], ['hatteras', 'northAtlantic'],
  ['northAtlantic', 'cabotStrait'], ['cabotStrait', 'stLawrence'], ['northAtlantic', 'channelWest'], ['northAtlantic', 'irelandWest'], ['northAtlantic', 'finisterre'],
  ['windward', 'canaries'], ['caribbeanCentre', 'capeVerde'], ['saoRoque', 'caribbeanCentre'], ['windward', 'stVincent'],
  ['panamaPacific', 'centralAmericaPacific'], ['centralAmericaPacific', 'mexicoPacific'], ['mexicoPacific', 'manzanilloOff'], ['manzanilloOff', 'losAngelesOff'],
  ['losAngelesOff', 'goldenGate'], ['goldenGate', 'juanDeFuca'], ['juanDeFuca', 'princeRupertOff'], ['losAngelesOff', 'hawaii'], ['goldenGate', 'hawaii'],
  ['hawaii', 'izu'], ['hawaii', 'coralSea'], ['hawaii', 'aucklandOff'], ['northPacific', 'losAngelesOff'], ['northPacific', 'goldenGate'],
  ['northPacific', 'juanDeFuca'], ['northPacific', 'princeRupertOff'], ['kurils', 'princeRupertOff'], ['panamaPacific', 'hawaii'],
  ['aucklandOff', 'chileCentre'], ['centralAmericaPacific', 'callaoOff'],
];

/** Ports whose nearest waypoint is across land from them: the waypoint they do join the graph at. */
const PORT_WAYPOINT: Record<string, string> = {
  'Germany|Hamburg': 'germanBight', 'Germany|Bremen': 'germanBight', 'Germany|Bremerhaven': 'germanBight',
  'Netherlands|Amsterdam': 'northSeaSouth', 'Netherlands|Rotterdam': 'northSeaSouth', 'Belgium|Antwerp': 'northSeaSouth', 'Belgium|Zeebrugge': 'doverStrait',
  'United Kingdom|London': 'doverStrait', 'United Kingdom|Felixstowe': 'doverStrait', 'United Kingdom|Southampton': 'solent',
  'United Kingdom|Glasgow': 'northChannel', 'United Kingdom|Cardiff': 'stGeorgeChannel', 'France|Le Havre': 'seineBay', 'France|Rouen': 'seineBay',
  'Ireland|Galway': 'irelandWest', 'Ireland|Cork': 'irelandSouth', 'Ireland|Dublin': 'irishSea',
  'Sweden|Stockholm': 'balticNorth', 'Sweden|Gothenburg': 'kattegat', 'Sweden|Malmö': 'oresund', 'Sweden|Helsingborg': 'oresund',
  'Denmark|Copenhagen': 'oresund', 'Denmark|Aarhus': 'kattegat', 'Denmark|Esbjerg': 'germanBight', 'Norway|Oslo': 'skagen',
  'Spain|Seville': 'cadizBay', 'Spain|Valencia': 'balearic', 'Spain|Barcelona': 'balearic', 'Italy|Venice': 'adriaticNorth',
  'Turkey|Istanbul': 'marmara', 'Turkey|Izmit': 'marmara', 'Turkey|Izmir': 'aegeanEast', 'Turkey|Mersin': 'cilicia',
  'Egypt|Suez': 'suez', 'Egypt|Sokhna': 'suez', 'Egypt|Port Said': 'portSaid', 'Egypt|Alexandria': 'levant', 'Israel|Eilat': 'redSeaNorth',
  'Israel|Haifa': 'levant', 'Israel|Ashdod': 'levant', 'Saudi Arabia|Jeddah': 'redSeaCentre',
  'China|Tianjin': 'bohaiStrait', 'China|Shanghai': 'eastChinaSea', 'China|Ningbo': 'eastChinaSea', 'China|Qingdao': 'yellowSea',
  'South Korea|Incheon': 'yellowSea', 'South Korea|Pyeongtaek': 'yellowSea', 'South Korea|Busan': 'koreaStrait',
  'Japan|Tokyo': 'izu', 'Japan|Yokohama': 'izu', 'Japan|Nagoya': 'ise', 'Japan|Osaka': 'kiiChannel', 'Japan|Kobe': 'kiiChannel',
  'Vietnam|Hai Phong': 'tonkin', 'Thailand|Bangkok': 'gulfOfThailand', 'Thailand|Laem Chabang': 'gulfOfThailand', 'Thailand|Songkhla': 'gulfOfThailand',
  'Malaysia|Port Klang': 'malaccaMid', 'Malaysia|George Town': 'malaccaNorth', 'Indonesia|Surabaya': 'surabayaOff',
  'Philippines|Cebu': 'visayas', 'Philippines|Davao': 'mindanaoSea', 'Philippines|Manila': 'manilaOff',
  'Canada|Montreal': 'stLawrence', 'Canada|Quebec City': 'stLawrence', 'Canada|Vancouver': 'juanDeFuca',
  'United States|Houston': 'houstonOff', 'United States|Oakland': 'goldenGate',
  'Argentina|Rosario': 'riverPlate', 'Argentina|Buenos Aires': 'riverPlate', 'Argentina|La Plata': 'riverPlate',
  'Colombia|Cartagena': 'colonOff', 'Australia|Melbourne': 'portPhillip', 'Australia|Geelong': 'portPhillip', 'Australia|Newcastle': 'sydneyOff',
  'Nigeria|Port Harcourt': 'bightOfBiafra', 'South Africa|Port Elizabeth': 'algoaBay', 'Oman|Muscat': 'gulfOfOman', 'Oman|Sohar': 'gulfOfOman',
  'Oman|Salalah': 'salalahOff', 'Qatar|Doha': 'gulfCentre', 'Qatar|Hamad Port': 'gulfCentre', 'Qatar|Mesaieed': 'gulfCentre',
  'Saudi Arabia|Dammam': 'gulfNorth', 'Saudi Arabia|Jubail': 'gulfNorth', 'Pakistan|Karachi': 'karachiOff', 'Pakistan|Port Qasim': 'karachiOff',
  'India|Mundra': 'gujaratOff', 'Bangladesh|Mongla': 'chittagongOff', 'Bangladesh|Chittagong': 'chittagongOff',
  'Greece|Piraeus': 'saronic', 'Greece|Thessaloniki': 'aegeanNorth', 'Morocco|Tangier': 'gibraltar', 'Spain|Algeciras': 'gibraltar',
};

/** Port leg: from the port to its waypoint, along a channel or estuary (a little longer than the straight line). */
const PORT_LEG_FACTOR = 1.1;

const graph = (() => {
  const edges = new Map<string, { to: string; km: number }[]>();
  const add = (a: string, b: string) => {
    const pa = WAYPOINTS[a];
    const pb = WAYPOINTS[b];
    if (!pa || !pb) throw new Error(`unknown sea waypoint in ${a} – ${b}`);
    const km = greatCircleKm({ lat: pa[0], lon: pa[1] }, { lat: pb[0], lon: pb[1] });
    edges.set(a, [...(edges.get(a) ?? []), { to: b, km }]);
    edges.set(b, [...(edges.get(b) ?? []), { to: a, km }]);
  };
  for (const [a, b] of PASSAGES) add(a, b);
  return edges;
})();

/** The waypoint a port joins the graph at, and the length of that leg. */
function portAccess(country: string, city: string, at: { lat: number; lon: number }): { waypoint: string; km: number } {
  const pinned = PORT_WAYPOINT[`${country}|${city}`];
  const names = pinned ? [pinned] : Object.keys(WAYPOINTS);
  let best = { waypoint: names[0]!, km: Infinity };
  for (const name of names) {
    const [lat, lon] = WAYPOINTS[name]!;
    const km = greatCircleKm(at, { lat, lon }) * PORT_LEG_FACTOR;
    if (km < best.km) best = { waypoint: name, km };
  }
  return best;
}

const fromWaypoint = new Map<string, Map<string, number>>();

/** Dijkstra from one waypoint over the passages (memoised: a few hundred waypoints, a few thousand seeded lanes). */
function shortestFrom(start: string): Map<string, number> {
  const known = fromWaypoint.get(start);
  if (known) return known;
  const dist = new Map<string, number>([[start, 0]]);
  const done = new Set<string>();
  for (;;) {
    let current: string | undefined;
    let currentKm = Infinity;
    for (const [node, km] of dist) if (!done.has(node) && km < currentKm) [current, currentKm] = [node, km];
    if (current === undefined) break;
    done.add(current);
    for (const { to, km } of graph.get(current) ?? []) {
      if (currentKm + km < (dist.get(to) ?? Infinity)) dist.set(to, currentKm + km);
    }
  }
  fromWaypoint.set(start, dist);
  return dist;
}

export interface Place {
  country: string;
  city: string;
}

/**
 * The sea distance between two ports, in km: port → its waypoint → the shortest passage over the graph → the other
 * port. Two ports on the same waypoint (Rotterdam and Antwerp) sail the straight line between them, times the port leg.
 */
export function seaKm(from: Place & { lat: number; lon: number }, to: Place & { lat: number; lon: number }): number {
  const pair = `${from.country}|${from.city}|${to.country}|${to.city}`;
  const known = seaPairs.get(pair);
  if (known !== undefined) return known;
  const km = seaRoute(from, to);
  seaPairs.set(pair, km);
  return km;
}

/** Sea distances already worked out, by port pair (the seed asks for the same lanes many times). */
const seaPairs = new Map<string, number>();

function seaRoute(from: Place & { lat: number; lon: number }, to: Place & { lat: number; lon: number }): number {
  const a = portAccess(from.country, from.city, from);
  const b = portAccess(to.country, to.city, to);
  const direct = greatCircleKm(from, to) * PORT_LEG_FACTOR;
  if (a.waypoint === b.waypoint) return direct;
  const between = shortestFrom(a.waypoint).get(b.waypoint);
  return between === undefined ? greatCircleKm(from, to) * ROUTE_FACTOR.sea : a.km + between + b.km;
}

/**
 * The distance between two of the gazetteer's cities by a mode, rounded to the km: the sea route between ports, the
 * great circle times the road or rail factor, the great circle plus the air routing factor. Undefined when the
 * gazetteer does not know a city.
 */
export function distanceKm(from: Place, to: Place, mode: DistanceMode): number | undefined {
  const a = cityFacts(from.country, from.city);
  const b = cityFacts(to.country, to.city);
  if (!a || !b) return undefined;
  if (mode === 'sea') return Math.round(seaKm({ ...from, ...a }, { ...to, ...b }));
  return Math.round(greatCircleKm(a, b) * ROUTE_FACTOR[mode]);
}
