/** The continents, in the filter's order (the generated continent table names them by id). */
export const CONTINENTS = [
  { id: 'north-america', label: 'North America' },
  { id: 'europe', label: 'Europe' },
  { id: 'asia', label: 'Asia' },
  { id: 'oceania', label: 'Oceania' },
  { id: 'africa', label: 'Africa' },
  { id: 'south-america', label: 'South America' },
  { id: 'other', label: 'Other' },
] as const;
export type ContinentId = (typeof CONTINENTS)[number]['id'];
