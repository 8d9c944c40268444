import type { CourseRef, ImportedRound } from '../import-draft';
import { detectImportFormat, otherFormatMessage, sniffJsonFormat } from './detect-format';
import {
  checkedRound,
  isRecord,
  numberOf,
  parsed,
  parseFailure,
  readJson,
  textOf,
  Warnings,
  type ImportParseResult,
} from './parse-result';

/**
 * The 18Birdies data archive (the JSON file 18Birdies sends a golfer on request). Only two parts are read:
 * `myData.activityData.rounds[]` (each round's id, start time in ms, club, strokes, score to par, strokes per
 * hole and round totals in `stats`) and `myData.clubData.playedClubs[]` (club id -> name). The archive's
 * personal parts (account, friends, feed, messages) are never read, so nothing of them reaches the draft.
 *
 * Dates: the archive gives an instant (`timestamp`, ms since 1970) and no time zone, so a round's date is the
 * calendar date of that instant in `options.timeZone` (the import screen passes the golfer's own zone) and
 * in UTC when none is given. A round started in the evening west of Greenwich can fall on the next UTC day:
 * the preview shows every date before anything is written (docs/product-rules.md#importing-history).
 */
export interface EighteenBirdiesOptions {
  /** An IANA zone ("America/New_York") to read each round's date in; UTC when absent or unknown. */
  timeZone?: string;
}

const WHAT = 'an 18Birdies data archive';
/** The name of a club the archive does not list: the preview asks the golfer to pick the course. */
export const UNNAMED_CLUB = 'Unnamed 18Birdies course';
/** Before 1973 as milliseconds: such a timestamp is in seconds. */
const SECONDS_BELOW = 1e11;

function dateReader(timeZone: string | undefined, warnings: Warnings): (ms: number) => string {
  const utc = (ms: number) => new Date(ms).toISOString().slice(0, 10);
  if (!timeZone || timeZone === 'UTC') return utc;
  let format: Intl.DateTimeFormat;
  try {
    format = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
  } catch {
    warnings.add(`The time zone "${timeZone}" is not one Fescue knows, so dates are read in UTC.`);
    return utc;
  }
  return (ms) => {
    const parts = Object.fromEntries(
      format.formatToParts(new Date(ms)).map((part) => [part.type, part.value]),
    );
    return `${parts.year}-${parts.month}-${parts.day}`;
  };
}

/** A club id as the archive writes it: a string, a number, or `{ id }`. */
function clubIdOf(value: unknown): string | null {
  if (isRecord(value)) return clubIdOf(value.id);
  return textOf(value);
}

function clubNames(myData: Record<string, unknown>): Map<string, string> {
  const names = new Map<string, string>();
  const clubData = myData.clubData;
  const clubs = isRecord(clubData) && Array.isArray(clubData.playedClubs) ? clubData.playedClubs : [];
  for (const club of clubs) {
    if (!isRecord(club)) continue;
    const id = clubIdOf(club.clubId ?? club.id);
    const name = textOf(club.name);
    if (id && name) names.set(id, name.slice(0, 200));
  }
  return names;
}

interface Holes {
  holes: 9 | 18;
  /** First hole's number: 1, or 10 for a back nine scored in an 18-hole card. */
  first: number;
  strokes: number[];
}

/**
 * The holes played, from `holeStrokes`: 18 or 9 numbers; a 9-hole round in an 18-long list has zeros on the
 * nine not played. Anything else (12 holes scored, say) is not a 9- or 18-hole round.
 */
function holesOf(value: unknown): Holes | 'none' | { scored: number } {
  if (!Array.isArray(value) || value.length === 0) return 'none';
  const strokes = value.map((entry) => numberOf(entry) ?? 0);
  const scored = strokes.filter((count) => count > 0).length;
  if (scored === 0) return 'none';
  if (strokes.length === 18 && scored === 18) return { holes: 18, first: 1, strokes };
  if (strokes.length === 9 && scored === 9) return { holes: 9, first: 1, strokes };
  if (strokes.length === 18 && scored === 9) {
    if (strokes.slice(0, 9).every((count) => count > 0))
      return { holes: 9, first: 1, strokes: strokes.slice(0, 9) };
    if (strokes.slice(9).every((count) => count > 0))
      return { holes: 9, first: 10, strokes: strokes.slice(9) };
  }
  return { scored };
}

/** "18Birdies stats: 31 putts, 7 of 18 greens in regulation, 6 of 14 fairways hit." from the round's totals. */
function statsNote(stats: unknown): string | null {
  if (!isRecord(stats)) return null;
  const parts: string[] = [];
  const putts = numberOf(stats.putts);
  if (putts !== undefined && putts > 0) parts.push(`${putts} putts`);
  const gir = numberOf(stats.gir);
  const girHoles = numberOf(stats.girHoleCount);
  if (gir !== undefined && girHoles) parts.push(`${gir} of ${girHoles} greens in regulation`);
  const fairways = numberOf(stats.fairwayMiddles);
  const fairwayHoles = numberOf(stats.fairwayHoleCount);
  if (fairways !== undefined && fairwayHoles) parts.push(`${fairways} of ${fairwayHoles} fairways hit`);
  return parts.length > 0 ? `18Birdies stats: ${parts.join(', ')}.` : null;
}

function course(clubId: string | null, names: Map<string, string>): CourseRef {
  return {
    name: (clubId && names.get(clubId)) || UNNAMED_CLUB,
    facility: null,
    city: null,
    state: null,
    country: null,
    latitude: null,
    longitude: null,
    sourceCourseId: clubId ? clubId.slice(0, 120) : null,
  };
}

export function parseEighteenBirdies(text: string, options: EighteenBirdiesOptions = {}): ImportParseResult {
  const read = readJson(text, WHAT);
  if (!read.ok) {
    return parseFailure(otherFormatMessage(detectImportFormat('', text), '18birdies') ?? read.message);
  }
  const myData = isRecord(read.value) ? read.value.myData : undefined;
  const activity = isRecord(myData) ? myData.activityData : undefined;
  const rounds = isRecord(activity) ? activity.rounds : undefined;
  if (!isRecord(myData) || !Array.isArray(rounds)) {
    if (sniffJsonFormat(read.value) === 'fescue-json') {
      return parseFailure(otherFormatMessage({ format: 'fescue-json' }, '18birdies')!);
    }
    return parseFailure(
      `That JSON file is not ${WHAT}: it has no list of rounds (myData.activityData.rounds). Choose the file 18Birdies emailed you, unchanged.`,
    );
  }
  if (rounds.length === 0) {
    return parseFailure('This 18Birdies archive has no rounds in it: there is nothing to import.');
  }
  const warnings = new Warnings();
  const names = clubNames(myData);
  const dateOf = dateReader(options.timeZone, warnings);
  const draftRounds: ImportedRound[] = [];
  let unnamed = 0;
  rounds.forEach((entry, index) => {
    const position = `Round ${index + 1} in the archive`;
    if (!isRecord(entry)) {
      warnings.add(`${position} could not be read and was left out.`);
      return;
    }
    const clubId = clubIdOf(entry.clubId);
    const where = course(clubId, names);
    const timestamp = numberOf(entry.timestamp);
    const when =
      timestamp === undefined ? undefined : timestamp < SECONDS_BELOW ? timestamp * 1000 : timestamp;
    const date = when === undefined || Number.isNaN(new Date(when).getTime()) ? undefined : dateOf(when);
    const label = date ? `The round of ${date} at ${where.name}` : `${position} (${where.name})`;
    if (!date) {
      warnings.add(`${label} has no date and was left out.`);
      return;
    }
    const strokes = numberOf(entry.strokes);
    const toPar = numberOf(entry.score);
    const par = strokes !== undefined && toPar !== undefined ? strokes - toPar : undefined;
    const holes = holesOf(entry.holeStrokes);
    if (typeof holes === 'object' && 'scored' in holes) {
      warnings.add(
        `${label} has ${holes.scored} holes scored; Fescue keeps 9- and 18-hole rounds, so it was left out.`,
      );
      return;
    }
    let holeCount: 9 | 18;
    let score = strokes;
    let card: ImportedRound['card'] = null;
    if (holes === 'none') {
      // No card: the par tells nine holes from eighteen (a 9-hole par is 27 to 40, an 18-hole one 54 and up).
      if (par === undefined || (par > 40 && par < 54)) {
        warnings.add(
          `${label} says neither its holes nor its par, so Fescue cannot tell 9 holes from 18: it was left out.`,
        );
        return;
      }
      holeCount = par <= 40 ? 9 : 18;
    } else {
      holeCount = holes.holes;
      const total = holes.strokes.reduce((sum, count) => sum + count, 0);
      const valid = holes.strokes.every((count) => Number.isInteger(count) && count >= 1 && count <= 20);
      if (valid) {
        card = holes.strokes.map((count, offset) => ({
          hole: holes.first + offset,
          strokes: count,
          putts: null,
          fairway: null,
          gir: null,
          penalties: null,
          sandShots: null,
        }));
        if (strokes !== undefined && strokes !== total) {
          warnings.add(
            `${label}: the holes add up to ${total}, not the ${strokes} 18Birdies shows; Fescue keeps ${total}, the card's total.`,
          );
        }
        score = total;
      } else {
        warnings.add(`${label}: its hole-by-hole strokes could not be read, so only its total is kept.`);
      }
    }
    if (score === undefined) {
      warnings.add(`${label} has no score and was left out.`);
      return;
    }
    if (!names.has(clubId ?? '')) unnamed += 1;
    const round = checkedRound(
      {
        sourceId: textOf(entry.id)?.slice(0, 120) ?? null,
        playedAt: date,
        course: where,
        score,
        holes: holeCount,
        par: par !== undefined && Number.isInteger(par) && par >= 27 && par <= 80 ? par : null,
        card,
        notes: statsNote(entry.stats),
      },
      label,
      warnings,
    );
    if (round) draftRounds.push(round);
  });
  if (unnamed > 0) {
    warnings.add(
      `${unnamed === 1 ? '1 round names a club' : `${unnamed} rounds name clubs`} the archive does not list; they show as "${UNNAMED_CLUB}": pick the course for each in the preview.`,
    );
  }
  return parsed({
    source: '18birdies',
    rounds: draftRounds,
    playedCourses: [],
    bucketList: [],
    warnings: warnings.list(),
  });
}
