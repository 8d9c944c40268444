import { afterEach, describe, expect, it, vi } from 'vitest';
import { CSV_HEADERS } from '#shared/rounds/csv-columns';
import { checkRows, importRows, previewCsv } from './import-rounds';

afterEach(() => vi.unstubAllGlobals());

const header = CSV_HEADERS.join(',');
const good = 'Pebble Beach Golf Links,Pebble Beach,CA,USA,2024-05-01,88,72,18,Regular';
const bad = 'Old Course,,,Scotland,2024-05-02,300,72,18,Regular';

describe('previewCsv', () => {
  it('marks each row ready or lists its errors with the add-round messages and its file line', async () => {
    const preview = await previewCsv(`${header}\n${good}\n${bad}\n`);
    expect(preview.fileErrors).toEqual([]);
    expect(preview.rows).toHaveLength(2);
    expect(preview.rows[0]).toMatchObject({ line: 2, courseName: 'Pebble Beach Golf Links', errors: [] });
    // The country is put in the catalog's spelling.
    expect(preview.rows[0]?.row).toMatchObject({
      score: 88,
      courseState: 'CA',
      courseCountry: 'United States',
    });
    expect(preview.rows[1]).toMatchObject({ line: 3 });
    expect(preview.rows[1]?.row).toBeUndefined();
    expect(preview.rows[1]?.errors).toEqual([
      'Please enter a valid golf score between 25 and 150 (supports 9 and 18 hole rounds)',
      'Please fill in course name, city, and country.',
    ]);
  });
});

describe('previewCsv reading a file edited by hand', () => {
  // A row as Export Data writes it: every column, trailing ones empty.
  const full = (row: string) => row + ','.repeat(CSV_HEADERS.length - row.split(',').length);

  it('ignores empty cells past the last column (a trailing comma)', async () => {
    const preview = await previewCsv(`${header}\r\n${full(good)},\r\n${full(good)},, ,\r\n`);
    expect(preview.fileErrors).toEqual([]);
    expect(preview.rows.map((row) => [row.line, row.errors])).toEqual([
      [2, []],
      [3, []],
    ]);
    expect(preview.rows[0]?.row).toMatchObject({ courseName: 'Pebble Beach Golf Links', score: 88 });
  });

  it('holds back a row with text past the last column, saying what to fix, and keeps the others', async () => {
    const shifted = 'Old Course,St Andrews,,UK,2024-05-02,80,72,18,Regular,,,,,,,Windy, cold';
    const preview = await previewCsv(`${header}\n${full(shifted)},Bob\n${good}\n`);
    expect(preview.fileErrors).toEqual([]);
    expect(preview.rows[0]).toMatchObject({ line: 2, courseName: 'Old Course', score: '80' });
    expect(preview.rows[0]?.row).toBeUndefined();
    expect(preview.rows[0]?.errors).toEqual([
      'This row has more cells than the file has columns ("Bob" past the last one), so its cells may be ' +
        'under the wrong headings. If a cell holds a comma, put that cell in double quotes; otherwise ' +
        'delete the extra cells.',
    ]);
    expect(preview.rows[1]).toMatchObject({ line: 3, errors: [] });
  });

  it('reads mixed CRLF, LF and CR line endings row by row, numbering rows by the line they start on', async () => {
    const text =
      `${header}\r\n${good}\r\n` +
      'Old Course,St Andrews,,UK,2024-05-02,80,72,18,Regular\n' +
      'Carnoustie,Carnoustie,,UK,2024-05-03,90,72,18,Regular\r' +
      // A comment on two lines (quoted), then a blank line.
      'Royal Dornoch,Dornoch,,UK,2024-05-04,85,70,18,Regular,,,,,,,"Windy,\r\nthen sun"\n\r\n' +
      'Muirfield,Gullane,,UK,2024-05-05,95\r\n';
    const preview = await previewCsv(text);
    expect(preview.fileErrors).toEqual([]);
    expect(preview.rows.map((row) => [row.line, row.courseName, row.score, row.errors])).toEqual([
      [2, 'Pebble Beach Golf Links', '88', []],
      [3, 'Old Course', '80', []],
      [4, 'Carnoustie', '90', []],
      [5, 'Royal Dornoch', '85', []],
      [8, 'Muirfield', '95', []],
    ]);
    expect(preview.rows[3]?.row?.comments).toBe('Windy,\nthen sun');
  });

  it('names the line of a quote left open', async () => {
    const preview = await previewCsv(`${header}\n${good}\n"Old Course,St Andrews,,UK,2024-05-02,80\n`);
    expect(preview.fileErrors).toEqual(['Line 3: Quoted field unterminated']);
  });
});

describe('importRows', () => {
  it('sends rows in batches of 100 and adds up the answers', async () => {
    const preview = await previewCsv(`${header}\n${Array.from({ length: 150 }, () => good).join('\n')}`);
    const rows = preview.rows.flatMap((row) => (row.row ? [row.row] : []));
    const fetchMock = vi.fn(async (_path: string, init?: RequestInit) => {
      const sent = (JSON.parse(String(init?.body)) as { rows: unknown[] }).rows.length;
      const results = Array.from({ length: sent }, () => ({ status: 'duplicate', roundId: 'x' }));
      return new Response(JSON.stringify({ imported: 0, duplicates: sent, coursesCreated: 0, results }));
    });
    vi.stubGlobal('fetch', fetchMock);
    const progress: number[] = [];
    const totals = await importRows(rows, (done) => progress.push(done));
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(progress).toEqual([100, 150]);
    expect(totals).toEqual({ imported: 0, duplicates: 150, coursesCreated: 0 });
  });
});

describe('checkRows', () => {
  it('asks for a dry run in batches of 100 and keeps each row’s verdict in order', async () => {
    const preview = await previewCsv(`${header}\n${Array.from({ length: 150 }, () => good).join('\n')}`);
    const rows = preview.rows.flatMap((row) => (row.row ? [row.row] : []));
    const bodies: Array<{ rows: unknown[]; dryRun?: boolean }> = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_path: string, init?: RequestInit) => {
        const body = JSON.parse(String(init?.body)) as { rows: unknown[]; dryRun?: boolean };
        bodies.push(body);
        const results = body.rows.map((_, index) => ({
          status: index === 0 ? 'duplicate' : 'ready',
          roundId: 'x',
        }));
        return new Response(
          JSON.stringify({
            imported: 0,
            duplicates: 1,
            coursesCreated: bodies.length === 1 ? 1 : 0,
            results,
          }),
        );
      }),
    );
    const check = await checkRows(rows);
    expect(bodies.map((body) => [body.rows.length, body.dryRun])).toEqual([
      [100, true],
      [50, true],
    ]);
    expect(check.statuses).toHaveLength(150);
    expect(check.statuses[0]).toBe('duplicate');
    expect(check.statuses[100]).toBe('duplicate');
    expect(check.statuses.filter((status) => status === 'ready')).toHaveLength(148);
    expect(check.coursesToCreate).toBe(1);
    expect(check.refusals.size).toBe(0);
  });

  it('keeps why a row is refused (a new course in a country Fescue does not know), by its index', async () => {
    const preview = await previewCsv(
      `${header}\n${good}\nLost Links,Nowhere,,Narnia,2024-05-03,80,72,18,Regular`,
    );
    const rows = preview.rows.flatMap((row) => (row.row ? [row.row] : []));
    const message =
      '"Narnia" is not a country Fescue knows. Choose a country from the list, like Scotland or United States.';
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(
            JSON.stringify({
              imported: 0,
              duplicates: 0,
              coursesCreated: 0,
              results: [
                { status: 'ready', roundId: 'a' },
                { status: 'refused', roundId: '', message },
              ],
            }),
          ),
      ),
    );
    const check = await checkRows(rows);
    expect(check.statuses).toEqual(['ready', 'refused']);
    expect(check.refusals).toEqual(new Map([[1, message]]));
  });
});
