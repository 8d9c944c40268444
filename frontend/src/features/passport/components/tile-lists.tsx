import type { ReactNode } from 'react';
import { formatDate } from '#shared/format/date';
import { scoreWithPar } from '#shared/rounds/score-display';
import type { Destination, PassportRoundRef } from '#shared/schemas/passport';

/** Lists inside the passport's tile dialogs: courses, rounds, and named groups of courses. */

export type CourseLookup = (id: string) => Destination | undefined;

export function EmptyList({ children }: { children: ReactNode }) {
  return <p className="passport-list__empty">{children}</p>;
}

export function CourseList({
  ids,
  course,
  note,
  empty,
}: {
  ids: readonly string[];
  course: CourseLookup;
  /** Something to say about each course (its rounds, its miles...). */
  note?: (id: string) => ReactNode;
  empty: string;
}) {
  if (ids.length === 0) return <EmptyList>{empty}</EmptyList>;
  return (
    <ul className="passport-list">
      {ids.map((id) => {
        const found = course(id);
        return (
          <li key={id} className="passport-list__item">
            <span className="passport-list__main">
              <span className="passport-list__name">{found?.name ?? 'Course no longer in the catalog'}</span>
              {found ? <span className="passport-list__sub">{found.location}</span> : null}
            </span>
            {note ? <span className="passport-list__note">{note(id)}</span> : null}
          </li>
        );
      })}
    </ul>
  );
}

export function RoundList({
  rounds,
  course,
  action,
  more = 0,
  moreLabel = (n) => `... and ${n} more rounds`,
  empty,
}: {
  rounds: readonly PassportRoundRef[];
  course: CourseLookup;
  action?: (round: PassportRoundRef) => ReactNode;
  more?: number;
  moreLabel?: (n: number) => string;
  empty: string;
}) {
  if (rounds.length === 0) return <EmptyList>{empty}</EmptyList>;
  return (
    <>
      <ul className="passport-list">
        {rounds.map((round) => (
          <li key={round.id} className="passport-list__item">
            <span className="passport-list__main">
              <span className="passport-list__name">{course(round.courseId)?.name ?? 'Unknown course'}</span>
              <span className="passport-list__sub">
                {formatDate(round.playedAt) ?? 'Date unknown'} · {round.holes} holes
                {round.roundType !== 'Regular' ? ` · ${round.roundType}` : ''}
              </span>
            </span>
            <span className="passport-list__note">{scoreWithPar(round.score, round.par)}</span>
            {action ? action(round) : null}
          </li>
        ))}
      </ul>
      {more > 0 ? <p className="passport-list__more">{moreLabel(more)}</p> : null}
    </>
  );
}

/**
 * "Pebble Beach, Cypress Point +3 more": the first names of a group of courses
 * (docs/product-rules.md#list-sizes: 2 names).
 */
export function courseNames(ids: readonly string[], course: CourseLookup, shown = 2): string {
  const names = ids.slice(0, shown).map((id) => course(id)?.name ?? 'Unknown course');
  const more = ids.length - shown;
  return more > 0 ? `${names.join(', ')} +${more} more` : names.join(', ');
}

export function GroupList({
  groups,
  empty,
}: {
  groups: readonly { key: string; title: ReactNode; detail: ReactNode; figure: ReactNode }[];
  empty: string;
}) {
  if (groups.length === 0) return <EmptyList>{empty}</EmptyList>;
  return (
    <ul className="passport-list">
      {groups.map((group) => (
        <li key={group.key} className="passport-list__item">
          <span className="passport-list__main">
            <span className="passport-list__name">{group.title}</span>
            <span className="passport-list__sub">{group.detail}</span>
          </span>
          <span className="passport-list__note">{group.figure}</span>
        </li>
      ))}
    </ul>
  );
}
