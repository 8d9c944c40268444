/** Passport: the golfer's travel record (tiles, destinations, map, round history) and its data. */
export { usePassport } from './api/get-passport';
export { useLiveCourseScores } from './api/live-course-scores';
export { ArchitectPortfolio } from './components/architect-portfolio';
export { CourseCardList } from './components/course-card-list';
export { CourseDetailsDialog } from './components/course-details-dialog';
export { DestinationFilterBar } from './components/destination-filter-bar';
export { DestinationsInView } from './components/destinations-in-view';
export { PassportMap } from './components/passport-map';
export { PassportRoundHistory } from './components/passport-round-history';
export { buildTiles } from './components/passport-tiles';
export { SharePassportButton } from './components/share-passport-button';
export { TileWall, TileWallSkeleton } from './components/tile-wall';
export {
  filterDestinations,
  hasFilters,
  NO_FILTERS,
  optionsOf,
  withScoresToday,
} from './lib/filter-destinations';
