/** Events: the list with the golfer's reservations, reserving and cancelling a spot. */
export { useEvents, useReservation } from './api/events';
export { CancelReservationDialog } from './components/cancel-reservation-dialog';
export { EventCard } from './components/event-card';
