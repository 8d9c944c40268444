import type { ReactNode } from 'react';
import { formatDate } from '../../../../../shared/format/date';
import { HISTORIC_RULE } from '../../../../../shared/passport/course-facts';
import { bestScoreLabel } from '../../../../../shared/rounds/score-display';
import type { Passport, PassportRoundRef } from '../../../../../shared/schemas/passport';
import { Button } from '../../../shared/ui/button';
import { CourseList, courseNames, EmptyList, GroupList, RoundList, type CourseLookup } from './tile-lists';

/** One tile of the wall and what its dialog holds (spec §2 Passport: simple, course-list, venue, record). */
export interface PassportTile {
  key: string;
  group: 'simple' | 'courses' | 'venues' | 'records';
  label: string;
  value: string;
  /** A short line under the figure. */
  caption?: string;
  description: string;
  body: ReactNode;
}

export const TILE_GROUPS = [
  { key: 'simple', title: 'Your Numbers' },
  { key: 'courses', title: 'Course Collections' },
  { key: 'venues', title: 'Championship Venues' },
  { key: 'records', title: 'Records' },
] as const;

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;
const dateRange = (from: string | null, to: string | null) =>
  from && to ? (from === to ? formatDate(from) : `${formatDate(from)} to ${formatDate(to)}`) : '';
const number = (n: number) => n.toLocaleString('en-US');

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

function courseTile(
  key: string,
  label: string,
  ids: readonly string[],
  course: CourseLookup,
  description: string,
  empty: string,
  group: PassportTile['group'] = 'courses',
): PassportTile {
  return {
    key,
    group,
    label,
    value: String(ids.length),
    description,
    body: <CourseList ids={ids} course={course} empty={empty} />,
  };
}

interface TileActions {
  /** Edit Round from the Best Score dialog; the id of the round being fetched, if any. */
  onEditRound: (round: PassportRoundRef) => void;
  editingRoundId: string | null;
}

/** Every tile of the wall, from the passport the server computed. */
export function buildTiles(passport: Passport, course: CourseLookup, actions: TileActions): PassportTile[] {
  const { rounds, records } = passport;
  const roundsAtCourse = (id: string) =>
    plural(passport.courses.find((c) => c.id === id)?.roundCount ?? 0, 'round');
  const average = (figure: Passport['exclusivity'], unit: string) => ({
    value: figure.average === null ? 'N/A' : `${figure.average}${unit}`,
    caption: figure.counted > 0 ? `across ${plural(figure.counted, 'course')}` : undefined,
  });
  // `event` with its article: "the US Open", "a PGA Tour event".
  const venue = (key: keyof Passport['venues'], label: string, event: string): PassportTile =>
    courseTile(
      `venue-${key}`,
      label,
      passport.venues[key],
      course,
      `Courses you have played that have hosted ${event}, from the catalog's championship history.`,
      `None of your courses has hosted ${event} yet.`,
      'venues',
    );
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
      key: 'total-rounds',
      group: 'simple',
      label: 'Total Rounds Played',
      value: number(rounds.total),
      caption: `Average score ${rounds.averageScore ?? 'N/A'}`,
      description: `Your latest rounds. Average score (18-hole rounds): ${rounds.averageScore ?? 'N/A'}.`,
      body: (
        <RoundList
          rounds={rounds.latest}
          course={course}
          more={rounds.total - rounds.latest.length}
          empty="No rounds yet. Add a round to start your passport."
        />
      ),
    },
    {
      key: 'courses-played',
      group: 'simple',
      label: 'Courses Played',
      value: String(passport.coursesPlayed.length),
      description: 'Every course you have a round at.',
      body: (
        <CourseList
          ids={passport.coursesPlayed}
          course={course}
          note={roundsAtCourse}
          empty="No courses played yet."
        />
      ),
    },
    {
      key: 'countries',
      group: 'simple',
      label: 'Countries Visited',
      value: String(passport.countries.length),
      caption: `${plural(passport.citiesExplored, 'city', 'cities')} explored`,
      description: `Countries you have played golf in, with the ${plural(passport.citiesExplored, 'city', 'cities')} explored in them.`,
      body: (
        <GroupList
          groups={passport.countries.map((c) => ({
            key: c.country,
            title: c.country,
            detail: c.cities.join(', '),
            figure: plural(c.courseIds.length, 'course'),
          }))}
          empty="No countries yet."
        />
      ),
    },
    {
      key: 'cities',
      group: 'simple',
      label: 'Cities Visited',
      value: String(passport.cities.length),
      description: 'Cities (and towns) of the courses you have played.',
      body: (
        <GroupList
          groups={passport.cities.map((c) => ({
            key: `${c.city}|${c.state ?? ''}|${c.country}`,
            title: c.city,
            detail: [c.state, c.country].filter(Boolean).join(', '),
            figure: courseNames(c.courseIds, course),
          }))}
          empty="No cities yet."
        />
      ),
    },
    {
      key: 'states',
      group: 'simple',
      label: 'States Visited',
      value: String(passport.states.length),
      description: 'US states and Canadian provinces of the courses you have played.',
      body: (
        <GroupList
          groups={passport.states.map((s) => ({
            key: `${s.state}|${s.country}`,
            title: `${s.state}, ${s.country}`,
            detail: courseNames(s.courseIds, course),
            figure: plural(s.courseIds.length, 'course'),
          }))}
          empty="No US states or Canadian provinces yet."
        />
      ),
    },
    {
      key: 'best-score',
      group: 'simple',
      label: bestScoreLabel(passport.bestScore.holes),
      value: passport.bestScore.score === null ? '--' : String(passport.bestScore.score),
      description:
        'Your best 18-hole round against its par (a nine only if you have played no 18), and every round that scored it.',
      body: (
        <RoundList
          rounds={passport.bestScore.rounds}
          course={course}
          empty="No rounds yet."
          action={(round) => (
            <Button
              size="sm"
              variant="secondary"
              pending={actions.editingRoundId === round.id}
              onClick={() => actions.onEditRound(round)}
              aria-label={`Edit Round at ${course(round.courseId)?.name ?? 'course'}, ${formatDate(round.playedAt) ?? ''}`}
            >
              Edit Round
            </Button>
          )}
        />
      ),
    },
    {
      key: 'exclusivity',
      group: 'simple',
      label: 'Exclusivity Score',
      ...average(passport.exclusivity, '/10'),
      description: 'The average exclusivity (out of 10) of the courses you have played.',
      body: (
        <CourseList
          ids={passport.exclusivity.courseIds}
          course={course}
          note={(id) => `${course(id)?.exclusivityRating ?? 0}/10`}
          empty="No course with an exclusivity figure yet."
        />
      ),
    },
    {
      key: 'course-rating',
      group: 'simple',
      label: 'Average Course Rating',
      ...average(passport.courseRating, ''),
      description: 'The average course rating of the courses you have played where it is published.',
      body: (
        <CourseList
          ids={passport.courseRating.courseIds}
          course={course}
          note={(id) => String(course(id)?.courseRating ?? '')}
          empty="None of your courses has a published course rating yet."
        />
      ),
    },
    {
      key: 'slope-rating',
      group: 'simple',
      label: 'Average Slope Rating',
      ...average(passport.slopeRating, ''),
      description:
        'The average slope of the courses you have played where it is published (113 is only a default).',
      body: (
        <CourseList
          ids={passport.slopeRating.courseIds}
          course={course}
          note={(id) => String(course(id)?.slopeRating ?? '')}
          empty="None of your courses has a published slope yet."
        />
      ),
    },
    passport.top100.listsLoaded
      ? courseTile(
          'top-100',
          'Top 100 Courses',
          passport.top100.courseIds,
          course,
          'Courses you have played that appear on the ranking lists your operator imported.',
          'None of your courses is on the imported ranking lists yet.',
        )
      : {
          key: 'top-100',
          group: 'courses',
          label: 'Top 100 Courses',
          value: '--',
          caption: 'No ranking list on this site',
          description:
            'Counts your courses on a published ranking list, once this site’s operator imports one.',
          body: (
            <EmptyList>
              This site has no ranking list, so there is nothing to count yet. A list (Golf Digest’s, say)
              arrives only when the people who run this Fescue import it from a file; golfers cannot add one,
              and Fescue ships no ranking of its own. Your courses are counted the moment one is imported.
            </EmptyList>
          ),
        },
    {
      key: 'architects',
      group: 'courses',
      label: 'Different Architects',
      value: String(passport.architects.length),
      description:
        'The architects of the courses you have played (or the architect you named on your round).',
      body: (
        <GroupList
          groups={passport.architects.map((a) => ({
            key: a.architect,
            title: a.architect,
            detail: '',
            figure: plural(a.coursesPlayed, 'course'),
          }))}
          empty="No architects yet."
        />
      ),
    },
    courseTile(
      'private',
      'Private Clubs',
      passport.privateClubs,
      course,
      'Private clubs you have played.',
      'No private clubs yet.',
    ),
    courseTile(
      'bucket-list',
      'Bucket List',
      passport.bucketList,
      course,
      'Courses on your bucket list you have not played yet (one you played counts as played).',
      'Your bucket list is empty. Add courses you want to play!',
    ),
    {
      key: 'tournament',
      group: 'courses',
      label: 'Tournament Rounds',
      value: String(passport.tournamentRounds.length),
      description: 'Rounds you logged with the round type Tournament.',
      body: (
        <RoundList rounds={passport.tournamentRounds} course={course} empty="No tournament rounds yet." />
      ),
    },
    courseTile(
      'resort',
      'Resort Courses',
      passport.resort,
      course,
      'Resort courses you have played.',
      'No resort courses yet.',
    ),
    courseTile(
      'desert',
      'Desert Courses',
      passport.desert,
      course,
      'Desert courses you have played (a catalog fact).',
      'No desert courses yet.',
    ),
    courseTile(
      'links',
      'Links Courses',
      passport.links,
      course,
      'Links courses you have played (a catalog fact).',
      'No links courses yet.',
    ),
    courseTile(
      'coastal',
      'Coastal Courses',
      passport.coastal,
      course,
      'Coastal courses you have played (a catalog fact).',
      'No coastal courses yet.',
    ),
    courseTile(
      'historic',
      'Historic Courses',
      passport.historic,
      course,
      `Historic courses you have played: ${HISTORIC_RULE}.`,
      'No historic courses yet.',
    ),
    {
      key: 'time-zones',
      group: 'courses',
      label: 'Time Zones',
      value: String(passport.timeZones.length),
      description: "Distinct UTC offsets (standard time) of your courses' time zones.",
      body: (
        <GroupList
          groups={passport.timeZones.map((z) => ({
            key: z.offset,
            title: z.offset,
            detail: z.zones.join(', '),
            figure: courseNames(z.courseIds, course),
          }))}
          empty="No time zones yet."
        />
      ),
    },
    {
      key: 'miles',
      group: 'courses',
      label: 'Miles Traveled',
      value: number(passport.miles.miles),
      caption: `${number(passport.miles.kilometres)} km`,
      description:
        passport.miles.home.source === 'default'
          ? 'Measured from Philadelphia, because you have set neither a home course nor a city on your profile.'
          : `Measured from ${passport.miles.home.label}: twice the great-circle distance to each course you played.`,
      body: (
        <>
          <p className="passport-dialog__lead">
            {number(passport.miles.miles)} miles ({number(passport.miles.kilometres)} km): there and back from{' '}
            {passport.miles.home.label} to each course you played, once per course.
            {passport.miles.coursesWithoutPosition > 0
              ? ` ${plural(passport.miles.coursesWithoutPosition, 'course')} without a position ${passport.miles.coursesWithoutPosition === 1 ? 'is' : 'are'} left out.`
              : ''}
          </p>
          <CourseList
            ids={passport.miles.trips.map((t) => t.courseId)}
            course={course}
            note={(id) => `${number(passport.miles.trips.find((t) => t.courseId === id)?.miles ?? 0)} mi`}
            empty="No trips yet."
          />
        </>
      ),
    },
    venue(
      'pgaTour',
      'PGA Tour Venues',
      'a PGA Tour event (a tour stop, The Players or a major played in the US)',
    ),
    venue('usOpen', 'US Open Venues', 'the US Open'),
    venue('pgaChampionship', 'PGA Championship Venues', 'the PGA Championship'),
    venue('openChampionship', 'Open Championship Venues', 'the Open Championship'),
    venue('ryderCup', 'Ryder Cup Venues', 'the Ryder Cup'),
    venue('usAmateur', 'US Amateur Venues', 'the US Amateur'),
    {
      key: 'most-in-year',
      group: 'records',
      label: 'Most Rounds in a Year',
      value: String(topYear?.rounds ?? 0),
      caption: yearCaption,
      description: 'Your rounds per year, busiest first.',
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
      description: 'The ten courses you have played most.',
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
      description: 'The ten days you played the most holes (a 9-hole round counts 9).',
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
}
