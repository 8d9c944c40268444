import { normalizeText } from '../courses/normalize';

/**
 * Approximate centres (latitude, longitude) used to place a custom course on the map when the golfer gives
 * no coordinates (spec §9): a known golf city first, then the US state, then the country. Values are the
 * public geographic centres of the places, rounded to two decimals.
 */
type Point = readonly [number, number];

/** Golf cities, keyed "city|country" (normalised). */
const CITIES: Record<string, Point> = {
  'st andrews|scotland': [56.34, -2.8],
  'edinburgh|scotland': [55.95, -3.19],
  'glasgow|scotland': [55.86, -4.25],
  'dornoch|scotland': [57.88, -4.03],
  'carnoustie|scotland': [56.5, -2.71],
  'troon|scotland': [55.54, -4.66],
  'gullane|scotland': [56.03, -2.83],
  'north berwick|scotland': [56.06, -2.72],
  'london|england': [51.51, -0.13],
  'liverpool|england': [53.41, -2.98],
  'southport|england': [53.65, -3.01],
  'sandwich|england': [51.27, 1.34],
  'dublin|ireland': [53.35, -6.26],
  'ballybunion|ireland': [52.51, -9.67],
  'portrush|northern ireland': [55.2, -6.65],
  'newcastle|northern ireland': [54.22, -5.89],
  'paris|france': [48.86, 2.35],
  'madrid|spain': [40.42, -3.7],
  'marbella|spain': [36.51, -4.88],
  'sotogrande|spain': [36.29, -5.28],
  'melbourne|australia': [-37.81, 144.96],
  'sydney|australia': [-33.87, 151.21],
  'tokyo|japan': [35.68, 139.69],
  'dubai|united arab emirates': [25.2, 55.27],
  'cape town|south africa': [-33.92, 18.42],
  'pebble beach|united states': [36.57, -121.95],
  'monterey|united states': [36.6, -121.89],
  'palm springs|united states': [33.83, -116.55],
  'scottsdale|united states': [33.49, -111.93],
  'las vegas|united states': [36.17, -115.14],
  'myrtle beach|united states': [33.69, -78.89],
  'pinehurst|united states': [35.2, -79.47],
  'augusta|united states': [33.47, -81.97],
  'orlando|united states': [28.54, -81.38],
  'miami|united states': [25.76, -80.19],
  'palm beach|united states': [26.71, -80.04],
  'kiawah island|united states': [32.61, -80.08],
  'hilton head island|united states': [32.22, -80.75],
  'bandon|united states': [43.12, -124.41],
  'kohler|united states': [43.74, -87.78],
  'san diego|united states': [32.72, -117.16],
  'los angeles|united states': [34.05, -118.24],
  'san francisco|united states': [37.77, -122.42],
  'chicago|united states': [41.88, -87.63],
  'new york|united states': [40.71, -74.01],
  'boston|united states': [42.36, -71.06],
  'dallas|united states': [32.78, -96.8],
  'houston|united states': [29.76, -95.37],
  'atlanta|united states': [33.75, -84.39],
  'phoenix|united states': [33.45, -112.07],
  'seattle|united states': [47.61, -122.33],
  'portland|united states': [45.52, -122.68],
  'denver|united states': [39.74, -104.99],
  'toronto|canada': [43.65, -79.38],
  'vancouver|canada': [49.28, -123.12],
};

/** US states by two-letter code, with their names as aliases (below). */
const US_STATES: Record<string, readonly [string, number, number]> = {
  al: ['alabama', 32.81, -86.79],
  ak: ['alaska', 61.37, -152.4],
  az: ['arizona', 33.73, -111.43],
  ar: ['arkansas', 34.97, -92.37],
  ca: ['california', 36.12, -119.68],
  co: ['colorado', 39.06, -105.31],
  ct: ['connecticut', 41.6, -72.76],
  de: ['delaware', 39.32, -75.51],
  dc: ['district of columbia', 38.9, -77.03],
  fl: ['florida', 27.77, -81.69],
  ga: ['georgia', 33.04, -83.64],
  hi: ['hawaii', 21.09, -157.5],
  id: ['idaho', 44.24, -114.48],
  il: ['illinois', 40.35, -88.99],
  in: ['indiana', 39.85, -86.26],
  ia: ['iowa', 42.01, -93.21],
  ks: ['kansas', 38.53, -96.73],
  ky: ['kentucky', 37.67, -84.67],
  la: ['louisiana', 31.17, -91.87],
  me: ['maine', 44.69, -69.38],
  md: ['maryland', 39.06, -76.8],
  ma: ['massachusetts', 42.23, -71.53],
  mi: ['michigan', 43.33, -84.54],
  mn: ['minnesota', 45.69, -93.9],
  ms: ['mississippi', 32.74, -89.68],
  mo: ['missouri', 38.46, -92.29],
  mt: ['montana', 46.92, -110.45],
  ne: ['nebraska', 41.13, -98.27],
  nv: ['nevada', 38.31, -117.06],
  nh: ['new hampshire', 43.45, -71.56],
  nj: ['new jersey', 40.3, -74.52],
  nm: ['new mexico', 34.84, -106.25],
  ny: ['new york', 42.17, -74.95],
  nc: ['north carolina', 35.63, -79.81],
  nd: ['north dakota', 47.53, -99.78],
  oh: ['ohio', 40.39, -82.76],
  ok: ['oklahoma', 35.57, -96.93],
  or: ['oregon', 44.57, -122.07],
  pa: ['pennsylvania', 40.59, -77.21],
  ri: ['rhode island', 41.68, -71.51],
  sc: ['south carolina', 33.86, -80.95],
  sd: ['south dakota', 44.3, -99.44],
  tn: ['tennessee', 35.75, -86.69],
  tx: ['texas', 31.05, -97.56],
  ut: ['utah', 40.15, -111.86],
  vt: ['vermont', 44.05, -72.71],
  va: ['virginia', 37.77, -78.17],
  wa: ['washington', 47.4, -121.49],
  wv: ['west virginia', 38.49, -80.95],
  wi: ['wisconsin', 44.27, -89.62],
  wy: ['wyoming', 42.76, -107.3],
};

const COUNTRIES: Record<string, Point> = {
  'united states': [39.83, -98.58],
  canada: [56.13, -106.35],
  mexico: [23.63, -102.55],
  scotland: [56.49, -4.2],
  england: [52.36, -1.17],
  wales: [52.13, -3.78],
  'northern ireland': [54.79, -6.49],
  ireland: [53.41, -8.24],
  'united kingdom': [55.38, -3.44],
  france: [46.23, 2.21],
  spain: [40.46, -3.75],
  portugal: [39.4, -8.22],
  italy: [41.87, 12.57],
  germany: [51.17, 10.45],
  netherlands: [52.13, 5.29],
  belgium: [50.5, 4.47],
  denmark: [56.26, 9.5],
  sweden: [60.13, 18.64],
  norway: [60.47, 8.47],
  finland: [61.92, 25.75],
  switzerland: [46.82, 8.23],
  austria: [47.52, 14.55],
  iceland: [64.96, -19.02],
  greece: [39.07, 21.82],
  turkey: [38.96, 35.24],
  'czech republic': [49.82, 15.47],
  poland: [51.92, 19.15],
  'south africa': [-30.56, 22.94],
  morocco: [31.79, -7.09],
  egypt: [26.82, 30.8],
  mauritius: [-20.35, 57.55],
  'united arab emirates': [23.42, 53.85],
  qatar: [25.35, 51.18],
  india: [20.59, 78.96],
  china: [35.86, 104.2],
  japan: [36.2, 138.25],
  'south korea': [35.91, 127.77],
  thailand: [15.87, 100.99],
  vietnam: [14.06, 108.28],
  malaysia: [4.21, 101.98],
  singapore: [1.35, 103.82],
  indonesia: [-0.79, 113.92],
  philippines: [12.88, 121.77],
  australia: [-25.27, 133.78],
  'new zealand': [-40.9, 174.89],
  argentina: [-38.42, -63.62],
  brazil: [-14.24, -51.93],
  chile: [-35.68, -71.54],
  colombia: [4.57, -74.3],
  'dominican republic': [18.74, -70.16],
  'puerto rico': [18.22, -66.59],
  bahamas: [25.03, -77.4],
  barbados: [13.19, -59.54],
  jamaica: [18.11, -77.3],
  bermuda: [32.32, -64.76],
  'costa rica': [9.75, -83.75],
};

const COUNTRY_ALIASES: Record<string, string> = {
  usa: 'united states',
  us: 'united states',
  'united states of america': 'united states',
  uk: 'united kingdom',
  uae: 'united arab emirates',
  korea: 'south korea',
};

const US_STATE_BY_NAME = new Map(
  Object.values(US_STATES).map(([name, lat, lon]) => [name, [lat, lon] as Point]),
);

export interface Centroid {
  latitude: number;
  longitude: number;
  /** Which table answered. */
  precision: 'city' | 'state' | 'country';
}

/** Where no place is known (spec §9). */
export const DEFAULT_COORDINATES = { latitude: 40, longitude: -74 } as const;

function point([latitude, longitude]: Point, precision: Centroid['precision']): Centroid {
  return { latitude, longitude, precision };
}

/** The best-known centre for a place, or undefined when neither city, state nor country is in the tables. */
export function lookupCentroid(place: {
  city: string;
  state?: string | null;
  country: string;
}): Centroid | undefined {
  const rawCountry = normalizeText(place.country);
  const country = COUNTRY_ALIASES[rawCountry] ?? rawCountry;
  const city = CITIES[`${normalizeText(place.city)}|${country}`];
  if (city) return point(city, 'city');
  if (country === 'united states' && place.state) {
    const state = normalizeText(place.state);
    const byCode = US_STATES[state];
    const statePoint = byCode ? ([byCode[1], byCode[2]] as Point) : US_STATE_BY_NAME.get(state);
    if (statePoint) return point(statePoint, 'state');
  }
  const countryPoint = COUNTRIES[country];
  return countryPoint ? point(countryPoint, 'country') : undefined;
}

/** The coordinates a custom course is given: the centroid found, else 40, -74. */
export function coordinatesFor(place: { city: string; state?: string | null; country: string }): {
  latitude: number;
  longitude: number;
} {
  const found = lookupCentroid(place);
  return found ? { latitude: found.latitude, longitude: found.longitude } : { ...DEFAULT_COORDINATES };
}
