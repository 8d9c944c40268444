import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { courseSchema, type Course } from '#shared/schemas/course';
import { getCourseItemsByIds } from '../../../functions/courses/courses-repository';
import { toCourse } from '../../../functions/courses/course-items';
import { useStackTable } from '../../../functions/lib/testing/stack-table';
import { freshEmail } from '../../../functions/lib/testing/stack-helpers';
import { apiFetch, signIn } from '../../local/testing';
import { importOpenData, openDataCourseId } from './import-open-data';
import { parseOpenGolfApiCsv, parseOsmGeoJson, type OpenCourseRecord } from './open-records';

useStackTable();

const samples = join(import.meta.dirname, 'samples');
const csv = readFileSync(join(samples, 'opengolfapi-sample.csv'), 'utf8');
const geojson = readFileSync(join(samples, 'osm-sample.geojson'), 'utf8');

async function course(id: string): Promise<Course> {
  const item = (await getCourseItemsByIds([id])).get(id);
  if (!item) throw new Error(`no course ${id}`);
  return courseSchema.parse(toCourse(item));
}

const byName = (records: OpenCourseRecord[], name: string) => records.find((r) => r.name === name)!;

describe('open course data import', () => {
  const oga = parseOpenGolfApiCsv(csv);
  const osm = parseOsmGeoJson(geojson);

  it('keeps every curated fact of a catalog course and only fills its gaps, naming the source of each', async () => {
    const result = await importOpenData(oga.records);
    expect(result).toMatchObject({ created: 3, matched: 1, updated: 0, ambiguous: [] });
    const pebble = await course('pebble-beach-golf-links');
    // The file says par 71 and built 1921: the catalog's 72 and 1919 stand.
    expect(pebble).toMatchObject({ par: 72, architectYear: 1919, latitude: 36.5686, sourceApi: 'catalog' });
    expect(pebble.openData).toMatchObject({
      sourceIds: ['opengolfapi:9001'],
      website: 'https://www.pebblebeach.com',
      holePars: [4, 5, 4, 4, 3, 5, 3, 4, 4, 4, 4, 3, 4, 5, 4, 4, 3, 5],
      factSources: { website: 'opengolfapi', holePars: 'opengolfapi', phone: 'opengolfapi' },
    });
    expect(pebble.openData?.factSources.par).toBeUndefined();
    expect(pebble.openData?.factSources.architectYear).toBeUndefined();
  });

  it('makes a 36-hole facility two courses of one club', async () => {
    const twins = oga.records.filter((record) => record.clubName === 'Twin Oaks Golf Club');
    expect(twins.map((record) => record.sourceId)).toEqual(['opengolfapi:9003', 'opengolfapi:9003#2']);
    const [first, second] = await Promise.all(twins.map((record) => course(openDataCourseId(record))));
    expect(first!.id).not.toBe(second!.id);
    expect(first!.openData?.club).toEqual(second!.openData?.club);
    expect(first!.openData?.club?.name).toBe('Twin Oaks Golf Club');
    expect([first!.par, second!.par, first!.openData?.holes]).toEqual([72, 72, 18]);
  });

  it('leaves out a row whose country it cannot place, saying which line', () => {
    expect(oga.skipped).toEqual(['line 5: country "Atlantis" is none we know']);
    expect(osm.skipped).toEqual(['node/1004: not leisure=golf_course']);
  });

  it('dedupes the second source against the first and the catalog: same place, agreeing name', async () => {
    const result = await importOpenData(osm.records);
    expect(result).toMatchObject({ created: 1, matched: 2, ambiguous: [] });
    const meadows = await course(openDataCourseId(byName(oga.records, 'Sample Meadows Golf Club')));
    expect(meadows.openData?.sourceIds).toEqual(['opengolfapi:9002', 'openstreetmap:way/1001']);
    // OpenGolfAPI gave the website first; OpenStreetMap's does not replace it.
    expect(meadows.openData).toMatchObject({
      website: 'https://meadows.example',
      factSources: { website: 'opengolfapi' },
    });
    const pebble = await course('pebble-beach-golf-links');
    expect(pebble.openData?.phone).toBe('+1 831-574-5609');
    expect(pebble.architectYear).toBe(1919);
  });

  it('is idempotent: the same file again changes nothing, a new version updates what changed', async () => {
    expect(await importOpenData(oga.records)).toMatchObject({
      created: 0,
      matched: 0,
      updated: 0,
      unchanged: 4,
    });
    const edited = parseOpenGolfApiCsv(csv.replace('+1 605-555-0100', '+1 605-555-0199')).records;
    expect(await importOpenData(edited)).toMatchObject({ created: 0, updated: 1, unchanged: 3 });
    const meadows = await course(openDataCourseId(byName(edited, 'Sample Meadows Golf Club')));
    expect(meadows.openData?.phone).toBe('+1 605-555-0199');
  });

  it('sends a course page the open-data facts its attribution is drawn from', async () => {
    const { cookie } = await signIn(freshEmail());
    const response = await apiFetch('/api/courses/pebble-beach-golf-links', { cookie });
    const body = (await response.json()) as { course?: Course } & Course;
    const served = body.course ?? body;
    expect(served.openData?.sourceIds).toEqual(['opengolfapi:9001', 'openstreetmap:way/1002']);
  });
});
