import type { Round } from '#shared/schemas/round';

/**
 * How a round linked to a GHIN score is marked (docs/architecture.md, "Which GHIN scores become rounds"): one
 * a sync made is "From GHIN"; the golfer's own round a sync found to be a score they posted is "Linked to
 * GHIN". Null for a round linked to no score.
 */
export function ghinMarkOf(round: Pick<Round, 'ghinScoreId' | 'source'>): string | null {
  if (!round.ghinScoreId) return null;
  return round.source === 'ghin' ? 'From GHIN' : 'Linked to GHIN';
}

/**
 * What the next sync does with an edit of a round linked to a GHIN score, as functions/ghin/sync/sync-golfer.ts
 * does it: GHIN's facts of the score are set back to GHIN's, the rest of the round is the golfer's and stays;
 * a deleted round is made again from its score.
 */
export function ghinEditNotice(round: Pick<Round, 'ghinScoreId' | 'source'>): string | null {
  if (!round.ghinScoreId) return null;
  const origin =
    round.source === 'ghin'
      ? 'This round came from GHIN.'
      : 'This round is linked to a score you posted to GHIN.';
  return `${origin} The next sync will overwrite score, course, date, holes, tees, course rating and slope with GHIN's; your notes, photos and ratings stay. A deleted round comes back with the next sync.`;
}

/** "18 holes", or "14 of 18 holes" for a round not finished. */
export function holesText(round: Pick<Round, 'holes' | 'holesPlayed'>): string {
  return round.holesPlayed && round.holesPlayed < round.holes
    ? `${round.holesPlayed} of ${round.holes} holes`
    : `${round.holes} holes`;
}
