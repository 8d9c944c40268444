import { parse, unparse } from 'papaparse';
import { describe, expect, it } from 'vitest';
import { CSV_HEADERS, roundToCsvRow } from '#shared/rounds/csv-columns';
import {
  csvRecordToImportInput,
  importRoundRowSchema,
  importRoundsResponseSchema,
} from '#shared/rounds/csv-import';
import { courseSchema } from '#shared/schemas/course';
import { roundListResponseSchema, roundSchema } from '#shared/schemas/round';
import { apiFetch, signIn } from '../../../scripts/local/testing';
import { freshEmail } from '../../lib/testing/stack-helpers';

/** The export's CSV as Export Data builds it (frontend/src/shared/round-export/export-rounds.ts). */
async function exportCsv(cookie: string): Promise<string> {
  const response = await apiFetch('/api/rounds?limit=100', { cookie });
  const { rounds } = roundListResponseSchema.parse(await response.json());
  return `${unparse([CSV_HEADERS as string[]])}\r\n${unparse(rounds.map(roundToCsvRow))}\r\n`;
}

describe('the rounds CSV export', () => {
  it("neutralises a CSV injection: a formula course name another golfer typed is text in everyone's export, and imports back", async () => {
    const author = await signIn(freshEmail('author'));
    const tag = Math.random().toString(36).slice(2, 8);
    const name = `=HYPERLINK("https://evil.example/${tag}","Scorecard")`;
    const created = await apiFetch('/api/courses', {
      method: 'POST',
      cookie: author.cookie,
      body: { name, city: `Formulaville ${tag}`, country: 'Scotland' },
    });
    expect(created.status).toBe(201);
    const course = courseSchema.parse(await created.json());

    const golfer = await signIn(freshEmail('exporter'));
    const logged = await apiFetch('/api/rounds', {
      method: 'POST',
      cookie: golfer.cookie,
      body: { courseId: course.id, score: 79, playedAt: '2024-08-01', notes: '@SUM(A1:A9) -2 on the back' },
    });
    expect(logged.status).toBe(201);
    roundSchema.parse(await logged.json());

    const csv = await exportCsv(golfer.cookie);
    const records = parse<Record<string, string>>(csv, { header: true, skipEmptyLines: true }).data;
    expect(records).toHaveLength(1);
    const [record] = records as [Record<string, string>];
    // No cell a spreadsheet would run; numbers stay numbers.
    for (const cell of Object.values(record)) expect(cell).not.toMatch(/^[=+\-@\t\r]/);
    expect(record['Course Name']).toBe(`'${name}`);
    expect(record.Notes).toBe("'@SUM(A1:A9) -2 on the back");
    expect(record.Score).toBe('79');

    // Imported back, the row is the same round at the same course: a duplicate, nothing added.
    const row = importRoundRowSchema.parse(csvRecordToImportInput(record));
    expect(row).toMatchObject({ courseName: name, notes: '@SUM(A1:A9) -2 on the back', score: 79 });
    const check = await apiFetch('/api/rounds/import', {
      method: 'POST',
      cookie: golfer.cookie,
      body: { rows: [row], dryRun: true },
    });
    expect(check.status).toBe(200);
    expect(importRoundsResponseSchema.parse(await check.json())).toMatchObject({
      duplicates: 1,
      coursesCreated: 0,
    });
  });
});
