import { scorecardHoleSchema } from '../../scorecards/scorecard';
import type { CourseRef, ImportedBucketEntry, ImportedPlayedCourse, ImportedRound } from '../import-draft';
import { detectImportFormat, otherFormatMessage, sniffJsonFormat } from './detect-format';
import {
  checkedRound,
  isRecord,
  numberOf,
  parsed,
  parseFailure,
  readJson,
  textTooLarge,
  textOf,
  Warnings,
  type ImportParseResult,
} from './parse-result';

/**
 * Fescue's own export (Download my data, `fescue-account-export/1`, functions/users/account/export-account.ts)
 * read back: the golfer's records grouped by kind. Read here: rounds (`ROUND`), bucket-list entries
 * (`BUCKET_LIST_ENTRY`), played-without-a-round marks (`PLAYED_MARK`) and, for each course they name, the
 * course link (`COURSE_LINK`), whose `passportCourse` holds the course's name and place. Every course keeps
 * its catalog id as `sourceCourseId`, so the preview matches it exactly when it is in this Fescue's catalog
 * (another Fescue's custom course is matched by name and place like any other). Everything else in the
 * export (profile, ratings, achievements, stories, photos) is left behind: this import brings rounds and
 * courses, not an account.
 */
const WHAT = "Fescue's own export (the .json file Download my data saves)";
const FORMAT_PREFIX = 'fescue-account-export/';
const KNOWN_VERSIONS = new Set(['1']);

const ROUND = 'ROUND';
const COURSE_LINK = 'COURSE_LINK';
const BUCKET_ENTRY = 'BUCKET_LIST_ENTRY';
const PLAYED_MARK = 'PLAYED_MARK';

const cardHoleSchema = scorecardHoleSchema.partial({ par: true, strokeIndex: true });

function recordsOf(items: Record<string, unknown>, kind: string): Record<string, unknown>[] {
  const list = items[kind];
  return Array.isArray(list) ? list.filter(isRecord) : [];
}

/** A link's passport facts: an object in the export, JSON text as stored (an export written by hand from the table). */
function factsOf(value: unknown): Record<string, unknown> | undefined {
  if (isRecord(value)) return value;
  if (typeof value !== 'string') return undefined;
  try {
    const parsedValue: unknown = JSON.parse(value);
    return isRecord(parsedValue) ? parsedValue : undefined;
  } catch {
    return undefined;
  }
}

/** The course each course id names, from its link's passport facts; by id alone when the link has none. */
function courseBook(items: Record<string, unknown>): (courseId: string) => CourseRef {
  const byId = new Map<string, CourseRef>();
  for (const link of recordsOf(items, COURSE_LINK)) {
    const courseId = textOf(link.courseId);
    const facts = factsOf(link.passportCourse);
    if (!courseId || !facts) continue;
    const name = textOf(facts.name);
    if (!name) continue;
    const latitude = numberOf(facts.latitude);
    const longitude = numberOf(facts.longitude);
    const placed =
      latitude !== undefined &&
      longitude !== undefined &&
      Math.abs(latitude) <= 90 &&
      Math.abs(longitude) <= 180;
    byId.set(courseId, {
      name: name.slice(0, 200),
      facility: null,
      city: textOf(facts.city)?.slice(0, 120) ?? null,
      state: textOf(facts.state)?.slice(0, 120) ?? null,
      country: textOf(facts.country)?.slice(0, 120) ?? null,
      latitude: placed ? latitude : null,
      longitude: placed ? longitude : null,
      sourceCourseId: courseId.slice(0, 120),
    });
  }
  return (courseId) =>
    byId.get(courseId) ?? {
      name: `Fescue course ${courseId}`.slice(0, 200),
      facility: null,
      city: null,
      state: null,
      country: null,
      latitude: null,
      longitude: null,
      sourceCourseId: courseId.slice(0, 120),
    };
}

function cardOf(value: unknown): ImportedRound['card'] | 'unreadable' {
  if (value === null || value === undefined) return null;
  const holes = isRecord(value) ? value.holes : undefined;
  if (!Array.isArray(holes)) return 'unreadable';
  const card: NonNullable<ImportedRound['card']> = [];
  for (const hole of holes) {
    const result = cardHoleSchema.safeParse(hole);
    if (!result.success) return 'unreadable';
    card.push(result.data);
  }
  return card.length === 9 || card.length === 18 ? card : 'unreadable';
}

export function parseFescueExport(text: string): ImportParseResult {
  const tooLarge = textTooLarge(text);
  if (tooLarge) return parseFailure(tooLarge);
  const read = readJson(text, WHAT);
  if (!read.ok)
    return parseFailure(otherFormatMessage(detectImportFormat('', text), 'fescue-json') ?? read.message);
  const value = read.value;
  if (sniffJsonFormat(value) !== 'fescue-json' || !isRecord(value)) {
    return parseFailure(
      otherFormatMessage(detectImportFormat('', text), 'fescue-json') ??
        `That JSON file is not ${WHAT}. Choose the file named like fescue-data-2026-05-23.json.`,
    );
  }
  const version = String(value.format).slice(FORMAT_PREFIX.length);
  if (!KNOWN_VERSIONS.has(version) || !isRecord(value.items)) {
    return parseFailure(
      `That export was made by another version of Fescue (format ${String(value.format).slice(0, 40)}), which this one cannot read. Export your rounds as CSV there and import the CSV here.`,
    );
  }
  const items = value.items;
  const courseOf = courseBook(items);
  const warnings = new Warnings();
  const rounds: ImportedRound[] = [];
  recordsOf(items, ROUND).forEach((record, index) => {
    const courseId = textOf(record.courseId);
    const playedAt = textOf(record.playedAt)?.slice(0, 10);
    const course = courseId ? courseOf(courseId) : undefined;
    const label = `The round of ${playedAt ?? '(no date)'} at ${course?.name ?? '(no course)'}`;
    if (!course || !playedAt) {
      warnings.add(`Round ${index + 1} of the export has no ${course ? 'date' : 'course'} and was left out.`);
      return;
    }
    const card = cardOf(record.scorecard);
    if (card === 'unreadable')
      warnings.add(`${label}: its scorecard could not be read, so only its total is kept.`);
    const holes = numberOf(record.holes);
    const kept = checkedRound(
      {
        sourceId: textOf(record.id)?.slice(0, 120) ?? null,
        playedAt,
        course,
        score: numberOf(record.score) ?? Number.NaN,
        holes: (holes ?? 18) as 9 | 18,
        par: numberOf(record.par) ?? null,
        card: card === 'unreadable' ? null : card,
        notes: textOf(record.notes)?.slice(0, 2000) ?? null,
      },
      label,
      warnings,
    );
    if (kept) rounds.push(kept);
  });
  const playedCourses: ImportedPlayedCourse[] = [];
  for (const mark of recordsOf(items, PLAYED_MARK)) {
    const courseId = textOf(mark.courseId);
    if (!courseId) continue;
    const year = numberOf(mark.year);
    playedCourses.push({
      course: courseOf(courseId),
      year: year !== undefined && Number.isInteger(year) && year >= 1850 && year <= 2100 ? year : null,
      before2000: mark.before2000 === true,
      note: textOf(mark.note)?.slice(0, 500) ?? null,
    });
  }
  const bucketList: ImportedBucketEntry[] = [];
  for (const entry of recordsOf(items, BUCKET_ENTRY)) {
    const courseId = textOf(entry.courseId);
    if (!courseId) continue;
    bucketList.push({ course: courseOf(courseId), notes: textOf(entry.notes)?.slice(0, 500) ?? null });
  }
  if (rounds.length + playedCourses.length + bucketList.length === 0 && warnings.list().length === 0) {
    return parseFailure(
      'This Fescue export has no rounds, played courses or bucket list in it: there is nothing to import.',
    );
  }
  return parsed({ source: 'fescue-json', rounds, playedCourses, bucketList, warnings: warnings.list() });
}
