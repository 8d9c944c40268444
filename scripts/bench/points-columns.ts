/**
 * The Full Map's points file for the catalog and for the synthetic 50,000 (scripts/bench/synthetic-points.ts):
 * raw and gzip size, and what each column costs gzipped on its own. `npx tsx scripts/bench/points-columns.ts`
 */
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import type { CoursePointsFile } from '#shared/map/course-points';
import { syntheticPoints } from './synthetic-points';

const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;
const gzip = (text: string) => gzipSync(text, { level: 9 }).length;

function describePoints(file: CoursePointsFile) {
  const body = `${JSON.stringify(file)}\n`;
  const courses = file.names.length;
  return {
    courses,
    raw: Buffer.byteLength(body),
    gzip: gzip(body),
    columns: Object.entries(file)
      .filter(([key]) => key !== 'version')
      .map(([key, value]) => ({ key, gzip: gzip(JSON.stringify(value)) }))
      .sort((a, b) => b.gzip - a.gzip),
  };
}

const catalog = JSON.parse(
  readFileSync('frontend/src/features/map/data/course-points.json', 'utf8'),
) as CoursePointsFile;
for (const file of [catalog, syntheticPoints(catalog, 50_000)]) {
  const size = describePoints(file);
  console.log(
    `${size.courses} courses: ${kB(size.raw)} raw, ${kB(size.gzip)} gzip (${(size.gzip / size.courses).toFixed(1)} B a course)`,
  );
  for (const column of size.columns)
    console.log(
      `  ${column.key.padEnd(12)} ${kB(column.gzip).padStart(10)}  ${(column.gzip / size.courses).toFixed(1)} B a course`,
    );
}
