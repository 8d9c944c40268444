import type { CourseRef, ImportedBucketEntry, ImportedPlayedCourse } from '../import-draft';
import { detectImportFormat, otherFormatMessage } from './detect-format';
import { describeBinary, parsed, parseFailure, Warnings, type ImportParseResult } from './parse-result';
import { parsePlace, splitLayoutFacility } from './place';

/**
 * TheGrint's "Personal Ranking" page, copied from the browser and pasted as text: a ranking of the courses
 * the golfer played (rank, `Layout | Facility`, place, times played, average score, rating, fun, condition)
 * and a bucket list (rank, course, place). A browser copies a table as one row per line with cells between
 * tabs; some copy it with runs of spaces, and a page built of blocks comes out one cell per line. All three
 * are read, with the page's headings and header rows in any of them.
 *
 * Played courses become played-without-a-round marks, their times played, average and ratings kept as the
 * mark's note; bucket-list rows become bucket-list entries.
 */
type Section = 'ranking' | 'bucket';
type NumberColumn = 'played' | 'average' | 'rating' | 'fun' | 'condition';

interface Row {
  line: number;
  cells: string[];
}

const DEFAULT_NUMBERS: readonly NumberColumn[] = ['played', 'average', 'rating', 'fun', 'condition'];
const RANK = /^#?\d{1,4}\.?$/;
const NUMBERISH = /^(-|–|—|n\/?a|)$|^[-+]?\d+([.,]\d+)?\b/i;
const EMPTY_CELL = /^(-|–|—|n\/?a|)$/i;

const HEADER_WORDS: readonly [RegExp, NumberColumn | 'rank' | 'course' | 'place'][] = [
  [/^(#|no\.?|rank|ranking|pos|position)$/, 'rank'],
  [/^(course|course name|layout|name|club|course \/ facility)$/, 'course'],
  [/^(location|place|city|where)$/, 'place'],
  [/^(avg\.?|average)( score)?$|^score$/, 'average'],
  [/^((times|rounds|#) )?played$|^rounds$|^plays$/, 'played'],
  [/^fun$/, 'fun'],
  [/^conditions?$/, 'condition'],
  [/^(rating|my rating|overall|stars)$/, 'rating'],
];

function headerKind(cell: string): (typeof HEADER_WORDS)[number][1] | undefined {
  const text = cell.trim().toLowerCase();
  return HEADER_WORDS.find(([pattern]) => pattern.test(text))?.[1];
}

/** A header row: every cell a column name, one of them the course. */
function headerColumns(cells: string[]): NumberColumn[] | undefined {
  const filled = cells.filter((cell) => cell !== '');
  if (filled.length < 2) return undefined;
  const kinds = filled.map(headerKind);
  if (kinds.some((kind) => kind === undefined) || !kinds.includes('course')) return undefined;
  return kinds.filter((kind): kind is NumberColumn => DEFAULT_NUMBERS.includes(kind as NumberColumn));
}

function sectionHeading(cells: string[]): Section | undefined {
  const filled = cells.filter((cell) => cell !== '');
  if (filled.length !== 1) return undefined;
  const text = filled[0]!.toLowerCase();
  if (/bucket\s*list|wish\s*list|want to play/.test(text)) return 'bucket';
  if (/ranking|courses played|played courses/.test(text)) return 'ranking';
  return undefined;
}

function splitCells(line: string): string[] {
  const cells = line.includes('\t') ? line.split('\t') : line.trim().split(/\s{2,}/);
  return cells.map((cell) => cell.trim());
}

const isNumberish = (cell: string) => NUMBERISH.test(cell.trim());

/**
 * Rows from text with one cell per line: a row starts at a rank (a bare number) followed by a course; a bare
 * number followed by another number, or by a heading, is a row's figure (times played 2, then the average).
 */
function rowsFromCellLines(lines: { line: number; text: string }[]): Row[] {
  const rows: Row[] = [];
  let current: Row | undefined;
  lines.forEach(({ line, text }, index) => {
    const next = lines[index + 1]?.text ?? '';
    const startsRow = RANK.test(text) && next !== '' && !isNumberish(next) && !sectionHeading([next]);
    if (startsRow || sectionHeading([text]) || current === undefined) {
      current = { line, cells: [text] };
      rows.push(current);
      // A heading stands alone: the next line starts a row of its own.
      if (!startsRow) current = undefined;
    } else current.cells.push(text);
  });
  return rows;
}

function rowsOf(text: string): Row[] {
  const lines = text
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .map((line, index) => ({ line: index + 1, text: line.replace(/\u00A0/g, ' ') }))
    .filter(({ text: line }) => line.trim() !== '');
  const rows = lines.map(({ line, text: content }) => ({ line, cells: splitCells(content) }));
  const oneCellEach = rows.every((row) => row.cells.filter((cell) => cell !== '').length <= 1);
  if (!oneCellEach) return rows;
  // Header names on lines of their own would read as text cells: a block of them is dropped first.
  const kept = lines
    .map(({ line, text: content }) => ({ line, text: content.trim() }))
    .filter(({ text: content }) => !(headerKind(content) && !/\|/.test(content) && !RANK.test(content)));
  return rowsFromCellLines(kept);
}

function numberIn(cell: string | undefined): number | null {
  if (cell === undefined || EMPTY_CELL.test(cell.trim())) return null;
  const match = /[-+]?\d+(?:[.,]\d+)?/.exec(cell);
  return match ? Number(match[0].replace(',', '.')) : null;
}

function courseRef(courseCell: string, placeCell: string | null): CourseRef {
  const { name, facility } = splitLayoutFacility(courseCell);
  const place = parsePlace(placeCell);
  return {
    name: name.slice(0, 200),
    facility: facility?.slice(0, 200) ?? null,
    city: place.city?.slice(0, 120) ?? null,
    state: place.state?.slice(0, 120) ?? null,
    country: place.country?.slice(0, 120) ?? null,
    latitude: null,
    longitude: null,
    sourceCourseId: null,
  };
}

/** "Played 3 times, average 84.5 (TheGrint). Ranked #1; rating 9.5, fun 9, condition 8.5." */
function rankingNote(rank: number | null, figures: Partial<Record<NumberColumn, number | null>>): string {
  const { played, average, rating, fun, condition } = figures;
  const playedPart =
    played === null || played === undefined
      ? 'Played'
      : `Played ${played === 1 ? 'once' : `${played} times`}`;
  const first = `${playedPart}${average === null || average === undefined ? '' : `, average ${average}`} (TheGrint).`;
  const scores = [
    rating === null || rating === undefined ? null : `rating ${rating}`,
    fun === null || fun === undefined ? null : `fun ${fun}`,
    condition === null || condition === undefined ? null : `condition ${condition}`,
  ].filter((part): part is string => part !== null);
  const ranked = rank === null ? [] : [`Ranked #${rank}`];
  const second = [...ranked, scores.join(', ')].filter((part) => part !== '').join('; ');
  return second === '' ? first : `${first} ${second}.`;
}

const HOW_TO_COPY =
  'On TheGrint, open your Personal Ranking, select the whole table from its header row to the last course, copy it, and paste it here (the bucket list too, if you want it).';

export function parseTheGrintRanking(text: string): ImportParseResult {
  const trimmed = text.replace(/^\uFEFF/, '').trim();
  if (trimmed === '') return parseFailure(`Nothing was pasted. ${HOW_TO_COPY}`);
  const binary = describeBinary(trimmed);
  if (binary) return parseFailure(`That is ${binary}, not text copied from TheGrint. ${HOW_TO_COPY}`);
  if (trimmed.startsWith('{') || trimmed.startsWith('[')) {
    const other = otherFormatMessage(detectImportFormat('', trimmed), 'thegrint');
    return parseFailure(other ?? `That is a JSON file, not text copied from TheGrint. ${HOW_TO_COPY}`);
  }
  const warnings = new Warnings();
  const playedCourses: ImportedPlayedCourse[] = [];
  const bucketList: ImportedBucketEntry[] = [];
  let section: Section = 'ranking';
  let numberOrder: readonly NumberColumn[] = DEFAULT_NUMBERS;
  let sawHeader = false;
  for (const { line, cells } of rowsOf(trimmed)) {
    const heading = sectionHeading(cells);
    if (heading) {
      section = heading;
      numberOrder = DEFAULT_NUMBERS;
      continue;
    }
    const header = headerColumns(cells);
    if (header) {
      numberOrder = header.length > 0 ? header : DEFAULT_NUMBERS;
      sawHeader = true;
      continue;
    }
    const queue = [...cells];
    while (queue[0] === '') queue.shift();
    const rankCell = queue[0] !== undefined && RANK.test(queue[0]) ? queue.shift()! : null;
    const courseCell = queue.shift() ?? '';
    const readable = courseCell !== '' && !isNumberish(courseCell);
    // Not a row of the table: the page's own words ("Load more", "Showing 25 of 40") when no rank leads.
    if (rankCell === null && !(readable && courseCell.includes('|') && queue.length > 0)) continue;
    if (!readable) {
      warnings.add(`Line ${line}: no course name could be read after the rank, so the row was left out.`);
      continue;
    }
    const placeCell =
      queue[0] !== undefined && (EMPTY_CELL.test(queue[0]) || !isNumberish(queue[0])) ? queue.shift()! : '';
    const course = courseRef(courseCell, EMPTY_CELL.test(placeCell) ? null : placeCell);
    const rank = rankCell === null ? null : Number(rankCell.replace(/[#.]/g, ''));
    if (section === 'bucket') {
      bucketList.push({ course, notes: null });
      continue;
    }
    const figures: Partial<Record<NumberColumn, number | null>> = {};
    numberOrder.forEach((column, index) => {
      figures[column] = numberIn(queue[index]);
    });
    playedCourses.push({
      course,
      year: null,
      before2000: false,
      note: rankingNote(rank, figures).slice(0, 500),
    });
  }
  if (playedCourses.length === 0 && bucketList.length === 0) {
    const detected = detectImportFormat('', trimmed);
    const other = detected.format === 'spreadsheet' ? undefined : otherFormatMessage(detected, 'thegrint');
    return parseFailure(
      other ??
        `Fescue found no courses in that text${sawHeader ? ' (only the header row)' : ''}. ${HOW_TO_COPY}`,
    );
  }
  return parsed({ source: 'thegrint', rounds: [], playedCourses, bucketList, warnings: warnings.list() });
}
