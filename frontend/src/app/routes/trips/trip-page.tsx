import { CalendarArrowDown, Locate, Printer, Trash2 } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import type { User } from '#shared/schemas/user';
import { NEARBY_RADIUS_DEFAULT_MILES, type NearbyCourse } from '#shared/trips/nearby';
import { tripDates, type Trip } from '#shared/trips/trip';
import { CourseMap, FULL_MAP_VIEW, type MapBounds, type MapPoint } from '@/features/map';
import { AddRoundDialog } from '@/features/round-form';
import { SharePanel } from '@/features/sharing';
import {
  dayLabel,
  deleteTrip,
  downloadCalendar,
  localToday,
  NearbyList,
  PlaceSearch,
  StopList,
  TripLegs,
  TripReportView,
  updateTrip,
  useNearbyCourses,
  useTrip,
  useTripReport,
  type ChosenPlace,
  type PlanStop,
} from '@/features/trips';
import { apiErrorMessage, isHttpError } from '@/shared/api/http';
import { Button } from '@/shared/ui/button';
import { EmptyState } from '@/shared/ui/empty-state';
import { NotFoundPanel } from '@/shared/ui/not-found-panel';
import { Skeleton } from '@/shared/ui/skeleton';
import { useToast } from '@/shared/ui/toast';
import { PageLoading } from '../../shell/page-loading';
import './trip-page.css';

const RADII = [10, 20, 30, 50, 100, 200] as const;

/** /trips/{id}: the plan, the planner around a place, and once the trip has begun its report. */
export default function TripPage({ user }: { user: User | null }) {
  return user ? <TripScreen /> : <PageLoading />;
}

function TripScreen() {
  const { id = '' } = useParams();
  const { data: trip, error, isLoading, mutate } = useTrip(id);
  if (isHttpError(error, 404) || isHttpError(error, 400))
    return (
      <NotFoundPanel
        body={<>There is no trip of yours at this address. It may have been deleted.</>}
        action={
          <Button asChild>
            <Link to="/trips">Your trips</Link>
          </Button>
        }
      />
    );
  if (isLoading || (!trip && !error)) return <TripSkeleton />;
  if (!trip)
    return (
      <div className="page-container trip-page">
        <EmptyState
          title="Could not load this trip"
          action={<Button onClick={() => void mutate()}>Try Again</Button>}
        />
      </div>
    );
  return <TripPlanner trip={trip} onSaved={(next) => void mutate(next, { revalidate: false })} />;
}

function TripSkeleton() {
  return (
    <div className="page-container trip-page" role="status" aria-label="Loading the trip">
      <Skeleton height="3rem" width="60%" />
      <Skeleton height="22rem" />
      <div className="trip-page__columns">
        <Skeleton height="16rem" />
        <Skeleton height="16rem" />
      </div>
    </div>
  );
}

function TripPlanner({ trip, onSaved }: { trip: Trip; onSaved: (trip: Trip) => void }) {
  const navigate = useNavigate();
  const { toast } = useToast();
  const today = localToday();
  const dates = useMemo(() => tripDates(trip.startDate, trip.endDate), [trip.startDate, trip.endDate]);
  const begun = trip.startDate <= today;
  const ended = trip.endDate < today;
  const report = useTripReport(trip.id, begun);
  const [place, setPlace] = useState<ChosenPlace | null>(null);
  const [radius, setRadius] = useState<number>(NEARBY_RADIUS_DEFAULT_MILES);
  const [day, setDay] = useState(dates.find((date) => date >= today) ?? dates[0] ?? trip.startDate);
  const [bounds, setBounds] = useState<MapBounds | null>(null);
  const [stops, setStops] = useState<PlanStop[]>(trip.stops);
  const [shownTrip, setShownTrip] = useState(trip);
  const [saving, setSaving] = useState(false);
  const [saved, setSaved] = useState(false);
  const [logging, setLogging] = useState<PlanStop | null>(null);
  const nearby = useNearbyCourses(place ? { ...place, radiusMiles: radius } : null);

  // A newer plan from the server (another tab, a save) replaces the one shown.
  if (shownTrip.updatedAt !== trip.updatedAt) {
    setShownTrip(trip);
    setStops(trip.stops);
  }

  const save = async (next: PlanStop[]) => {
    const previous = stops;
    setStops(next);
    setSaving(true);
    setSaved(false);
    try {
      const saved = await updateTrip(trip.id, {
        name: trip.name,
        startDate: trip.startDate,
        endDate: trip.endDate,
        stops: next.map(({ courseId, date }) => ({ courseId, date })),
        lodging: trip.lodging,
        notes: trip.notes,
        sharePhotos: trip.sharePhotos,
        expectedUpdatedAt: trip.updatedAt,
      });
      onSaved(saved);
      setSaved(true);
    } catch (failure) {
      setStops(previous);
      toast({
        title: 'The plan was not saved',
        description: apiErrorMessage(failure, 'Please try again.'),
        variant: 'destructive',
      });
    } finally {
      setSaving(false);
    }
  };

  const addCourse = (course: NearbyCourse) => {
    const stop: PlanStop = {
      courseId: course.id,
      date: day,
      course: {
        id: course.id,
        name: course.name,
        city: course.city,
        state: course.state,
        country: course.country,
        latitude: course.latitude,
        longitude: course.longitude,
      },
    };
    // After the day's last course, so the order follows the days.
    const after = stops.findLastIndex((s) => s.date <= day);
    void save([...stops.slice(0, after + 1), stop, ...stops.slice(after + 1)]);
  };

  const remove = async () => {
    if (!window.confirm(`Delete the trip “${trip.name}”? Its rounds stay in your archive.`)) return;
    try {
      await deleteTrip(trip.id);
      void navigate('/trips');
    } catch (failure) {
      toast({
        title: 'The trip was not deleted',
        description: apiErrorMessage(failure, 'Please try again.'),
        variant: 'destructive',
      });
    }
  };

  const stopPoints: MapPoint[] = stops.flatMap((stop) =>
    stop.course && stop.course.latitude !== null && stop.course.longitude !== null
      ? [
          {
            ...stop.course,
            latitude: stop.course.latitude,
            longitude: stop.course.longitude,
            status: 'bucket-list' as const,
          },
        ]
      : [],
  );
  const onTrip = new Set(stops.map((stop) => stop.courseId));
  const background: MapPoint[] = (nearby.data?.courses ?? [])
    .filter((course) => !onTrip.has(course.id))
    .map((course) => ({ ...course, status: 'available' as const }));
  const addedToDay = new Set(stops.filter((stop) => stop.date === day).map((stop) => stop.courseId));
  const centre = bounds
    ? { latitude: (bounds.north + bounds.south) / 2, longitude: (bounds.east + bounds.west) / 2 }
    : null;

  return (
    <div className="page-container trip-page">
      <title>{`${trip.name} · Trips · Fescue`}</title>
      <header className="trip-page__header">
        <div>
          <p className="trip-page__back">
            <Link to="/trips">← Trips</Link>
          </p>
          <h1>{trip.name}</h1>
          <p className="trip-page__dates">
            {dayLabel(trip.startDate)} – {dayLabel(trip.endDate)} {trip.endDate.slice(0, 4)} · {dates.length}{' '}
            {dates.length === 1 ? 'day' : 'days'} · {stops.length} {stops.length === 1 ? 'course' : 'courses'}
          </p>
        </div>
        <div className="trip-page__actions">
          <Button
            type="button"
            variant="secondary"
            onClick={() => downloadCalendar({ ...trip, stops })}
            disabled={stops.length === 0}
          >
            <CalendarArrowDown aria-hidden="true" />
            Export calendar
          </Button>
          <Button type="button" variant="secondary" onClick={() => window.print()}>
            <Printer aria-hidden="true" />
            Print itinerary
          </Button>
          <SharePanel kind="trip" targetId={trip.id} what="this trip" buttonVariant="secondary" />
          <Button type="button" variant="ghost" onClick={() => void remove()} aria-label="Delete this trip">
            <Trash2 aria-hidden="true" />
          </Button>
        </div>
      </header>

      {begun ? (
        <section className="trip-page__section card" aria-labelledby="trip-report-title">
          <h2 id="trip-report-title">{ended ? 'Trip report' : 'The trip so far'}</h2>
          <TripReportView report={report.data} loading={report.isLoading} />
        </section>
      ) : null}

      <div className="trip-page__map">
        <CourseMap
          points={stopPoints}
          background={background}
          label={`Map of ${trip.name}: the trip’s courses and the courses around the place`}
          initialView={place ? { ...place, zoom: 8 } : FULL_MAP_VIEW.initialView}
          minZoom={FULL_MAP_VIEW.minZoom}
          maxZoom={FULL_MAP_VIEW.maxZoom}
          height="min(26rem, 55vh)"
          fitToPoints={background.length > 0 ? 'with-background' : stopPoints.length > 0}
          fitMaxZoom={8}
          popupDetail="full"
          onBoundsChange={setBounds}
        />
        <p className="trip-page__map-key">
          Amber: the trip’s courses. Grey: courses around the place you searched.
        </p>
      </div>

      <div className="trip-page__columns">
        <section className="trip-page__section card" aria-labelledby="trip-plan-title">
          <div className="trip-page__plan-head">
            <h2 id="trip-plan-title">The plan</h2>
            {/* One change at a time: each save carries the version it read. */}
            <p className="trip-page__save-state" role="status">
              {saving ? 'Saving…' : saved ? 'All changes saved' : ''}
            </p>
          </div>
          {stops.length === 0 ? (
            <p className="trip-page__hint">No course yet. Find a place, then add its courses to a day.</p>
          ) : (
            <StopList
              stops={stops}
              dates={dates}
              today={today}
              disabled={saving}
              onChange={(next) => void save(next)}
              onLogRound={setLogging}
            />
          )}
          <TripLegs trip={trip} />
        </section>

        <section className="trip-page__section card trip-page__finder" aria-labelledby="trip-finder-title">
          <h2 id="trip-finder-title">Find courses</h2>
          <PlaceSearch onChoose={setPlace} />
          <div className="trip-page__controls">
            <label>
              Radius
              <select value={radius} onChange={(event) => setRadius(Number(event.target.value))}>
                {RADII.map((miles) => (
                  <option key={miles} value={miles}>
                    {miles} miles
                  </option>
                ))}
              </select>
            </label>
            <label>
              Add to
              <select value={day} onChange={(event) => setDay(event.target.value)}>
                {dates.map((date, index) => (
                  <option key={date} value={date}>
                    Day {index + 1}, {dayLabel(date)}
                  </option>
                ))}
              </select>
            </label>
            <Button
              type="button"
              variant="ghost"
              size="sm"
              disabled={!centre}
              onClick={() => centre && setPlace({ label: 'the centre of the map', ...centre })}
            >
              <Locate aria-hidden="true" />
              Search the map’s centre
            </Button>
          </div>
          {place ? (
            <NearbyList
              courses={nearby.data?.courses}
              loading={nearby.isLoading}
              truncated={nearby.data?.truncated ?? false}
              completeMiles={nearby.data?.completeMiles ?? radius}
              placeLabel={place.label}
              radiusMiles={radius}
              added={addedToDay}
              disabled={saving}
              onAdd={addCourse}
              addLabel={`Add to day ${dates.indexOf(day) + 1}`}
            />
          ) : (
            <p className="trip-page__hint">Type a town, or pan the map and search its centre.</p>
          )}
          {nearby.error ? (
            <p role="alert">{apiErrorMessage(nearby.error, 'The courses could not be found.')}</p>
          ) : null}
        </section>
      </div>

      <AddRoundDialog
        open={logging !== null}
        onOpenChange={(open) => {
          if (!open) {
            setLogging(null);
            void report.mutate();
          }
        }}
        initialCourse={
          logging?.course ? { ...logging.course, architect: null, courseType: 'public' } : undefined
        }
        initialPlayedAt={logging?.date}
      />
    </div>
  );
}
