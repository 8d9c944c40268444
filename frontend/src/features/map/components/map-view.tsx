import { Map as MapLibreMap, Popup, type MapLayerMouseEvent, type MapRef } from '@vis.gl/react-maplibre';
import {
  setWorkerUrl,
  type GeoJSONSource,
  type Map as MapInstance,
  type StyleSpecification,
} from 'maplibre-gl';
import workerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?url';
import 'maplibre-gl/dist/maplibre-gl.css';
import { useEffect, useEffectEvent, useImperativeHandle, useMemo, useRef, useState } from 'react';
import { BASE_LAYERS, type BaseLayerId, type OnlineLayer } from './base-layers';
import type { CourseMapProps, MapPoint } from './course-map-types';
import { frameCamera, paddingClearOf } from './map-bounds';
import { provideClusterCountImages } from './cluster-count-images';
import {
  AVAILABLE_LAYER,
  AVAILABLE_SOURCE,
  CLUSTER_LAYER,
  MINE_LAYER,
  MINE_SOURCE,
  withCourseLayers,
} from './course-layers';
import { MapPopupContent } from './map-popup-content';
import { OFFLINE_SOURCE, offlineStyle } from './offline-basemap';
import { toFeatureCollection } from './map-features';
import { PrivatePulses } from './private-pulses';

// Vite bundles MapLibre's worker as its own file; without its URL the map fails with "Worker failed to load".
setWorkerUrl(workerUrl);

const ONLINE_SOURCE = 'online-base';

/** The style of an online base layer: the offline basemap with a raster layer on top, or a vector style. */
async function styleFor(layer: OnlineLayer, signal: AbortSignal): Promise<StyleSpecification> {
  const offline = offlineStyle();
  if (layer.kind === 'raster') {
    return {
      ...offline,
      sources: {
        ...offline.sources,
        [ONLINE_SOURCE]: {
          type: 'raster',
          tiles: layer.tiles,
          tileSize: layer.tileSize,
          maxzoom: layer.maxzoom,
          attribution: layer.attribution,
        },
      },
      layers: [...offline.layers, { id: ONLINE_SOURCE, type: 'raster', source: ONLINE_SOURCE }],
    };
  }
  const response = await fetch(layer.url, { signal });
  if (!response.ok) throw new Error(`Map style: ${response.status}`);
  return (await response.json()) as StyleSpecification;
}

/**
 * The compact attribution opens itself when the first source's attribution arrives, which can be after the
 * map's load, and would then cover part of even a wide map: closed at load and again at the first rendered
 * frame, it opens on a tap of its (i), which keeps its links reachable.
 */
function collapseAttribution(map: MapInstance) {
  map.getContainer().querySelector('.maplibregl-ctrl-attrib')?.classList.remove('maplibregl-compact-show');
}

/**
 * Framed courses stay this far inside the map's edges (a marker's radius is 9 px at most) and as far again
 * from its controls.
 */
const FRAME_MARGIN = 32;

/** A course shown from outside the map is flown to at least this zoom: past 7, where clusters end. */
const SHOW_COURSE_ZOOM = 9;

/** The element with focus, unless focus is nowhere (the body) or already in a popup. */
function focusOutsidePopup(): HTMLElement | null {
  const active = document.activeElement;
  if (!(active instanceof HTMLElement) || active === document.body) return null;
  return active.closest('.maplibregl-popup') ? null : active;
}

export default function MapView(props: CourseMapProps) {
  const {
    points,
    background = [],
    label,
    initialView,
    minZoom,
    maxZoom,
    height,
    fitToPoints = false,
    fitMaxZoom = 8,
    baseLayer = 'offline',
    onBaseLayerFallback,
    popupDetail = 'summary',
    popupActions,
    onLoadError,
    handleRef,
    onBoundsChange,
    onSelectedChange,
  } = props;
  const [map, setMap] = useState<MapRef | null>(null);
  const region = useRef<HTMLDivElement>(null);
  const popupContent = useRef<HTMLDivElement>(null);
  // What had focus when the popup opened (the course list's button, the canvas): it has it back on close.
  const returnFocusTo = useRef<HTMLElement | null>(null);
  // The offline style at once (its data loads in MapLibre's worker); an online one replaces it when fetched.
  const offline = useMemo(() => offlineStyle(), []);
  const [baseStyle, setBaseStyle] = useState<StyleSpecification>(offline);
  const [shownLayer, setShownLayer] = useState<BaseLayerId>('offline');
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [cursor, setCursor] = useState('');
  // Set at the first frame drawn with the style and every source loaded: tests and the bench wait for it.
  const [ready, setReady] = useState(false);
  const reportFallback = useEffectEvent((failed: BaseLayerId) => onBaseLayerFallback?.(failed));
  const reportBounds = (instance: MapInstance) => {
    if (!onBoundsChange) return;
    const bounds = instance.getBounds();
    onBoundsChange({
      west: bounds.getWest(),
      south: bounds.getSouth(),
      east: bounds.getEast(),
      north: bounds.getNorth(),
    });
  };

  // The requested base layer, or the offline one when its host cannot be reached (and the screen is told).
  useEffect(() => {
    const layer = BASE_LAYERS[baseLayer].online;
    const controller = new AbortController();
    (layer ? styleFor(layer, controller.signal) : Promise.resolve(offline)).then(
      (next) => {
        if (controller.signal.aborted) return;
        setBaseStyle(next);
        setShownLayer(baseLayer);
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        console.warn('Map base layer unavailable, using the offline map', error);
        setBaseStyle(offline);
        setShownLayer('offline');
        reportFallback(baseLayer);
      },
    );
    return () => controller.abort();
  }, [offline, baseLayer]);

  const byId = useMemo(() => new Map(points.map((point) => [point.id, point])), [points]);
  const backgroundById = useMemo(() => new Map(background.map((point) => [point.id, point])), [background]);
  // The open popup's course as the map has it now: gone with it when a filter takes it off the map, and with
  // its status of the moment.
  const selected =
    selectedId === null ? null : (byId.get(selectedId) ?? backgroundById.get(selectedId) ?? null);
  if (selectedId !== null && selected === null) setSelectedId(null);
  const reportSelected = useEffectEvent((id: string | null) => onSelectedChange?.(id));
  useEffect(() => reportSelected(selectedId), [selectedId]);
  const mine = useMemo(() => toFeatureCollection(points), [points]);
  const available = useMemo(
    () => toFeatureCollection(background.filter((point) => !byId.has(point.id))),
    [background, byId],
  );
  const style = useMemo(() => withCourseLayers(baseStyle, available, mine), [baseStyle, available, mine]);

  // What framing holds: nothing, the golfer's courses, or those and the background (a continent's thousands),
  // joined once per change rather than on every render.
  const framed = useMemo(
    () => (!fitToPoints ? [] : fitToPoints === 'with-background' ? [...points, ...background] : points),
    [fitToPoints, points, background],
  );
  // Whether the view is still the one framing set (no pan or zoom by the golfer since): a resize frames again.
  const framedView = useRef(false);
  const resetView = () => {
    const instance = map?.getMap();
    if (!instance) return;
    // Measured now: the map's size and its controls (the attribution button) as laid out.
    const container = instance.getContainer();
    const box = container.getBoundingClientRect();
    const controls = [...container.querySelectorAll('.maplibregl-ctrl')].map((control) =>
      control.getBoundingClientRect(),
    );
    const camera = frameCamera(
      framed,
      { width: box.width, height: box.height },
      paddingClearOf(box, controls, FRAME_MARGIN),
      fitMaxZoom,
    );
    if (camera) {
      // A phone's narrow map may need less than the least zoom to hold courses on three continents: framing
      // wins, and the golfer can zoom out as far again. MapLibre's least zoom is -2.
      const zoom = Math.max(-2, camera.zoom);
      if (zoom < instance.getMinZoom()) instance.setMinZoom(zoom);
      instance.jumpTo({ center: camera.center, zoom });
    } else {
      instance.jumpTo({ center: [initialView.longitude, initialView.latitude], zoom: initialView.zoom });
    }
    framedView.current = framed.length > 0;
  };
  const openPopup = (point: MapPoint) => {
    returnFocusTo.current = focusOutsidePopup();
    setSelectedId(point.id);
  };
  // Focus goes back only if it was in the popup (or lost with it): a click elsewhere keeps its own focus.
  const closePopup = () => {
    const focusWasInPopup = focusOutsidePopup() === null;
    const target = returnFocusTo.current;
    returnFocusTo.current = null;
    setSelectedId(null);
    if (focusWasInPopup && target?.isConnected) target.focus();
  };
  // Into the popup as it opens (by click or from outside): a screen reader reads the course it names, and the
  // keyboard goes on to its link and close button. Not scrolled there: the map is already in view.
  useEffect(() => {
    if (selectedId !== null) popupContent.current?.focus({ preventScroll: true });
  }, [selectedId]);

  useImperativeHandle(handleRef, () => ({
    zoomIn: () => {
      framedView.current = false;
      map?.getMap().zoomIn();
    },
    zoomOut: () => {
      framedView.current = false;
      map?.getMap().zoomOut();
    },
    resetView,
    showCourse: (id: string) => {
      const point = byId.get(id) ?? backgroundById.get(id);
      const instance = map?.getMap();
      if (!point || !instance) return false;
      framedView.current = false;
      // A list below the map (a phone) may have scrolled it away.
      region.current?.scrollIntoView({ block: 'nearest' });
      openPopup(point);
      // MapLibre skips the flight's animation for a golfer who prefers reduced motion.
      instance.flyTo({
        center: [point.longitude, point.latitude],
        zoom: Math.max(instance.getZoom(), SHOW_COURSE_ZOOM),
      });
      return true;
    },
  }));

  // Framed on the golfer's courses (or a filter's) once the map and its points are there, again when they
  // change, and back at the initial view when framing is turned off. The key names the framed set cheaply
  // (a continent holds thousands of courses): its size and its two ends, in a stable order.
  const framedFor = useRef<string>('');
  useEffect(() => {
    if (!map) return;
    const key =
      framed.length === 0 ? '' : `${framed.length}:${framed[0]?.id}:${framed[framed.length - 1]?.id}`;
    if (framedFor.current === key || (key === '' && fitToPoints)) return;
    framedFor.current = key;
    resetView();
  });

  // A map laid out after framing (a card that grew, a phone turned, a container of no size yet) is framed
  // again, unless the golfer has moved it since.
  const reframe = useEffectEvent(() => {
    if (framedView.current) resetView();
  });
  useEffect(() => {
    const instance = map?.getMap();
    if (!instance) return;
    const moved = (event: { originalEvent?: unknown }) => {
      if (event.originalEvent) framedView.current = false;
    };
    const resized = () => reframe();
    instance.on('movestart', moved);
    instance.on('resize', resized);
    return () => {
      instance.off('movestart', moved);
      instance.off('resize', resized);
    };
  }, [map]);

  // Registered as soon as the map exists: the first tiles ask for their images before the load event.
  useEffect(() => (map ? provideClusterCountImages(map.getMap()) : undefined), [map]);

  const onClick = (event: MapLayerMouseEvent) => {
    const feature = event.features?.[0];
    if (!feature) {
      if (selected) closePopup();
      return;
    }
    if (feature.layer.id === CLUSTER_LAYER) {
      const source = map?.getMap().getSource<GeoJSONSource>(AVAILABLE_SOURCE);
      const clusterId = Number(feature.properties.cluster_id);
      const center = (feature.geometry as GeoJSON.Point).coordinates as [number, number];
      void source?.getClusterExpansionZoom(clusterId).then((zoom) => map?.getMap().easeTo({ center, zoom }));
      return;
    }
    const id = String(feature.properties.id);
    const point = byId.get(id) ?? backgroundById.get(id);
    if (point) openPopup(point);
    else closePopup();
  };

  return (
    <div
      ref={region}
      className="course-map__canvas"
      role="region"
      aria-label={label}
      style={{ height }}
      data-state={ready ? 'ready' : 'loading'}
      // Escape closes the popup from anywhere in the map: the popup, its Close button, the canvas.
      onKeyDown={(event) => {
        if (event.key !== 'Escape' || !selected) return;
        event.stopPropagation();
        closePopup();
      }}
    >
      <MapLibreMap
        ref={setMap}
        mapStyle={style}
        initialViewState={initialView}
        minZoom={minZoom}
        maxZoom={maxZoom}
        style={{ width: '100%', height: '100%' }}
        // No symbol fade: on a software-rendered WebGL (no GPU) each frame of a fade is a full repaint.
        fadeDuration={0}
        attributionControl={{ compact: true }}
        interactiveLayerIds={[MINE_LAYER, AVAILABLE_LAYER, CLUSTER_LAYER]}
        cursor={cursor}
        onMouseEnter={() => setCursor('pointer')}
        onMouseLeave={() => setCursor('')}
        onClick={onClick}
        onRender={(event) => {
          // Style, every source and every tile loaded (nothing animates in WebGL, so the map does settle).
          if (!ready && event.target.loaded()) {
            collapseAttribution(event.target);
            setReady(true);
          }
        }}
        onMoveEnd={(event) => reportBounds(event.target)}
        onLoad={(event) => {
          reportBounds(event.target);
          collapseAttribution(event.target);
        }}
        onError={(event) => {
          const sourceId = (event as unknown as { sourceId?: string }).sourceId;
          // No basemap at all: the course list takes the map's place.
          if (sourceId === OFFLINE_SOURCE) {
            onLoadError?.(event.error);
            return;
          }
          // A tile host that stops answering after the style loaded: back to the offline layer.
          if (shownLayer !== 'offline' && sourceId !== MINE_SOURCE && sourceId !== AVAILABLE_SOURCE) {
            console.warn('Map tiles unavailable, using the offline map', event.error);
            setBaseStyle(offline);
            setShownLayer('offline');
            onBaseLayerFallback?.(shownLayer);
          }
        }}
      >
        <PrivatePulses points={points} />
        {selected ? (
          // A popup per course (keyed), so each opens afresh; focus is moved by the effect above, to the
          // popup itself rather than MapLibre's first link.
          <Popup
            key={selected.id}
            longitude={selected.longitude}
            latitude={selected.latitude}
            maxWidth="280px"
            offset={12}
            closeButton={false}
            closeOnClick={false}
            focusAfterOpen={false}
          >
            <MapPopupContent
              ref={popupContent}
              point={selected}
              detail={popupDetail}
              actions={popupActions?.(selected)}
              onClose={closePopup}
            />
          </Popup>
        ) : null}
      </MapLibreMap>
    </div>
  );
}
