/** Trips: the plan, the planner's course search around a place, the calendar export and the trip report. */
export { useTrips } from './api/list-trips';
export { useTrip } from './api/get-trip';
export { useTripReport } from './api/get-trip-report';
export { createTrip, deleteTrip, updateTrip } from './api/save-trip';
export { useNearbyCourses, type NearbySearch } from './api/nearby-courses';
export { PlaceSearch, type ChosenPlace } from './components/place-search';
export { NearbyList } from './components/nearby-list';
export { StopList, moveStop, type PlanStop } from './components/stop-list';
export { TripLegs } from './components/trip-legs';
export { TripReportView } from './components/trip-report-view';
export { downloadCalendar } from './lib/trip-calendar';
export { dayLabel, localToday, placeLine } from './lib/place-line';
