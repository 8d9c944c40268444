import { HISTORIC_RULE } from '#shared/passport/course-facts';
import { CourseList, courseNames, EmptyList, GroupList, RoundList } from '../tile-lists';
import { courseTile, number, plural, voiced, type TileContext, type TileGroup } from './tile-types';

/** Course Collections: the course lists of the wall (rankings, types, settings, architects, time zones, miles). */
export const courseTiles: TileGroup = {
  key: 'courses',
  title: 'Course Collections',
  placeholders: 12,
  tiles: ({ passport, course, reader }: TileContext) => {
    const say = voiced(reader);
    const played = say('you have', 'the golfer has');
    const your = say('your', 'the golfer’s');
    return [
      passport.top100.listsLoaded
        ? courseTile(
            'top-100',
            'Top 100 Courses',
            passport.top100.courseIds,
            course,
            `Courses ${played} played that appear on the ranking lists this site’s operator imported.`,
            `None of ${your} courses is on the imported ranking lists yet.`,
          )
        : {
            key: 'top-100',
            group: 'courses',
            label: 'Top 100 Courses',
            value: '--',
            caption: 'No ranking list on this site',
            description: `Counts ${your} courses on a published ranking list, once this site’s operator imports one.`,
            body: (
              <EmptyList>
                This site has no ranking list, so there is nothing to count yet. A list (Golf Digest’s, say)
                arrives only when the people who run this Fescue import it from a file; golfers cannot add
                one, and Fescue ships no ranking of its own. {say('Your', 'The golfer’s')} courses are counted
                the moment one is imported.
              </EmptyList>
            ),
          },
      {
        key: 'architects',
        group: 'courses',
        label: 'Different Architects',
        value: String(passport.architects.length),
        description: say(
          'The architects of the courses you have played (or the architect you named on your round).',
          'The architects of the courses the golfer has played (or the architect they named on their round).',
        ),
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
        `Private clubs ${played} played.`,
        'No private clubs yet.',
      ),
      courseTile(
        'bucket-list',
        'Bucket List',
        passport.bucketList,
        course,
        say(
          'Courses on your bucket list you have not played yet (one you played counts as played).',
          'Courses on the golfer’s bucket list they have not played yet (one they played counts as played).',
        ),
        say('Your bucket list is empty. Add courses you want to play!', 'The golfer’s bucket list is empty.'),
      ),
      {
        key: 'tournament',
        group: 'courses',
        label: 'Tournament Rounds',
        value: String(passport.tournamentRounds.length),
        description: `Rounds ${say('you', 'the golfer')} logged with the round type Tournament.`,
        body: (
          <RoundList rounds={passport.tournamentRounds} course={course} empty="No tournament rounds yet." />
        ),
      },
      courseTile(
        'resort',
        'Resort Courses',
        passport.resort,
        course,
        `Resort courses ${played} played.`,
        'No resort courses yet.',
      ),
      courseTile(
        'desert',
        'Desert Courses',
        passport.desert,
        course,
        `Desert courses ${played} played (a catalog fact).`,
        'No desert courses yet.',
      ),
      courseTile(
        'links',
        'Links Courses',
        passport.links,
        course,
        `Links courses ${played} played (a catalog fact).`,
        'No links courses yet.',
      ),
      courseTile(
        'coastal',
        'Coastal Courses',
        passport.coastal,
        course,
        `Coastal courses ${played} played (a catalog fact).`,
        'No coastal courses yet.',
      ),
      courseTile(
        'historic',
        'Historic Courses',
        passport.historic,
        course,
        `Historic courses ${played} played: ${HISTORIC_RULE}.`,
        'No historic courses yet.',
      ),
      {
        key: 'time-zones',
        group: 'courses',
        label: 'Time Zones',
        value: String(passport.timeZones.length),
        description: `Distinct UTC offsets (standard time) of ${your} courses' time zones.`,
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
            ? say(
                'Measured from Philadelphia, because you have set neither a home course nor a city on your profile.',
                'Measured from Philadelphia: the golfer has set neither a home course nor a city on their profile.',
              )
            : passport.miles.home.source === 'profile-region'
              ? say(
                  `Measured from ${passport.miles.home.label}, because Fescue could not place the city on your profile: save it again, or choose a home course, for an exact point.`,
                  `Measured from ${passport.miles.home.label}, the region of the city on the golfer’s profile.`,
                )
              : `Measured from ${passport.miles.home.label}: twice the great-circle distance to each course ${say('you', 'the golfer')} played.`,
        body: (
          <>
            <p className="passport-dialog__lead">
              {number(passport.miles.miles)} miles ({number(passport.miles.kilometres)} km): there and back
              from {passport.miles.home.label} to each course {say('you', 'the golfer')} played, once per
              course.
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
    ];
  },
};
