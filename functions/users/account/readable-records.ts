import { sharePagePath } from '#shared/sharing/share-link';
import { ACHIEVEMENTS } from '#shared/achievements/definitions';
import { formatHandicapIndex } from '#shared/handicap/handicap-text';
import {
  ACHIEVEMENT_UNLOCK_ENTITY,
  ROUND_DAYS_ENTITY,
  achievementKeys,
} from '../../data/keys/achievement-keys';
import { COURSE_LINK_ENTITY } from '../../data/keys/course-keys';
import { ROUND_TOTALS_ENTITY } from '../../data/keys/round-keys';
import { SHARE_LINK_MIRROR_ENTITY, shareKeys } from '../../data/keys/share-keys';
import { USER_ENTITY } from '../../data/keys/user-keys';
import { PASSPORT_COURSE_ATTRIBUTE, parsePassportRound } from '../../passport/passport-totals';
import { roundDaysOf } from '../../achievements/round-days';
import { architectNotesOf, scoreCountsOf } from '../../rounds/round-totals';

const titleOf = new Map(ACHIEVEMENTS.map((definition) => [definition.id, definition.title]));

type Item = Record<string, unknown>;
type Fields = Record<string, unknown>;

/** Attributes named per round or per score line (`pr#<id>`, `score18_85_p72`): folded into one list each. */
const PER_ROUND_OR_LINE = /^(pr#|architectNote#|score(9|18)_)/;

function withoutPerRoundAttributes(fields: Fields): Fields {
  return Object.fromEntries(Object.entries(fields).filter(([name]) => !PER_ROUND_OR_LINE.test(name)));
}

/**
 * Kinds whose stored shape only Fescue's code can read (the identity in the key, counters named by their
 * value, JSON in a string), as a golfer or another program reads them. Each takes the stored item and the
 * fields the export keeps (keys removed) and answers the record to write.
 */
const READABLE: Record<string, (item: Item, fields: Fields) => Fields> = {
  [ACHIEVEMENT_UNLOCK_ENTITY]: (item, fields) => {
    const achievementId = achievementKeys.achievementIdFromSk(String(item.sk));
    return { achievementId, title: titleOf.get(achievementId) ?? achievementId, ...fields };
  },
  // `d10-03: 1` in the 2025 item: rounds per day, by the full date.
  [ROUND_DAYS_ENTITY]: (item) => ({
    year: achievementKeys.yearFromRoundDaysSk(String(item.sk)),
    roundsPerDay: roundDaysOf([item]),
  }),
  [ROUND_TOTALS_ENTITY]: (item, fields) => ({
    ...withoutPerRoundAttributes(fields),
    roundsByScore: scoreCountsOf(item),
  }),
  [COURSE_LINK_ENTITY]: (item, fields) => {
    const courseId = String(item.courseId);
    const kept = fields[PASSPORT_COURSE_ATTRIBUTE];
    return {
      ...withoutPerRoundAttributes(fields),
      ...(typeof kept === 'string' ? { [PASSPORT_COURSE_ATTRIBUTE]: JSON.parse(kept) as unknown } : {}),
      rounds: Object.entries(item).flatMap(
        ([name, value]) => parsePassportRound(courseId, name, value) ?? [],
      ),
      architectNotes: architectNotesOf(item),
    };
  },
  // Stored as World Handicap System numbers (a plus handicap is negative); every screen shows "+2.3".
  // A live link's token is only in its sort key: the golfer gets it back with the page it opens. A revoked
  // link's items are deleted with it, so no revoked token is ever in the file (docs/product-rules.md#your-data).
  [SHARE_LINK_MIRROR_ENTITY]: (item, fields) => {
    const token = shareKeys.tokenOfMirrorSk(String(item.sk)) ?? '';
    return { token, path: sharePagePath(token), ...fields };
  },
  [USER_ENTITY]: (_item, fields) => ({
    ...fields,
    ...(typeof fields.handicap === 'number' ? { handicapShownAs: formatHandicapIndex(fields.handicap) } : {}),
    ...(typeof fields.ghinHandicap === 'number'
      ? { ghinHandicapShownAs: formatHandicapIndex(fields.ghinHandicap) }
      : {}),
  }),
};

/** The record of one stored item as the export writes it. */
export function readableRecord(item: Item, fields: Fields): Fields {
  const readable = typeof item.entity === 'string' ? READABLE[item.entity] : undefined;
  return readable ? readable(item, fields) : fields;
}
