import { Link } from 'react-router-dom';
import type { YearFigures } from '#shared/year-in-golf/year-in-golf-schema';
import { joinLocation } from '@/shared/lib/format';

/** The year's courses (the new ones marked) and its countries (the new ones marked). */
export function YearPlaces({ figures }: { figures: YearFigures }) {
  return (
    <div className="year-places">
      <section aria-labelledby="year-courses-title" className="year-panel">
        <h2 id="year-courses-title" className="year-panel__title">
          Courses played
        </h2>
        <ul className="year-list">
          {figures.courses.map((course) => (
            <li key={course.id} className="year-list__item">
              <span>
                <Link to={`/course/${encodeURIComponent(course.id)}`}>{course.name}</Link>
                <span className="year-list__place">
                  {joinLocation(course.city, course.state, course.country)}
                </span>
              </span>
              <span className="year-list__meta">
                {course.isNew ? <span className="year-badge">New</span> : null}
                {course.rounds} {course.rounds === 1 ? 'round' : 'rounds'}
              </span>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="year-countries-title" className="year-panel">
        <h2 id="year-countries-title" className="year-panel__title">
          Countries
        </h2>
        <ul className="year-list">
          {figures.countries.map((country) => (
            <li key={country.country} className="year-list__item">
              <span>{country.country}</span>
              <span className="year-list__meta">
                {country.isNew ? <span className="year-badge">New</span> : null}
                {country.courseIds.length} {country.courseIds.length === 1 ? 'course' : 'courses'}
              </span>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
