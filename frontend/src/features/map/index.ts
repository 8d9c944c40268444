/**
 * The map. Use `CourseMap` with `MapPoint`s; `MapLegend` for its key. See components/course-map-types.ts for
 * the props; constants of the two views are in components/map-constants.ts. GET /api/user/map (the
 * golfer's courses with their statuses, which the bucket-list hearts read too) and the catalog's points.
 */
export { useMyMapCourses } from './api/get-my-map';
export { useCoursePoints } from './api/get-course-points';
export { CourseMap } from './components/course-map';
export type { CourseMapHandle, CourseMapProps, MapPoint, MapViewState } from './components/course-map-types';
export { BASE_LAYERS, BASE_LAYER_IDS, type BaseLayerId } from './components/base-layers';
export { MapLegend, type LegendItem } from './components/map-legend';
export { MapFallbackList, MAP_ISSUE_DESCRIPTION, MAP_ISSUE_TITLE } from './components/map-fallback-list';
export { STATUS_COLOURS } from './components/map-features';
export { FULL_MAP_VIEW, WORLD_WIDGET_VIEW } from './components/map-constants';
export { isInBounds, type MapBounds } from './components/map-bounds';
export { MapCourseList } from './components/map-course-list';
export { cachedContinentOf, filterMapCourses, type MapFilters } from './lib/filter-map-courses';
