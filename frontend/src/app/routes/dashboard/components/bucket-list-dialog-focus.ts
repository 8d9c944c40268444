import { createContext, useRef, type RefObject } from 'react';

type EntryControl = 'priority' | 'remove';

/** A change under way, and the control keyboard focus belongs to once the list on screen shows it. */
interface PendingFocus {
  /** Whether the list on screen shows the change yet. */
  shown: (list: HTMLElement) => boolean;
  /** The entry and control to focus; null for the dialog's heading (the list is empty). */
  target: { courseId: string; control: EntryControl } | null;
}

export interface EditorFocus {
  /** Before a priority is saved: focus follows the entry to where the new priority puts it. */
  priorityChanging: (courseId: string, priority: number) => void;
  /** Before an entry is removed: focus goes to the next entry's Remove, else the previous one's, else the heading. */
  removing: (entryElement: HTMLElement | null, courseId: string) => void;
  /** The change failed: focus stays where it is. */
  cancel: () => void;
  /** From a layout effect of each page of entries: runs after the commit that shows the change. */
  apply: () => void;
}

/**
 * Keyboard focus in the bucket-list editor. A new priority reorders the list: React moves the entry's element,
 * which drops focus (the dialog's focus trap would then take it to the dialog itself); a removed entry takes
 * its Remove button with it. The control to focus is named before the change is sent and focused in the
 * layout effect of the commit that shows it, before the focus trap's own reaction, and only when focus was
 * lost: a golfer who moved on while the change was saved stays where they went.
 */
export function useEditorFocus(listRef: RefObject<HTMLUListElement | null>): EditorFocus {
  const pending = useRef<PendingFocus | null>(null);
  const entrySelector = (courseId: string) => `[data-course-id="${CSS.escape(courseId)}"]`;
  return {
    priorityChanging(courseId, priority) {
      pending.current = {
        shown: (list) =>
          list.querySelector<HTMLSelectElement>(`${entrySelector(courseId)} [data-control="priority"]`)
            ?.value === String(priority),
        target: { courseId, control: 'priority' },
      };
    },
    removing(entryElement, courseId) {
      const neighbour = [entryElement?.nextElementSibling, entryElement?.previousElementSibling]
        .map((candidate) => (candidate instanceof HTMLElement ? candidate.dataset.courseId : undefined))
        .find((id) => id !== undefined);
      pending.current = {
        shown: (list) => list.querySelector(entrySelector(courseId)) === null,
        target: neighbour ? { courseId: neighbour, control: 'remove' } : null,
      };
    },
    cancel() {
      pending.current = null;
    },
    apply() {
      const list = listRef.current;
      const request = pending.current;
      if (!list || !request || !request.shown(list)) return;
      pending.current = null;
      const dialog = list.closest('[role="dialog"]');
      const active = document.activeElement;
      const lost = !active || active === document.body || active === dialog || !active.isConnected;
      if (!lost) return;
      const control = request.target
        ? list.querySelector<HTMLElement>(
            `${entrySelector(request.target.courseId)} [data-control="${request.target.control}"]`,
          )
        : null;
      const heading = dialog?.querySelector<HTMLElement>('.dialog__title');
      if (!control && heading) heading.tabIndex = -1;
      (control ?? heading)?.focus();
    },
  };
}

export const EditorFocusContext = createContext<EditorFocus | null>(null);
