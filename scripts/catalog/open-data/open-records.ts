import { parse } from 'csv-parse/sync';
import { normalizeText } from '#shared/courses/normalize';
import type { OpenDataSource } from '#shared/courses/open-data';
import { canonicalCountry } from '#shared/geo/countries';

/**
 * One course as an open dataset describes it, whatever the format (docs/product-rules.md#open-course-data).
 * `sourceId` is the source's own id (`opengolfapi:123`, `openstreetmap:way/456`), with `#2` for the second
 * course split from a 36-hole row.
 */
export interface OpenCourseRecord {
  source: OpenDataSource;
  sourceId: string;
  name: string;
  /** The facility: "Pinehurst Resort" for "Pinehurst Resort - No. 2"; the name itself when no club is named. */
  clubName: string;
  latitude: number;
  longitude: number;
  city: string | null;
  state: string | null;
  country: string;
  holes: number | null;
  par: number | null;
  yearBuilt: number | null;
  website: string | null;
  phone: string | null;
  address: string | null;
  postalCode: string | null;
  holePars: number[] | null;
  courseType: 'public' | 'private' | 'semi-private' | 'resort' | null;
}

export interface ParseResult {
  records: OpenCourseRecord[];
  /** Rows or features left out, each with its line or id and why. */
  skipped: string[];
}

const text = (value: unknown): string | null => {
  const trimmed = typeof value === 'string' ? value.trim() : '';
  return trimmed ? trimmed : null;
};
const whole = (value: unknown, min: number, max: number): number | null => {
  const number = Number(typeof value === 'string' ? value.trim() : value);
  return Number.isInteger(number) && number >= min && number <= max ? number : null;
};

/** "Club - Course", "Club: Course", "Club (Course)": the club's part; the name itself without one. */
export function clubNameOf(name: string): string {
  const match = /^(.+?)\s*(?:\s[-–—]\s|:\s|\()/.exec(name);
  return match?.[1]?.trim() || name.trim();
}

function courseTypeOf(value: string | null): OpenCourseRecord['courseType'] {
  const type = normalizeText(value ?? '');
  if (!type) return null;
  if (type.includes('semi')) return 'semi-private';
  if (type.includes('private') || type.includes('member')) return 'private';
  if (type.includes('resort')) return 'resort';
  if (type.includes('public') || type.includes('municipal') || type.includes('daily')) return 'public';
  return null;
}

/**
 * A facility of 27 or 36 holes in one row is several 18-hole courses of one club: each becomes its own
 * record (`Name (Course 2)`, source id `…#2`), with the par shared out when it divides evenly.
 */
export function splitFacility(record: OpenCourseRecord): OpenCourseRecord[] {
  if (!record.holes || record.holes < 36 || record.holes % 18 !== 0) return [record];
  const count = record.holes / 18;
  const par = record.par && record.par % count === 0 ? record.par / count : null;
  return Array.from({ length: count }, (_, index) => ({
    ...record,
    sourceId: index === 0 ? record.sourceId : `${record.sourceId}#${index + 1}`,
    name: `${record.name} (Course ${index + 1})`,
    clubName: record.clubName,
    holes: 18,
    par,
    holePars: index === 0 && record.holePars?.length === 18 ? record.holePars : null,
  }));
}

/**
 * OpenGolfAPI's CSV: `id,name,latitude,longitude,country,state,city,type,holes,par,phone,website,year_built,
 * address,postal_code,hole_1_par … hole_18_par`. A row without a name, a position or a country it names is
 * skipped with its line.
 */
export function parseOpenGolfApiCsv(csv: string): ParseResult {
  const rows = parse(csv, {
    columns: (header: string[]) => header.map((name) => name.trim().toLowerCase()),
    skip_empty_lines: true,
    trim: true,
    bom: true,
    relax_column_count: true,
  }) as Record<string, string>[];
  const result: ParseResult = { records: [], skipped: [] };
  rows.forEach((row, index) => {
    const line = index + 2;
    const name = text(row.name);
    const latitude = Number(row.latitude);
    const longitude = Number(row.longitude);
    const country = canonicalCountry(row.country ?? '') ?? null;
    if (!text(row.id) || !name) return void result.skipped.push(`line ${line}: no id or name`);
    if (
      !Number.isFinite(latitude) ||
      !Number.isFinite(longitude) ||
      Math.abs(latitude) > 90 ||
      Math.abs(longitude) > 180
    )
      return void result.skipped.push(`line ${line}: no position`);
    if (!country)
      return void result.skipped.push(`line ${line}: country "${row.country ?? ''}" is none we know`);
    const pars = Array.from({ length: 18 }, (_, hole) => whole(row[`hole_${hole + 1}_par`], 2, 7));
    const holes = whole(row.holes, 3, 72);
    const holePars = pars.every((par) => par !== null)
      ? (pars as number[])
      : pars.slice(0, 9).every((par) => par !== null) && holes === 9
        ? (pars.slice(0, 9) as number[])
        : null;
    result.records.push(
      ...splitFacility({
        source: 'opengolfapi',
        sourceId: `opengolfapi:${text(row.id)}`,
        name,
        clubName: clubNameOf(name),
        latitude,
        longitude,
        city: text(row.city),
        state: text(row.state),
        country,
        holes,
        par: whole(row.par, 27, 80),
        yearBuilt: whole(row.year_built, 1744, 2100),
        website: text(row.website),
        phone: text(row.phone),
        address: text(row.address),
        postalCode: text(row.postal_code),
        holePars,
        courseType: courseTypeOf(text(row.type)),
      }),
    );
  });
  return result;
}

type Position = [number, number];

/** A feature's point: a Point itself, else the mean of its outer ring's vertices (a course's middle). */
function pointOf(geometry: { type?: string; coordinates?: unknown } | null | undefined): Position | null {
  const rings = (() => {
    if (!geometry) return null;
    if (geometry.type === 'Point') return [[geometry.coordinates]];
    if (geometry.type === 'Polygon') return geometry.coordinates;
    if (geometry.type === 'MultiPolygon') return (geometry.coordinates as unknown[][])[0];
    return null;
  })() as unknown[][] | null;
  const ring = rings?.[0] as Position[] | undefined;
  const points = (ring ?? []).filter(
    (point) => Array.isArray(point) && Number.isFinite(point[0]) && Number.isFinite(point[1]),
  );
  if (points.length === 0) return null;
  // A closed ring repeats its first vertex last: count it once.
  const open =
    points.length > 1 && points[0]![0] === points.at(-1)![0] && points[0]![1] === points.at(-1)![1]
      ? points.slice(0, -1)
      : points;
  const sum = open.reduce<Position>((acc, [lon, lat]) => [acc[0] + lon, acc[1] + lat], [0, 0]);
  return [sum[0] / open.length, sum[1] / open.length];
}

/**
 * An OpenStreetMap extract as GeoJSON: a FeatureCollection of `leisure=golf_course` features with `name`,
 * `addr:*`, `website`, `golf:*` tags (as osmtogeojson or Overpass Turbo export them: the id in `id` or
 * `properties["@id"]`, `type/id`). Features of another kind, or without a name, position or country, are
 * skipped with their id.
 */
export function parseOsmGeoJson(json: string): ParseResult {
  const collection = JSON.parse(json) as { type?: string; features?: unknown[] };
  if (collection.type !== 'FeatureCollection' || !Array.isArray(collection.features)) {
    throw new Error('Expected a GeoJSON FeatureCollection of leisure=golf_course features');
  }
  const result: ParseResult = { records: [], skipped: [] };
  for (const [index, raw] of collection.features.entries()) {
    const feature = raw as {
      id?: string | number;
      properties?: Record<string, unknown>;
      geometry?: { type?: string; coordinates?: unknown };
    };
    const tags = feature.properties ?? {};
    const id = text(String(feature.id ?? tags['@id'] ?? tags.id ?? '')) ?? `feature ${index}`;
    if (tags.leisure !== 'golf_course') {
      result.skipped.push(`${id}: not leisure=golf_course`);
      continue;
    }
    const name = text(tags.name);
    const point = pointOf(feature.geometry);
    const country = canonicalCountry(String(tags['addr:country'] ?? '')) ?? null;
    if (!name || !point) {
      result.skipped.push(`${id}: no name or position`);
      continue;
    }
    if (!country) {
      result.skipped.push(`${id}: no addr:country we know`);
      continue;
    }
    const street = [text(tags['addr:housenumber']), text(tags['addr:street'])].filter(Boolean).join(' ');
    const clubName =
      text(tags['golf:club']) ?? text(tags.operator) ?? text(tags['golf:course:name']) ?? clubNameOf(name);
    result.records.push(
      ...splitFacility({
        source: 'openstreetmap',
        sourceId: `openstreetmap:${id}`,
        name,
        clubName,
        latitude: point[1],
        longitude: point[0],
        city: text(tags['addr:city']),
        state: text(tags['addr:state']),
        country,
        holes: whole(tags['golf:holes'] ?? tags.holes, 3, 72),
        par: whole(tags['golf:par'] ?? tags.par, 27, 80),
        yearBuilt: whole(tags.start_date ?? tags['golf:opened'], 1744, 2100),
        website: text(tags.website) ?? text(tags['contact:website']),
        phone: text(tags.phone) ?? text(tags['contact:phone']),
        address: street || null,
        postalCode: text(tags['addr:postcode']),
        holePars: null,
        courseType: courseTypeOf(
          text(tags.access) === 'private'
            ? 'private'
            : text((tags['golf:type'] ?? tags.fee === 'yes') ? 'public' : null),
        ),
      }),
    );
  }
  return result;
}
