import { parse } from 'csv-parse/sync';
import * as z from 'zod';

/**
 * A ranking CSV as an operator supplies it (Fescue ships no ranking): a header row, then
 * source, year, position, region, course, notes; `course` is a catalog id (slug) or a course name, with its
 * city either in an optional `city` column or after the last comma ("Pebble Beach Golf Links, Pebble Beach").
 */
export const rankingRowSchema = z.object({
  source: z.string().trim().min(1, { error: 'source is empty' }),
  year: z.coerce
    .number({ error: 'year must be a number' })
    .int({ error: 'year must be a whole number' })
    .min(1900, { error: 'year must be from 1900' })
    .max(2100, { error: 'year must be before 2100' }),
  position: z.coerce
    .number({ error: 'position must be a number' })
    .int({ error: 'position must be a whole number' })
    .min(1, { error: 'position must be 1 or more' }),
  region: z.string().trim().min(1, { error: 'region is empty' }),
  course: z.string().trim().min(1, { error: 'course is empty' }),
  city: z.string().trim().optional(),
  notes: z
    .string()
    .trim()
    .optional()
    .transform((value) => (value ? value : null)),
});
export type RankingRow = z.infer<typeof rankingRowSchema>;

const REQUIRED_COLUMNS = ['source', 'year', 'position', 'region', 'course'] as const;

/** The rows of a ranking CSV, each validated; any problem is reported with its line number. */
export function parseRankingCsv(text: string): RankingRow[] {
  const records = parse(text, {
    columns: (header: string[]) => header.map((name) => name.trim().toLowerCase()),
    skip_empty_lines: true,
    trim: true,
    bom: true,
  }) as Record<string, string>[];
  const first = records[0];
  if (!first) throw new Error('The CSV has no rows');
  const missing = REQUIRED_COLUMNS.filter((name) => !(name in first));
  if (missing.length > 0) throw new Error(`The CSV lacks the column(s): ${missing.join(', ')}`);
  const problems: string[] = [];
  const rows = records.flatMap((record, index) => {
    const parsed = rankingRowSchema.safeParse(record);
    if (parsed.success) return [parsed.data];
    // Line numbers as a spreadsheet shows them: the header is line 1.
    problems.push(`line ${index + 2}: ${parsed.error.issues.map((issue) => issue.message).join(', ')}`);
    return [];
  });
  if (problems.length > 0) throw new Error(`The CSV has invalid rows:\n${problems.join('\n')}`);
  return rows;
}

/** The name and city a row names a course by, when its `course` is not a catalog id. */
export function courseNameAndCity(row: RankingRow): { name: string; city: string } | undefined {
  if (row.city) return { name: row.course, city: row.city };
  const comma = row.course.lastIndexOf(',');
  if (comma <= 0) return undefined;
  return { name: row.course.slice(0, comma).trim(), city: row.course.slice(comma + 1).trim() };
}
