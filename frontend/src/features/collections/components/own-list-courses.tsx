import {
  DndContext,
  KeyboardSensor,
  PointerSensor,
  closestCenter,
  useSensor,
  useSensors,
  type DragEndEvent,
} from '@dnd-kit/core';
import {
  SortableContext,
  arrayMove,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { GripVertical, X } from 'lucide-react';
import type { CollectionCourse } from '#shared/collections/collection';
import { PlayedToggle } from './played-toggle';

interface OwnListCoursesProps {
  courses: readonly CollectionCourse[];
  onReorder: (ids: string[]) => void;
  onRemove: (id: string) => void;
  disabled?: boolean;
}

/**
 * An own list's courses in the golfer's order, reordered by dragging a course's handle or from the keyboard
 * (focus the handle, Space to lift, the arrow keys to move, Space to drop, Escape to cancel: @dnd-kit
 * announces each step to screen readers).
 */
export function OwnListCourses({ courses, onReorder, onRemove, disabled }: OwnListCoursesProps) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const ids = courses.map((course) => course.id);
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    onReorder(arrayMove(ids, ids.indexOf(String(active.id)), ids.indexOf(String(over.id))));
  };
  const names = new Map(courses.map((course) => [course.id, course.name]));
  const nameOf = (id: string | number) => names.get(String(id)) ?? 'the course';
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{
        screenReaderInstructions: {
          draggable:
            'To move a course, press Space to lift it, the up and down arrows to move it, Space to drop it or Escape to cancel.',
        },
        announcements: {
          onDragStart: ({ active }) =>
            `Lifted ${nameOf(active.id)}, position ${ids.indexOf(String(active.id)) + 1}.`,
          onDragOver: ({ active, over }) =>
            over ? `${nameOf(active.id)} moved to position ${ids.indexOf(String(over.id)) + 1}.` : undefined,
          onDragEnd: ({ active, over }) =>
            over
              ? `${nameOf(active.id)} dropped at position ${ids.indexOf(String(over.id)) + 1}.`
              : `${nameOf(active.id)} dropped.`,
          onDragCancel: ({ active }) => `Moving ${nameOf(active.id)} was cancelled.`,
        },
      }}
    >
      <SortableContext items={ids} strategy={verticalListSortingStrategy} disabled={disabled}>
        <ol className="own-list-courses" aria-label="Courses in your order">
          {courses.map((course, index) => (
            <SortableCourse key={course.id} course={course} position={index + 1} onRemove={onRemove} />
          ))}
        </ol>
      </SortableContext>
    </DndContext>
  );
}

function SortableCourse({
  course,
  position,
  onRemove,
}: {
  course: CollectionCourse;
  position: number;
  onRemove: (id: string) => void;
}) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({ id: course.id });
  return (
    <li
      ref={setNodeRef}
      className={`own-list-course${isDragging ? ' own-list-course--dragging' : ''}`}
      style={{ transform: CSS.Transform.toString(transform), transition }}
    >
      <button
        type="button"
        ref={setActivatorNodeRef}
        className="own-list-course__handle"
        {...attributes}
        {...listeners}
        aria-label={`Move ${course.name}, position ${position}`}
      >
        <GripVertical aria-hidden="true" size={18} />
      </button>
      <span className="own-list-course__position" aria-hidden="true">
        {position}
      </span>
      <span className="own-list-course__text">
        <span className="own-list-course__name">{course.name}</span>
        <span className="own-list-course__place">{course.place}</span>
      </span>
      <PlayedToggle courseId={course.id} courseName={course.name} />
      <button
        type="button"
        className="own-list-course__remove"
        aria-label={`Remove ${course.name} from the list`}
        onClick={() => onRemove(course.id)}
      >
        <X aria-hidden="true" size={16} />
      </button>
    </li>
  );
}
