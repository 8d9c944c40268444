import { formatDate } from '#shared/format/date';
import type { Passport } from '#shared/schemas/passport';
import { CourseList, courseNames, EmptyList, GroupList, RoundList } from '../tile-lists';
import { dateRange, plural, voiced, type PassportTile, type TileContext, type TileGroup } from './tile-types';

/**
 * How many share a record's figure: the count the server sent (its lists stop at 10), or for a passport this
 * device kept before it was sent, the ties the list shows.
 */
function holdersOf<T>(list: readonly T[], figure: (entry: T) => number, sent: number | undefined): number {
  const first = list[0];
  if (sent !== undefined) return sent;
  return first === undefined ? 0 : list.filter((entry) => figure(entry) === figure(first)).length;
}

/**
 * The figure line already says how many are tied; the list stops at 10, so when more share the record the
 * dialog says which of them it shows.
 */
function UnlistedHolders({ holders, listed, which }: { holders: number; listed: number; which: string }) {
  if (holders <= listed) return null;
  return (
    <p className="passport-dialog__lead">
      All {holders} share the record; the {listed} {which} are listed.
    </p>
  );
}

/** Records: the busiest year, course and day, and the longest streaks of days and weeks. */
export const recordTiles: TileGroup = {
  key: 'records',
  title: 'Records',
  placeholders: 5,
  tiles: ({ passport, course, reader }: TileContext) => {
    const say = voiced(reader);
    const { records } = passport;
    const streak = (
      key: string,
      label: string,
      figures: Passport['records']['consecutiveDays'],
      unit: 'day' | 'week',
    ): PassportTile => ({
      key,
      group: 'records',
      label,
      value: String(figures.longest.length),
      caption: figures.longest.length > 0 ? plural(figures.longest.length, unit) : undefined,
      description:
        unit === 'day'
          ? 'Calendar days in a row with at least one round; two rounds on one day count once.'
          : 'Weeks in a row (Monday to Sunday) with at least one round.',
      body: (
        <dl className="passport-facts">
          <div>
            <dt>Longest streak</dt>
            <dd>
              {plural(figures.longest.length, unit)}
              {figures.longest.length > 0 ? ` · ${dateRange(figures.longest.from, figures.longest.to)}` : ''}
              {(figures.longestTimes ?? 1) > 1
                ? ` (reached ${figures.longestTimes} times; the latest is shown)`
                : ''}
            </dd>
          </div>
          <div>
            <dt>Current streak</dt>
            <dd>
              {figures.current.length > 0
                ? `${plural(figures.current.length, unit)} · ${dateRange(figures.current.from, figures.current.to)}`
                : `None: no round ${unit === 'day' ? 'today or yesterday' : 'this week or last week'}`}
            </dd>
          </div>
        </dl>
      ),
    });

    // A record held by several is a tie: the tile counts the holders rather than headline one of them.
    const topYear = records.years[0];
    const yearHolders = records.years.filter((y) => y.rounds === topYear?.rounds).map((y) => y.year);
    const yearCaption =
      yearHolders.length > 2
        ? `${yearHolders.length} years tied`
        : yearHolders.length > 0
          ? `in ${yearHolders.sort().join(' and ')}`
          : undefined;
    const topCourse = records.courses[0];
    const courseHolders = holdersOf(records.courses, (c) => c.rounds, records.coursesAtTop);
    const topDay = records.days[0];
    const dayHolders = holdersOf(records.days, (d) => d.holes, records.daysAtTop);

    return [
      {
        key: 'most-in-year',
        group: 'records',
        label: 'Most Rounds in a Year',
        value: String(topYear?.rounds ?? 0),
        caption: yearCaption,
        description: `${say('Your', 'The golfer’s')} rounds per year, busiest first.`,
        body:
          records.years.length === 0 ? (
            <EmptyList>No rounds yet.</EmptyList>
          ) : (
            <div className="passport-years">
              {records.years.map((year) => (
                <section key={year.year} className="passport-years__year" aria-label={year.year}>
                  <h3>
                    {year.year} · {plural(year.rounds, 'round')}
                  </h3>
                  <RoundList
                    rounds={year.latest}
                    course={course}
                    more={year.rounds - year.latest.length}
                    moreLabel={(n) => `+${n} more`}
                    empty=""
                  />
                </section>
              ))}
            </div>
          ),
      },
      {
        key: 'most-at-course',
        group: 'records',
        label: 'Most Rounds at One Course',
        value: String(topCourse?.rounds ?? 0),
        caption:
          courseHolders > 1
            ? `${courseHolders} courses tied`
            : topCourse
              ? course(topCourse.courseId)?.name
              : undefined,
        description: `The ten courses ${say('you have', 'the golfer has')} played most.`,
        body: (
          <>
            <UnlistedHolders
              holders={courseHolders}
              listed={records.courses.length}
              which="played most recently"
            />
            <CourseList
              ids={records.courses.map((c) => c.courseId)}
              course={course}
              note={(id) => plural(records.courses.find((c) => c.courseId === id)?.rounds ?? 0, 'round')}
              empty="No rounds yet."
            />
          </>
        ),
      },
      {
        key: 'most-holes-day',
        group: 'records',
        label: 'Most Holes in One Day',
        value: String(topDay?.holes ?? 0),
        caption:
          dayHolders > 1
            ? `${dayHolders} days tied`
            : topDay
              ? (formatDate(topDay.day) ?? undefined)
              : undefined,
        description: `The ten days ${say('you', 'the golfer')} played the most holes (a 9-hole round counts 9).`,
        body: (
          <>
            <UnlistedHolders holders={dayHolders} listed={records.days.length} which="latest" />
            <GroupList
              groups={records.days.map((d) => ({
                key: d.day,
                title: formatDate(d.day) ?? d.day,
                detail: `${plural(d.rounds, 'round')} · ${courseNames(d.courseIds, course)}`,
                figure: `${d.holes} holes`,
              }))}
              empty="No rounds yet."
            />
          </>
        ),
      },
      streak('consecutive-days', 'Consecutive Days Played', records.consecutiveDays, 'day'),
      streak('consecutive-weeks', 'Consecutive Weeks Played', records.consecutiveWeeks, 'week'),
    ];
  },
};
