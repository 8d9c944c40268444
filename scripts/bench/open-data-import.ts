/**
 * npx tsx scripts/bench/open-data-import.ts [count]: imports `count` (default 50,000) generated open-data
 * courses (OpenGolfAPI-shaped, spread over the world, one in ten a 36-hole facility) into a fresh local
 * stack's table through the operator's import, then prints the import time and the course search's p99
 * after it (docs/operations.md, "Import open course data").
 */
import type { OpenCourseRecord } from '../catalog/open-data/open-records';
import { splitFacility } from '../catalog/open-data/open-records';
import { startLocalStack } from '../local/stack';
import { percentile } from './stats';

const WORDS = [
  'Pine',
  'Oak',
  'Links',
  'Ridge',
  'Valley',
  'Dunes',
  'Creek',
  'Meadow',
  'Heath',
  'Harbor',
  'Summit',
  'Lakes',
];

export function generatedRecords(count: number): OpenCourseRecord[] {
  const records: OpenCourseRecord[] = [];
  for (let i = 0; records.length < count; i += 1) {
    const name = `${WORDS[i % WORDS.length]} ${WORDS[(i * 7) % WORDS.length]} ${i} Golf Club`;
    records.push(
      ...splitFacility({
        source: 'opengolfapi',
        sourceId: `opengolfapi:bench-${i}`,
        name,
        clubName: name,
        latitude: -55 + ((i * 0.0137) % 125),
        longitude: -179 + ((i * 0.7919) % 358),
        city: `Town ${i % 997}`,
        state: null,
        country: 'United States',
        holes: i % 10 === 0 ? 36 : 18,
        par: i % 10 === 0 ? 144 : 72,
        yearBuilt: 1900 + (i % 120),
        website: null,
        phone: null,
        address: null,
        postalCode: null,
        holePars: null,
        courseType: 'public',
      }),
    );
  }
  return records.slice(0, count);
}

const count = Number(process.argv[2] ?? 50_000);
const stack = await startLocalStack({ frontend: 'none', seed: false, quiet: true });
try {
  const { importOpenData } = await import('../catalog/open-data/import-open-data');
  const { searchCourses } = await import('../../functions/courses/routes/search-courses');
  const { httpEvent } = await import('../../functions/lib/testing/http-event');
  const records = generatedRecords(count);
  const started = performance.now();
  const result = await importOpenData(records);
  const seconds = (performance.now() - started) / 1000;
  console.log(`Imported ${records.length} courses in ${seconds.toFixed(1)} s (${result.created} created)`);
  const session = { userId: 'bench-user' } as Parameters<typeof searchCourses.handle>[1];
  const times: number[] = [];
  for (let i = 0; i < 200; i += 1) {
    const query = `${WORDS[i % WORDS.length]} ${WORDS[(i * 5) % WORDS.length]}`;
    const start = performance.now();
    const answer = await searchCourses.handle(
      httpEvent('GET /api/courses/search', { query: { q: query } }),
      session,
    );
    if (answer.statusCode !== 200) throw new Error(`search "${query}" answered ${answer.statusCode}`);
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  console.log(
    `Search after it: p50 ${percentile(times, 50).toFixed(1)} ms, p99 ${percentile(times, 99).toFixed(1)} ms`,
  );
} finally {
  await stack.stop();
}
