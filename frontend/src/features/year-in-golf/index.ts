/** The year in golf: one calendar year of the golfer's golf, its map and its shareable image. */
export { useYearInGolf } from './api/get-year-in-golf';
export { CollectionsAdvanced } from './components/collections-advanced';
export { ShareYearButton } from './components/share-year-button';
export { YearFiguresGrid, YearFiguresSkeleton } from './components/year-figures';
export { YearMap } from './components/year-map';
export { YearPlaces } from './components/year-places';
export { YearSwitcher } from './components/year-switcher';
export { yearCard } from './lib/year-card';
