import { Link } from 'react-router-dom';
import type { YearInGolf } from '#shared/year-in-golf/year-in-golf-schema';

/**
 * The years with rounds, latest first, each a link to its page (/year/2025): the year shown is marked as the
 * current page. Links, so a year is an address to keep and the browser's back goes to the year before.
 */
export function YearSwitcher({ years, current }: { years: YearInGolf['years']; current: number }) {
  if (years.length === 0) return null;
  return (
    <nav className="year-switcher" aria-label="Years of golf">
      <ul>
        {years.map(({ year, rounds }) => (
          <li key={year}>
            <Link
              to={`/year/${year}`}
              className="year-switcher__year"
              aria-current={year === current ? 'page' : undefined}
              aria-label={`${year}: ${rounds} ${rounds === 1 ? 'round' : 'rounds'}`}
            >
              {year}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
