import { Trophy } from 'lucide-react';
import type { Championship } from '#shared/schemas/course';
import { championshipName, championshipTour, championshipYears } from '../lib/course-labels';

/** Majors and team cups first, then amateur and women's championships, then tour stops. */
const eventOrder = [
  'masters',
  'us-open',
  'open-championship',
  'pga-championship',
  'players-championship',
  'ryder-cup',
  'presidents-cup',
  'us-amateur',
  'us-womens-open',
  'walker-cup',
  'solheim-cup',
  'pga-tour',
  'dp-world-tour',
  'other',
];

function rank(championship: Championship): number {
  const index = eventOrder.indexOf(championship.event);
  return index === -1 ? eventOrder.length : index;
}

/** Each event the course hosted, with its years; editions awarded for later years are marked as such. */
export function ChampionshipHistory({
  championships,
  currentYear,
}: {
  championships: readonly Championship[];
  currentYear: number;
}) {
  const sorted = [...championships].sort((a, b) => rank(a) - rank(b));
  return (
    <ol className="championships">
      {sorted.map((championship, index) => {
        const years = championshipYears(championship, currentYear);
        const tour = championshipTour(championship);
        const { hostedText } = years;
        return (
          <li key={`${championship.event}-${championship.name ?? ''}-${index}`} className="championship">
            <span className="championship__icon" aria-hidden="true">
              <Trophy />
            </span>
            <div className="championship__body">
              <h3 className="championship__name">
                {championshipName(championship)}
                {tour ? <span className="championship__tour">{tour}</span> : null}
              </h3>
              <p className="championship__years">
                {hostedText}
                {years.awarded.length > 0 ? (
                  <span className="championship__awarded">
                    {hostedText ? '; ' : ''}
                    {years.awarded.join(', ')} (awarded)
                  </span>
                ) : null}
              </p>
            </div>
            {years.hosted.length > 1 ? (
              <span className="championship__count">
                <span aria-hidden="true">{years.hosted.length}×</span>
                <span className="visually-hidden">{years.hosted.length} times</span>
              </span>
            ) : null}
          </li>
        );
      })}
    </ol>
  );
}
