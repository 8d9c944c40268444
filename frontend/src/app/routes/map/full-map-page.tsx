import { PlayedItControl } from '@/features/played';
import { Minus, Plus, RotateCcw, Search } from 'lucide-react';
import { useMemo, useRef, useState } from 'react';
import { CONTINENTS, type ContinentId } from '#shared/geo/continents';
import { mapStatusCounts } from '#shared/schemas/course-map';
import {
  BASE_LAYERS,
  BASE_LAYER_IDS,
  CourseMap,
  FULL_MAP_VIEW,
  MapLegend,
  type BaseLayerId,
  type CourseMapHandle,
  type MapPoint,
  useMyMapCourses,
  useCoursePoints,
  MapCourseList,
  cachedContinentOf,
  filterMapCourses,
  type MapFilters,
} from '@/features/map';
import { useDebouncedValue } from '@/shared/lib/use-debounced-value';
import { Button } from '@/shared/ui/button';
import { Select } from '@/shared/ui/select';
import { Skeleton } from '@/shared/ui/skeleton';
import { Switch } from '@/shared/ui/switch';
import './full-map-page.css';
import { formatNumber } from '#shared/format/number';

const CONTINENT_OPTIONS = [
  { value: 'all', label: 'All continents' },
  ...CONTINENTS.map(({ id, label }) => ({ value: id, label })),
];

const LAYER_OPTIONS = BASE_LAYER_IDS.map((id) => ({
  value: id,
  label: id === 'offline' ? 'Offline map' : BASE_LAYERS[id].label,
}));

/**
 * /map (docs/product-rules.md#maps): every catalog course on one map, the golfer's played (green) and
 * bucket-list (amber) courses on top and the rest (available) clustered, with search, continent, base layer,
 * Played only and Wishlist only, zoom buttons and the Course Status legend with counts. Beside the map (below
 * it on a narrow screen), the same courses as a list that opens each one's popup: the keyboard's and screen
 * readers' way to them.
 */
export default function FullMapPage() {
  const catalog = useCoursePoints();
  const mine = useMyMapCourses();
  const [search, setSearch] = useState('');
  const debouncedSearch = useDebouncedValue(search, 200);
  const [continent, setContinent] = useState<ContinentId | 'all'>('all');
  const [playedOnly, setPlayedOnly] = useState(false);
  const [wishlistOnly, setWishlistOnly] = useState(false);
  const [baseLayer, setBaseLayer] = useState<BaseLayerId>('offline');
  const [layerNotice, setLayerNotice] = useState<string | null>(null);
  const [mapFailed, setMapFailed] = useState(false);
  const [openCourseId, setOpenCourseId] = useState<string | null>(null);
  const controls = useRef<CourseMapHandle>(null);

  // Every course once, with the golfer's status: theirs win over the catalog's "available".
  const all = useMemo<MapPoint[]>(() => {
    const statuses = new Map((mine.data ?? []).map((course) => [course.id, course]));
    const fromCatalog = (catalog.data ?? []).map<MapPoint>((point) => ({
      ...point,
      status: statuses.get(point.id)?.status ?? 'available',
      playedWithoutRound: statuses.get(point.id)?.playedWithoutRound === true,
    }));
    const catalogIds = new Set(fromCatalog.map((point) => point.id));
    // The golfer's own courses that are not in the published catalog (custom, GolfCourseAPI).
    const extra = (mine.data ?? []).filter((course) => !catalogIds.has(course.id));
    return [...fromCatalog, ...extra];
  }, [catalog.data, mine.data]);

  const filters: MapFilters = { search: debouncedSearch, continent, playedOnly, wishlistOnly };
  const shown = useMemo(
    () => filterMapCourses(all, filters),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the filter values are the dependencies
    [all, debouncedSearch, continent, playedOnly, wishlistOnly],
  );
  const golfers = useMemo(() => shown.filter((point) => point.status !== 'available'), [shown]);
  const available = useMemo(() => shown.filter((point) => point.status === 'available'), [shown]);
  const counts = useMemo(() => mapStatusCounts(all), [all]);
  const continentsShown = useMemo(
    () => new Set(shown.map((point) => cachedContinentOf(point.country ?? ''))).size,
    [shown],
  );
  const loading = catalog.isLoading || mine.isLoading;

  return (
    <div className="page-container full-map">
      <title>Interactive Golf Course Map · Fescue</title>
      <header className="full-map__header">
        <div>
          <h1 className="full-map__title">Interactive Golf Course Map</h1>
          <p className="full-map__summary" aria-live="polite">
            {loading
              ? 'Loading courses...'
              : `${formatNumber(shown.length)} ${shown.length === 1 ? 'course' : 'courses'} in ${continentsShown} ${continentsShown === 1 ? 'continent' : 'continents'}`}
          </p>
        </div>
        <dl className="full-map__totals">
          <div>
            <dt>Played</dt>
            <dd>{loading ? '...' : counts.played}</dd>
          </div>
          <div>
            <dt>Wishlist</dt>
            <dd>{loading ? '...' : counts['bucket-list']}</dd>
          </div>
          <div>
            <dt>Total</dt>
            <dd>{loading ? '...' : formatNumber(all.length)}</dd>
          </div>
        </dl>
      </header>

      <section className="full-map__filters" aria-label="Map filters">
        <div className="full-map__search">
          <Search aria-hidden="true" />
          <input
            type="search"
            className="input"
            aria-label="Search courses, locations, or architects"
            placeholder="Course, place or architect"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
          />
        </div>
        <Select
          aria-label="Continent"
          options={CONTINENT_OPTIONS}
          value={continent}
          onValueChange={(value) => setContinent(value as ContinentId | 'all')}
        />
        <Select
          aria-label="Base layer"
          options={LAYER_OPTIONS}
          value={baseLayer}
          onValueChange={(value) => {
            setLayerNotice(null);
            setBaseLayer(value as BaseLayerId);
          }}
        />
        <label className="full-map__switch">
          <Switch checked={playedOnly} onCheckedChange={setPlayedOnly} />
          Played only
        </label>
        <label className="full-map__switch">
          <Switch checked={wishlistOnly} onCheckedChange={setWishlistOnly} />
          Wishlist only
        </label>
        <div className="full-map__zoom" role="group" aria-label="Map view">
          <Button variant="secondary" size="sm" onClick={() => controls.current?.zoomIn()}>
            <Plus aria-hidden="true" />
            Zoom In
          </Button>
          <Button variant="secondary" size="sm" onClick={() => controls.current?.zoomOut()}>
            <Minus aria-hidden="true" />
            Zoom Out
          </Button>
          <Button variant="secondary" size="sm" onClick={() => controls.current?.resetView()}>
            <RotateCcw aria-hidden="true" />
            Reset View
          </Button>
        </div>
      </section>

      {layerNotice ? (
        <p className="full-map__notice" role="status">
          {layerNotice}
        </p>
      ) : null}

      <div className="full-map__body">
        <div className="full-map__map">
          {loading ? (
            <Skeleton height="min(70vh, 640px)" width="100%" />
          ) : catalog.error && !mine.data ? (
            <p role="alert">The courses could not be loaded. Please reload the page.</p>
          ) : (
            <CourseMap
              points={golfers}
              background={available}
              label="Map of every course: yours in green and amber, the rest of the catalog in grey"
              initialView={FULL_MAP_VIEW.initialView}
              minZoom={FULL_MAP_VIEW.minZoom}
              maxZoom={FULL_MAP_VIEW.maxZoom}
              height="min(70vh, 640px)"
              // Played only or Wishlist only: the map frames those courses (they may be half a world away); a
              // continent or a search frames every course it leaves; none of them: back to the world.
              fitToPoints={
                playedOnly || wishlistOnly
                  ? true
                  : continent !== 'all' || debouncedSearch.trim() !== ''
                    ? 'with-background'
                    : false
              }
              fitMaxZoom={6}
              baseLayer={baseLayer}
              popupDetail="full"
              popupActions={(point) => (
                <PlayedItControl courseId={point.id} courseName={point.name} variant="compact" />
              )}
              handleRef={controls}
              onBaseLayerFallback={(failed) => {
                setBaseLayer('offline');
                setLayerNotice(
                  `${BASE_LAYERS[failed].label} tiles could not be reached, so the map shows the offline map instead.`,
                );
              }}
              // On the Full Map, a map failure is only logged (docs/product-rules.md#maps) (the course list
              // is shown in its place).
              onLoadError={(error) => {
                console.error('Full map failed to load', error);
                setMapFailed(true);
              }}
              // The course list names every course the map shows, and marks the one whose popup is open.
              listPoints={false}
              onSelectedChange={setOpenCourseId}
            />
          )}
        </div>
        {loading ? (
          // The list's place kept while the courses load (beside the map on a wide screen): nothing moves.
          <Skeleton className="full-map__list-loading" height="min(70vh, 640px)" width="100%" />
        ) : catalog.error && !mine.data ? null : (
          <MapCourseList
            points={shown}
            mapFailed={mapFailed}
            openId={openCourseId}
            onShow={(point) => controls.current?.showCourse(point.id)}
          />
        )}
        <MapLegend
          title="Course Status"
          items={[
            { status: 'played', label: 'Played', count: counts.played },
            { status: 'bucket-list', label: 'Wishlist', count: counts['bucket-list'] },
            { status: 'available', label: 'Available', count: counts.available },
          ]}
        />
      </div>
    </div>
  );
}
