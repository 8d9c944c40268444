import { clsx } from 'clsx';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { placeLine } from '#shared/geo/place-line';
import { MAP_STATUS_LABELS } from '#shared/schemas/course-map';
import type { MapPoint } from './course-map-types';
import { Button } from '@/shared/ui/button';
import { sortMapCourses } from '../lib/sort-map-courses';
import './map-course-list.css';
import { formatNumber } from '#shared/format/number';

/** Rows at first and per "Show more": a few screens' worth, so the list costs the map's page next to nothing. */
export const COURSE_LIST_PAGE = 25;

interface MapCourseListProps {
  /** The courses the map shows (after the page's search and filters), in any order. */
  points: readonly MapPoint[];
  /** Opens a course's popup on the map (which flies to it). */
  onShow: (point: MapPoint) => void;
  /** The map could not load: each course links to its page instead. */
  mapFailed?: boolean;
  /** The course whose popup is open on the map: marked as the current one. */
  openId?: string | null;
}

/**
 * The map's courses as a list, for the keyboard and screen readers (the canvas says nothing) and anyone who
 * would rather read than pan: the golfer's own first, then the catalog by name, a page at a time. Choosing
 * one opens the same popup as its marker; Escape there brings focus back to it.
 */
export function MapCourseList({ points, onShow, mapFailed = false, openId = null }: MapCourseListProps) {
  const titleId = useId();
  const sorted = useMemo(() => sortMapCourses(points), [points]);
  // Back to the first page whenever the search or a filter changes what the map shows.
  const [paging, setPaging] = useState({ points, limit: COURSE_LIST_PAGE });
  if (paging.points !== points) setPaging({ points, limit: COURSE_LIST_PAGE });
  const visible = sorted.slice(0, paging.limit);
  const left = sorted.length - visible.length;

  // "Show more" moves focus to the first course it revealed (its button would otherwise sit below them all).
  const list = useRef<HTMLUListElement>(null);
  const focusRow = useRef<number | null>(null);
  useEffect(() => {
    if (focusRow.current === null) return;
    list.current?.querySelectorAll<HTMLElement>('.map-courses__open')[focusRow.current]?.focus();
    focusRow.current = null;
  }, [paging.limit]);

  return (
    <section className="map-courses" aria-labelledby={titleId}>
      <div className="map-courses__header">
        <h2 className="map-courses__title" id={titleId}>
          Courses on the map
        </h2>
        <p className="map-courses__count">
          {sorted.length === 0
            ? 'None match the search and filters.'
            : left > 0
              ? `Showing ${visible.length} of ${formatNumber(sorted.length)}`
              : `${formatNumber(sorted.length)} ${sorted.length === 1 ? 'course' : 'courses'}`}
          {sorted.length > 0 && !mapFailed ? ' · choose one to see it on the map' : null}
        </p>
      </div>
      {visible.length > 0 ? (
        <ul className="map-courses__list" aria-labelledby={titleId} ref={list}>
          {visible.map((point) => (
            <li
              key={point.id}
              className={clsx('map-courses__item', point.id === openId && 'map-courses__item--open')}
            >
              {mapFailed ? (
                <Link className="map-courses__open" to={`/course/${encodeURIComponent(point.id)}`}>
                  {point.name}
                </Link>
              ) : (
                <button
                  type="button"
                  className="map-courses__open"
                  aria-current={point.id === openId ? 'true' : undefined}
                  onClick={() => onShow(point)}
                >
                  {point.name}
                </button>
              )}
              <span className="map-courses__meta">
                {point.city && point.country ? (
                  <span className="map-courses__place">
                    {placeLine(point.city, point.state, point.country)}
                  </span>
                ) : point.country ? (
                  <span className="map-courses__place">{point.country}</span>
                ) : null}
                <span className={`map-status map-status--${point.status}`}>
                  {MAP_STATUS_LABELS[point.status]}
                </span>
              </span>
            </li>
          ))}
        </ul>
      ) : null}
      {left > 0 ? (
        <Button
          className="map-courses__more"
          variant="secondary"
          size="sm"
          onClick={() => {
            focusRow.current = visible.length;
            setPaging({ points, limit: paging.limit + COURSE_LIST_PAGE });
          }}
        >
          {`Show ${Math.min(left, COURSE_LIST_PAGE)} more ${Math.min(left, COURSE_LIST_PAGE) === 1 ? 'course' : 'courses'}`}
        </Button>
      ) : null}
    </section>
  );
}
