import { Component, lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { useNearViewport } from '@/shared/lib/use-near-viewport';
import { useWhenIdle } from '@/shared/lib/use-when-idle';
import { Skeleton } from '@/shared/ui/skeleton';
import type { CourseMapProps } from './course-map-types';
import { MapFallbackList } from './map-fallback-list';
import basemapUrl from '../data/offline-basemap.json?url';
import { MAP_STATUS_LABELS } from '#shared/schemas/course-map';
import './course-map.css';

// MapLibre is about 280 kB gzip: it loads with the first map on screen, never with the app's first paint.
const MapView = lazy(() => import('./map-view'));

/** How near the viewport a deferred map starts: a short scroll ahead of it. */
const NEAR_VIEWPORT_MARGIN = '0px 0px 100px 0px';

let basemapPreloaded = false;

/**
 * Starts the offline basemap's download as the map's chunk starts its own, side by side: without this the
 * basemap waits for the chunk, MapLibre's start and its worker. Into the HTTP cache, where MapLibre's worker
 * finds it; at low priority. (Not earlier, as the screen mounts: measured, on slow 4G it then competed with
 * the heading's web font and delayed the page's largest paint.) Once per page.
 */
function preloadBasemap(): void {
  if (basemapPreloaded) return;
  basemapPreloaded = true;
  const link = document.createElement('link');
  link.rel = 'preload';
  link.as = 'fetch';
  link.crossOrigin = 'anonymous';
  link.href = basemapUrl;
  link.fetchPriority = 'low';
  document.head.append(link);
}

let webGlSupport: boolean | undefined;

/**
 * Whether this browser can draw MapLibre at all (it needs WebGL). Asked once per page, and only when a map is
 * about to show: creating a WebGL context costs a phone milliseconds (without a GPU, tens) that a page whose
 * map is below the fold does not need to spend while its first screen renders.
 */
function supportsWebGl(): boolean {
  if (webGlSupport === undefined) {
    try {
      const canvas = document.createElement('canvas');
      webGlSupport = Boolean(canvas.getContext('webgl2') ?? canvas.getContext('webgl'));
    } catch {
      webGlSupport = false;
    }
  }
  return webGlSupport;
}

class MapErrorBoundary extends Component<{ onError: (error: unknown) => void; children: ReactNode }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: unknown) {
    this.props.onError(error);
  }
  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

/**
 * The app's one map (dashboard widget, Full Map, course page, Passport's Map View): MapLibre on a basemap
 * bundled with the app, loaded lazily. While it loads, a skeleton keeps its height; when it cannot load (no
 * WebGL, the chunk or the basemap failed), the golfer's courses are listed with their statuses instead and
 * `onLoadError` is called once.
 */
export function CourseMap(props: CourseMapProps) {
  const [loadFailed, setLoadFailed] = useState(false);
  const [reported, setReported] = useState(false);
  const deferred = props.deferUntilVisible ?? false;
  const [container, inView] = useNearViewport<HTMLDivElement>(deferred, NEAR_VIEWPORT_MARGIN);
  // A deferred map starts when it comes near the viewport and the main thread is next idle: its start
  // (MapLibre's chunk evaluated, a WebGL context, in software on a phone without a usable GPU, the style and
  // the first frame) is the heaviest task of its page, and must not land inside the first screen's work
  // (docs/performance.md, "Where the main thread goes").
  const idle = useWhenIdle(inView);
  const near = deferred ? idle : inView;
  // Without WebGL a deferred map shows its skeleton until scrolled near, then the course list (rare: every
  // current browser has WebGL unless it is switched off).
  const failed = loadFailed || (near && !supportsWebGl());
  useEffect(() => {
    if (near && !failed) preloadBasemap();
  }, [near, failed]);
  const fail = (error: unknown) => {
    console.error('Map failed to load', error);
    setLoadFailed(true);
  };
  const loading = <Skeleton className="course-map__loading" height={props.height} width="100%" />;
  if (failed) {
    if (!reported) {
      setReported(true);
      queueMicrotask(() => props.onLoadError?.(new Error('Map unavailable')));
    }
    return <MapFallbackList points={props.points} label={props.label} />;
  }
  return (
    <div ref={container} className="course-map" style={{ minHeight: props.height }}>
      <MapErrorBoundary onError={fail}>
        <Suspense fallback={loading}>{near ? <MapView {...props} onLoadError={fail} /> : loading}</Suspense>
      </MapErrorBoundary>
      {/* The canvas says nothing to a screen reader: the golfer's courses and their statuses, as text. */}
      {props.listPoints === false ? null : (
        <ul className="visually-hidden" aria-label={`${props.label}: courses`}>
          {props.points.map((point) => (
            <li key={point.id}>{`${point.name}: ${MAP_STATUS_LABELS[point.status]}`}</li>
          ))}
        </ul>
      )}
    </div>
  );
}
