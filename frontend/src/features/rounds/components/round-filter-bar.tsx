import { Search } from 'lucide-react';
import { Input } from '@/shared/ui/field';
import { Select } from '@/shared/ui/select';
import {
  ALL_YEARS,
  SCORE_FILTERS,
  SORTS,
  UNKNOWN_YEAR,
  type RoundFilters,
  type RoundSort,
  type ScoreFilter,
} from '../lib/filter-rounds';

interface RoundFilterBarProps {
  filters: RoundFilters;
  years: readonly string[];
  onChange: (filters: RoundFilters) => void;
}

export function RoundFilterBar({ filters, years, onChange }: RoundFilterBarProps) {
  const yearOptions = [
    { value: ALL_YEARS, label: 'All Years' },
    ...years.map((year) => ({ value: year, label: year === UNKNOWN_YEAR ? 'Unknown' : year })),
  ];
  return (
    <div className="round-filters" role="search">
      <div className="round-filters__search">
        <Search aria-hidden="true" />
        <Input
          type="search"
          placeholder="Search courses, locations, notes..."
          aria-label="Search rounds"
          value={filters.search}
          onChange={(event) => onChange({ ...filters, search: event.target.value })}
        />
      </div>
      <Select
        aria-label="Sort rounds"
        options={SORTS}
        value={filters.sort}
        onValueChange={(sort) => onChange({ ...filters, sort: sort as RoundSort })}
      />
      <Select
        aria-label="Filter by year"
        options={yearOptions}
        value={filters.year}
        onValueChange={(year) => onChange({ ...filters, year })}
      />
      <Select
        aria-label="Filter by score"
        options={SCORE_FILTERS}
        value={filters.score}
        onValueChange={(score) => onChange({ ...filters, score: score as ScoreFilter })}
      />
    </div>
  );
}
