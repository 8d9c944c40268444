import { formatDate } from '#shared/format/date';
import { bestScoreLabel } from '#shared/rounds/score-display';
import type { Passport } from '#shared/schemas/passport';
import { Button } from '@/shared/ui/button';
import { CourseList, courseNames, GroupList, RoundList } from '../tile-lists';
import { number, plural, voiced, type TileContext, type TileGroup } from './tile-types';

/** Your Numbers: rounds, places, the best score and the averages of the courses played. */
export const simpleTiles: TileGroup = {
  key: 'simple',
  title: 'Your Numbers',
  placeholders: 9,
  tiles: ({ passport, course, actions, reader }: TileContext) => {
    const say = voiced(reader);
    const { rounds } = passport;
    const roundsAtCourse = (id: string) =>
      plural(passport.courses.find((c) => c.id === id)?.roundCount ?? 0, 'round');
    const average = (figure: Passport['exclusivity'], unit: string) => ({
      value: figure.average === null ? 'N/A' : `${figure.average}${unit}`,
      caption: figure.counted > 0 ? `across ${plural(figure.counted, 'course')}` : undefined,
    });
    return [
      {
        key: 'total-rounds',
        group: 'simple',
        label: 'Total Rounds Played',
        value: number(rounds.total),
        caption: `Average score ${rounds.averageScore ?? 'N/A'}`,
        description: `${say('Your', 'The golfer’s')} latest rounds. Average score (18-hole rounds): ${rounds.averageScore ?? 'N/A'}.`,
        body: (
          <RoundList
            rounds={rounds.latest}
            course={course}
            more={rounds.total - rounds.latest.length}
            empty={say('No rounds yet. Add a round to start your passport.', 'No rounds yet.')}
          />
        ),
      },
      {
        key: 'courses-played',
        group: 'simple',
        label: 'Courses Played',
        value: String(passport.coursesPlayed.length),
        description: say('Every course you have a round at.', 'Every course the golfer has a round at.'),
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
        description: `Countries ${say('you have', 'the golfer has')} played golf in, with the ${plural(passport.citiesExplored, 'city', 'cities')} explored in them.`,
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
        description: `Cities (and towns) of the courses ${say('you have', 'the golfer has')} played.`,
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
        description: `US states and Canadian provinces of the courses ${say('you have', 'the golfer has')} played.`,
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
        description: say(
          'Your best 18-hole round against its par (a nine only if you have played no 18), and every round that scored it.',
          'The golfer’s best 18-hole round against its par (a nine only if they have played no 18), and every round that scored it.',
        ),
        body: (
          <RoundList
            rounds={passport.bestScore.rounds}
            course={course}
            empty="No rounds yet."
            action={(round) =>
              actions.onEditRound ? (
                <Button
                  size="sm"
                  variant="secondary"
                  pending={actions.editingRoundId === round.id}
                  onClick={() => actions.onEditRound?.(round)}
                  aria-label={`Edit Round at ${course(round.courseId)?.name ?? 'course'}, ${formatDate(round.playedAt) ?? ''}`}
                >
                  Edit Round
                </Button>
              ) : null
            }
          />
        ),
      },
      {
        key: 'exclusivity',
        group: 'simple',
        label: 'Exclusivity Score',
        ...average(passport.exclusivity, '/10'),
        description: `The average exclusivity (out of 10) of the courses ${say('you have', 'the golfer has')} played.`,
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
        description: `The average course rating of the courses ${say('you have', 'the golfer has')} played where it is published.`,
        body: (
          <CourseList
            ids={passport.courseRating.courseIds}
            course={course}
            note={(id) => String(course(id)?.courseRating ?? '')}
            empty={`None of ${say('your', 'the golfer’s')} courses has a published course rating yet.`}
          />
        ),
      },
      {
        key: 'slope-rating',
        group: 'simple',
        label: 'Average Slope Rating',
        ...average(passport.slopeRating, ''),
        description: `The average slope of the courses ${say('you have', 'the golfer has')} played where it is published (113 is only a default).`,
        body: (
          <CourseList
            ids={passport.slopeRating.courseIds}
            course={course}
            note={(id) => String(course(id)?.slopeRating ?? '')}
            empty={`None of ${say('your', 'the golfer’s')} courses has a published slope yet.`}
          />
        ),
      },
    ];
  },
};
