import { LayoutGrid, Map as MapIcon, Search } from 'lucide-react';
import { Button } from '@/shared/ui/button';
import { Input } from '@/shared/ui/field';
import { Select } from '@/shared/ui/select';
import {
  ALL,
  NO_FILTERS,
  SORT_OPTIONS,
  STATUS_OPTIONS,
  TYPE_OPTIONS,
  type DestinationFilters,
  type DestinationSort,
} from '../lib/filter-destinations';

interface DestinationFilterBarProps {
  filters: DestinationFilters;
  countries: readonly string[];
  architects: readonly string[];
  onChange: (filters: DestinationFilters) => void;
  view: 'grid' | 'map';
  onViewChange: (view: 'grid' | 'map') => void;
}

/**
 * The Passport's filter bar (docs/product-rules.md#passport): search, Type, Country, Architect, Status, Sort
 * By, Clear Filters, Grid/Map.
 */
export function DestinationFilterBar({
  filters,
  countries,
  architects,
  onChange,
  view,
  onViewChange,
}: DestinationFilterBarProps) {
  return (
    <div className="passport-filters" role="search" aria-label="Filter destinations">
      <div className="passport-filters__search">
        <Search aria-hidden="true" />
        <Input
          type="search"
          placeholder="Search courses..."
          aria-label="Search courses"
          value={filters.search}
          onChange={(event) => onChange({ ...filters, search: event.target.value })}
        />
      </div>
      <Select
        aria-label="Type"
        options={TYPE_OPTIONS}
        value={filters.type}
        onValueChange={(type) => onChange({ ...filters, type })}
      />
      <Select
        aria-label="Country"
        options={[{ value: ALL, label: 'All Countries' }, ...countries.map((c) => ({ value: c, label: c }))]}
        value={filters.country}
        onValueChange={(country) => onChange({ ...filters, country })}
      />
      <Select
        aria-label="Architect"
        options={[
          { value: ALL, label: 'All Architects' },
          ...architects.map((a) => ({ value: a, label: a })),
        ]}
        value={filters.architect}
        onValueChange={(architect) => onChange({ ...filters, architect })}
      />
      <Select
        aria-label="Status"
        options={STATUS_OPTIONS}
        value={filters.status}
        onValueChange={(status) => onChange({ ...filters, status })}
      />
      <Select
        aria-label="Sort By"
        options={SORT_OPTIONS}
        value={filters.sort}
        onValueChange={(sort) => onChange({ ...filters, sort: sort as DestinationSort })}
      />
      <div className="passport-filters__end">
        <Button variant="ghost" size="sm" onClick={() => onChange(NO_FILTERS)}>
          Clear Filters
        </Button>
        <div className="passport-filters__view" role="group" aria-label="View">
          <Button
            size="sm"
            variant={view === 'grid' ? 'primary' : 'secondary'}
            aria-pressed={view === 'grid'}
            onClick={() => onViewChange('grid')}
          >
            <LayoutGrid aria-hidden="true" />
            Grid
          </Button>
          <Button
            size="sm"
            variant={view === 'map' ? 'primary' : 'secondary'}
            aria-pressed={view === 'map'}
            onClick={() => onViewChange('map')}
          >
            <MapIcon aria-hidden="true" />
            Map
          </Button>
        </div>
      </div>
    </div>
  );
}
