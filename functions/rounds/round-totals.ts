import type { PlayedCourse, ScoreCount } from '#shared/rounds/stats';

/**
 * The running totals round writes keep so the stats never read the rounds themselves (docs/data-model.md,
 * "Stats at 5,000 rounds"). Pure: attribute names, the deltas a write makes, and reading them back.
 *
 * - The golfer's round-totals item has one number attribute per holes, score and par, `score18_85_p72`,
 *   changed with `ADD` in the round's transaction: best (against its own par), average and the round count
 *   follow exactly, deletes too. Counters written before the par was part of the name (`score18_85`) are
 *   still read, with the default par for their holes, and taken off by an edit or delete of their round
 *   through scripts/migrations/score-counters-par.ts, which renames them.
 * - A course link has one attribute per round there that names an architect, `architectNote#<round id>`
 *   = `<playedAt>|<architect>`, so the portfolio finds the latest override per course from the links.
 */
const SCORE_COUNTER = /^score(9|18)_(\d+)(?:_p(\d+))?$/;
const ARCHITECT_NOTE_PREFIX = 'architectNote#';

export function scoreCounterName(holes: number, score: number, par: number): string {
  return `score${holes}_${score}_p${par}`;
}

export function architectNoteName(roundId: string): string {
  return `${ARCHITECT_NOTE_PREFIX}${roundId}`;
}

/** The value of a round's architect note, or undefined when the round names no architect. */
export function architectNoteValue(round: {
  playedAt: string;
  roundArchitect?: string | null;
}): string | undefined {
  const architect = round.roundArchitect?.trim();
  return architect ? `${round.playedAt}|${architect}` : undefined;
}

type CountedRound = { holes: number; score: number; par: number };

/**
 * The change to the score counters when `before` becomes `after` (either may be absent: a create or a
 * delete). Counters that do not change are left out, so an edit of the comments writes nothing here.
 */
export function scoreCounterDelta(before?: CountedRound, after?: CountedRound): Map<string, number> {
  const delta = new Map<string, number>();
  const add = (round: CountedRound | undefined, by: number) => {
    if (!round) return;
    const name = scoreCounterName(round.holes, round.score, round.par);
    delta.set(name, (delta.get(name) ?? 0) + by);
  };
  add(before, -1);
  add(after, 1);
  for (const [name, by] of delta) if (by === 0) delta.delete(name);
  return delta;
}

export function scoreCountsOf(item: Record<string, unknown> | undefined): ScoreCount[] {
  if (!item) return [];
  return Object.entries(item).flatMap(([name, value]) => {
    const match = SCORE_COUNTER.exec(name);
    return match && typeof value === 'number'
      ? [
          {
            holes: Number(match[1]),
            score: Number(match[2]),
            par: match[3] === undefined ? null : Number(match[3]),
            count: value,
          },
        ]
      : [];
  });
}

export function architectNotesOf(link: Record<string, unknown>): PlayedCourse['architectNotes'] {
  return Object.entries(link).flatMap(([name, value]) => {
    if (!name.startsWith(ARCHITECT_NOTE_PREFIX) || typeof value !== 'string') return [];
    const separator = value.indexOf('|');
    return separator < 0
      ? []
      : [{ playedAt: value.slice(0, separator), architect: value.slice(separator + 1) }];
  });
}
