import { publicTripSchema, type PublicTrip } from '#shared/trips/report';
import { tripReport } from './trip-report';
import { tripCourses, tripView } from './trip-view';
import { getTrip } from './trips-repository';

/**
 * A trip as its shared link shows it (docs/product-rules.md#trips, "Sharing a trip"): built field by field
 * from the owner's trip and parsed by the strict public schema, so no field the schema does not name (the
 * golfer's id, email, notes, lodging) can reach the public answer. Photos only when the golfer chose to share
 * them (the link's choice, else the trip's); the golfer's own lists, which may be private, are left out of the collections.
 * Undefined when the trip is not the owner's (or no longer exists): the share link then answers 404.
 */
export async function publicTripView(
  ownerId: string,
  tripId: string,
  /** The share link's own choice of photos; without one, the trip's. */
  options: { showPhotos?: boolean } = {},
): Promise<PublicTrip | undefined> {
  const trip = await getTrip(ownerId, tripId);
  if (!trip) return undefined;
  const [courses, report] = await Promise.all([tripCourses(trip), tripReport(ownerId, trip)]);
  const view = tripView({ ...trip, lodging: null }, courses);
  const dates = [...new Set(view.stops.map((stop) => stop.date))].sort();
  return publicTripSchema.parse({
    name: view.name,
    startDate: view.startDate,
    endDate: view.endDate,
    days: dates.map((date) => ({
      date,
      courses: view.stops
        .filter((stop) => stop.date === date && stop.course)
        .map(({ course }) => ({
          name: course!.name,
          city: course!.city,
          state: course!.state,
          country: course!.country,
          latitude: course!.latitude,
          longitude: course!.longitude,
        })),
    })),
    legs: view.legs,
    totalMiles: view.totalMiles,
    totalKilometres: view.totalKilometres,
    report: {
      ended: report.ended,
      rounds: report.rounds.map((round) => ({
        courseName: round.courseName,
        playedAt: round.playedAt,
        score: round.score,
        par: round.par,
        holes: round.holes,
        imageUrl: (options.showPhotos ?? trip.sharePhotos) ? round.imageUrl : null,
      })),
      newCourses: report.newCourses.map((course) => course.name),
      newCountries: report.newCountries,
      collections: report.collections
        .filter((collection) => collection.source !== 'own')
        .map(({ collectionId: _id, ...collection }) => collection),
    },
  });
}
