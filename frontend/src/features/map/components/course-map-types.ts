import type { ReactNode } from 'react';
import type { MapStatus } from '#shared/schemas/course-map';
import type { BaseLayerId } from './base-layers';
import type { MapBounds } from './map-bounds';

/**
 * One course on the map. Only id, name, position and status are required; the popup shows whichever of the
 * other facts are given (docs/product-rules.md#maps: name, city, country, par, yardage, course type,
 * exclusivity x/10, architect, status badge).
 */
export interface MapPoint {
  id: string;
  name: string;
  latitude: number;
  longitude: number;
  status: MapStatus;
  city?: string;
  state?: string | null;
  country?: string;
  par?: number;
  yardage?: number | null;
  courseType?: string;
  /** 1 to 10; 0 or absent when unknown. */
  exclusivityRating?: number;
  architect?: string | null;
  /** Played by the golfer's mark alone, with no round logged (docs/product-rules.md#played-without-a-round). */
  playedWithoutRound?: boolean;
}

export interface MapViewState {
  latitude: number;
  longitude: number;
  zoom: number;
}

/** Controls outside the map drive it through this (the Full Map's zoom buttons and its course list). */
export interface CourseMapHandle {
  zoomIn: () => void;
  zoomOut: () => void;
  resetView: () => void;
  /**
   * Flies to a course of `points` or `background` and opens its popup with focus in it, as a click on its
   * marker would; Escape or the popup's close button then hands focus back to what had it. False when the
   * course is not on the map.
   */
  showCourse: (id: string) => boolean;
}

export interface CourseMapProps {
  /** The golfer's courses (played, bucket list): drawn one by one, never clustered, above everything. */
  points: readonly MapPoint[];
  /**
   * Many courses shown as `available` (the Full Map's catalog): clustered, drawn below `points`. A course
   * that is also in `points` is drawn there only.
   */
  background?: readonly MapPoint[];
  /** What a screen reader hears for the map region. */
  label: string;
  initialView: MapViewState;
  minZoom: number;
  maxZoom: number;
  /** CSS height of the map; the space is kept while it loads, so nothing jumps. */
  height: string;
  /**
   * Framed on `points` (when there are any) instead of `initialView`, and again when they change;
   * `'with-background'` frames the background courses with them (a continent's every course). Turned off
   * again, the map goes back to `initialView`.
   */
  fitToPoints?: boolean | 'with-background';
  /** The closest that framing may zoom (8 unless given): a widget of the world stays a world view. */
  fitMaxZoom?: number;
  /** The base layer; `offline` (the default) needs no outside host. */
  baseLayer?: BaseLayerId;
  /** An online base layer could not be reached: the map is back on the offline one. */
  onBaseLayerFallback?: (failed: BaseLayerId) => void;
  /**
   * Popup details: `full` adds yardage and exclusivity and a link to the course page
   * (docs/product-rules.md#maps).
   */
  popupDetail?: 'summary' | 'full';
  /** Controls a screen adds to a course's popup (the Full Map's "I've played it"), after its status. */
  popupActions?: (point: MapPoint) => ReactNode;
  /** The map could not start (no WebGL, a chunk that failed to load): the course list is shown instead. */
  onLoadError?: (error: unknown) => void;
  /**
   * Load MapLibre (about 300 kB gzip) only when the map comes near the viewport: for a map below the fold (the
   * dashboard's widget on a phone), so the screen above it is not kept waiting. It then starts at the main
   * thread's next idle moment, never inside the first screen's own work. The space is kept meanwhile.
   */
  deferUntilVisible?: boolean;
  /** What the map shows, once drawn and after every pan or zoom (Passport's Destinations in View follows it). */
  onBoundsChange?: (bounds: MapBounds) => void;
  /**
   * A visually hidden list of `points` and their statuses, for screen readers (the canvas says nothing). On
   * unless the screen lists the map's courses itself (the Full Map's course list).
   */
  listPoints?: boolean;
  /** The course whose popup is open, or null once none is (the Full Map's list marks it). */
  onSelectedChange?: (id: string | null) => void;
  /** Receives zoomIn, zoomOut, resetView and showCourse. */
  handleRef?: React.Ref<CourseMapHandle>;
}
