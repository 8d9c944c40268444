import { Link } from 'react-router-dom';
import { formatDate } from '#shared/format/date';
import { againstParWords } from '#shared/rounds/score-display';
import type { YearFigures } from '#shared/year-in-golf/year-in-golf-schema';
import { Skeleton } from '@/shared/ui/skeleton';
import { formatNumber } from '#shared/format/number';

const count = (n: number, one: string, many: string) => `${formatNumber(n)} ${n === 1 ? one : many}`;

interface Figure {
  key: string;
  label: string;
  value: React.ReactNode;
  caption: React.ReactNode;
}

function figuresOf(figures: YearFigures): Figure[] {
  const name = (id: string) => figures.courses.find((course) => course.id === id)?.name ?? 'A removed course';
  const best = figures.bestRound;
  const firstBest = best?.rounds[0];
  const most = figures.mostPlayed;
  return [
    {
      key: 'rounds',
      label: 'Rounds',
      value: formatNumber(figures.rounds),
      caption: count(figures.courses.length, 'course', 'courses'),
    },
    {
      key: 'holes',
      label: 'Holes played',
      value: formatNumber(figures.holes),
      caption: 'a nine counts 9',
    },
    {
      key: 'new-courses',
      label: 'New courses',
      value: formatNumber(figures.newCourseIds.length),
      caption: 'first played this year',
    },
    {
      key: 'new-countries',
      label: 'New countries',
      value: formatNumber(figures.newCountries.length),
      caption:
        figures.newCountries.length > 0
          ? figures.newCountries.join(', ')
          : `of ${count(figures.countries.length, 'country', 'countries')} played`,
    },
    {
      key: 'miles',
      label: 'Miles traveled',
      value: formatNumber(figures.miles.miles),
      caption: `${formatNumber(figures.miles.kilometres)} km there and back from ${figures.miles.home.label}`,
    },
    {
      key: 'best',
      label: best?.holes === 9 ? 'Best 9-hole round' : 'Best round',
      value: best ? String(best.score) : 'N/A',
      caption:
        best && firstBest ? (
          <>
            {againstParWords(best.score, best.par)} at{' '}
            <Link to={`/course/${encodeURIComponent(firstBest.courseId)}`}>{name(firstBest.courseId)}</Link>,{' '}
            {formatDate(firstBest.playedAt)}
            {best.rounds.length > 1 ? ` (and ${best.rounds.length - 1} more)` : null}
          </>
        ) : (
          '\u00a0'
        ),
    },
    {
      key: 'most-played',
      label: 'Most played',
      value: most ? (
        <Link to={`/course/${encodeURIComponent(most.courseId)}`}>{name(most.courseId)}</Link>
      ) : (
        'N/A'
      ),
      caption: most
        ? `${count(most.rounds, 'round', 'rounds')}${most.tiedWith > 0 ? `, tied with ${count(most.tiedWith, 'other course', 'other courses')}` : ''}`
        : '\u00a0',
    },
  ];
}

/** The year's figures as a list of terms and values (read in order by a screen reader). */
export function YearFiguresGrid({ figures }: { figures: YearFigures }) {
  return (
    <dl className="year-figures">
      {figuresOf(figures).map((figure) => (
        <div key={figure.key} className="year-figure" data-figure={figure.key}>
          <dt className="year-figure__label">{figure.label}</dt>
          <dd className="year-figure__value">{figure.value}</dd>
          <dd className="year-figure__caption">{figure.caption}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The same grid while the year loads: seven cards of the loaded size, so nothing moves when it arrives. */
export function YearFiguresSkeleton() {
  return (
    <div className="year-figures" aria-hidden="true">
      {Array.from({ length: 7 }, (_, index) => (
        <div key={index} className="year-figure">
          <span className="year-figure__label">
            <Skeleton width="60%" height="0.9rem" />
          </span>
          <span className="year-figure__value">
            <Skeleton width="45%" height="2rem" />
          </span>
          <span className="year-figure__caption">
            <Skeleton width="80%" height="0.8rem" />
          </span>
        </div>
      ))}
    </div>
  );
}
