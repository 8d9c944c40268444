import './trips.css';
import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
} from '@dnd-kit/core';
import {
  arrayMove,
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { GripVertical, PenLine, Trash2 } from 'lucide-react';
import { useId } from 'react';
import type { Trip } from '#shared/trips/trip';
import { Button } from '@/shared/ui/button';
import { dayLabel, placeLine } from '../lib/place-line';

export type PlanStop = Trip['stops'][number];

interface StopListProps {
  stops: readonly PlanStop[];
  dates: readonly string[];
  /** Today, the golfer's own calendar day: a course's day that has come may have its round logged. */
  today: string;
  disabled: boolean;
  onChange: (stops: PlanStop[]) => void;
  onLogRound: (stop: PlanStop) => void;
}

const keyOf = (stop: Pick<PlanStop, 'courseId' | 'date'>) => `${stop.date}|${stop.courseId}`;

/**
 * A stop moved in the order joins the day of the course now before it (the first, the day of the one after):
 * the order and the days never disagree.
 */
export function moveStop(stops: readonly PlanStop[], from: number, to: number): PlanStop[] {
  const moved = arrayMove([...stops], from, to);
  const stop = moved[to];
  const neighbour = moved[to - 1] ?? moved[to + 1];
  if (!stop || !neighbour) return moved;
  moved[to] = { ...stop, date: neighbour.date };
  return moved;
}

/**
 * The plan's courses in their order, grouped by day: dragged by their handle, or moved with the keyboard
 * (focus the handle, Space to pick up, arrow keys, Space to drop: @dnd-kit's accessible sortable list, which
 * tells a screen reader each move).
 */
export function StopList({ stops, dates, today, disabled, onChange, onLogRound }: StopListProps) {
  const instructionsId = useId();
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const ids = stops.map(keyOf);
  const nameOf = (id: string | number) =>
    stops.find((stop) => keyOf(stop) === id)?.course?.name ?? 'the course';
  const positionOf = (id: string | number | undefined) => ids.indexOf(String(id)) + 1;
  const announcements: Announcements = {
    onDragStart: ({ active }) =>
      `Picked up ${nameOf(active.id)}, position ${positionOf(active.id)} of ${ids.length}.`,
    onDragOver: ({ active, over }) =>
      over ? `${nameOf(active.id)} is now at position ${positionOf(over.id)} of ${ids.length}.` : undefined,
    onDragEnd: ({ active, over }) =>
      over ? `${nameOf(active.id)} dropped at position ${positionOf(over.id)} of ${ids.length}.` : undefined,
    onDragCancel: ({ active }) => `Moving ${nameOf(active.id)} was cancelled.`,
  };

  const end = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    onChange(moveStop(stops, ids.indexOf(String(active.id)), ids.indexOf(String(over.id))));
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={end}
      accessibility={{
        announcements,
        screenReaderInstructions: {
          draggable:
            'To move a course, press Space on its handle, then the up and down arrow keys, then Space to drop it, or Escape to leave it where it was.',
        },
      }}
    >
      <p id={instructionsId} className="visually-hidden">
        Drag a course by its handle, or focus the handle and press Space, then the arrow keys.
      </p>
      <SortableContext items={ids} strategy={verticalListSortingStrategy}>
        <ol className="stop-list" aria-label="The plan, in order">
          {stops.map((stop, index) => (
            <StopItem
              key={keyOf(stop)}
              id={keyOf(stop)}
              stop={stop}
              index={index}
              newDay={index === 0 || stops[index - 1]?.date !== stop.date}
              dates={dates}
              today={today}
              disabled={disabled}
              describedBy={instructionsId}
              onDate={(date) => onChange(stops.map((s, i) => (i === index ? { ...s, date } : s)))}
              onRemove={() => onChange(stops.filter((_, i) => i !== index))}
              onLogRound={() => onLogRound(stop)}
            />
          ))}
        </ol>
      </SortableContext>
    </DndContext>
  );
}

function StopItem({
  id,
  stop,
  index,
  newDay,
  dates,
  today,
  disabled,
  describedBy,
  onDate,
  onRemove,
  onLogRound,
}: {
  id: string;
  stop: PlanStop;
  index: number;
  newDay: boolean;
  dates: readonly string[];
  today: string;
  disabled: boolean;
  describedBy: string;
  onDate: (date: string) => void;
  onRemove: () => void;
  onLogRound: () => void;
}) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({
      id,
      disabled,
    });
  const name = stop.course?.name ?? 'A course no longer in the catalog';
  const dayNumber = dates.indexOf(stop.date) + 1;
  return (
    <li
      ref={setNodeRef}
      className={isDragging ? 'stop-list__item stop-list__item--dragging' : 'stop-list__item'}
      style={{ transform: CSS.Transform.toString(transform), transition }}
    >
      {newDay ? (
        <p className="stop-list__day">
          Day {dayNumber} · {dayLabel(stop.date)}
        </p>
      ) : null}
      <div className="stop-list__row">
        <button
          type="button"
          className="stop-list__handle"
          ref={setActivatorNodeRef}
          {...attributes}
          {...listeners}
          aria-describedby={describedBy}
          aria-label={`Move ${name}, stop ${index + 1}`}
        >
          <GripVertical aria-hidden="true" />
        </button>
        <span className="stop-list__number" aria-hidden="true">
          {index + 1}
        </span>
        <div className="stop-list__facts">
          <span className="stop-list__name">{name}</span>
          {stop.course ? <span className="stop-list__place">{placeLine(stop.course)}</span> : null}
        </div>
        <div className="stop-list__controls">
          <label className="stop-list__date">
            <span className="visually-hidden">Day of {name}</span>
            <select value={stop.date} disabled={disabled} onChange={(event) => onDate(event.target.value)}>
              {dates.map((date, i) => (
                <option key={date} value={date}>
                  Day {i + 1}, {dayLabel(date)}
                </option>
              ))}
            </select>
          </label>
          <div className="stop-list__actions">
            {stop.date <= today && stop.course ? (
              <Button type="button" size="sm" variant="primary" onClick={onLogRound}>
                <PenLine aria-hidden="true" />
                Log this round
              </Button>
            ) : null}
            <Button
              type="button"
              size="sm"
              variant="ghost"
              disabled={disabled}
              onClick={onRemove}
              aria-label={`Remove ${name}`}
            >
              <Trash2 aria-hidden="true" />
            </Button>
          </div>
        </div>
      </div>
    </li>
  );
}
