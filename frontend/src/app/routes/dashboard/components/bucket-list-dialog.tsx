import { PlayedItControl } from '@/features/played';
import { Check, Trash2 } from 'lucide-react';
import { use, useId, useLayoutEffect, useRef, useState } from 'react';
import { useSWRConfig } from 'swr';
import { formatDate } from '#shared/format/date';
import { BUCKET_NOTES_MAX, type BucketListEntry } from '#shared/schemas/bucket-list';
import {
  BUCKET_LIST_TOASTS,
  PrioritySelect,
  refreshBucketListData,
  removeFromBucketList,
  updateBucketListEntry,
  useBucketList,
} from '@/features/bucket-list';
import { courseTypeLabel, exclusivityText, placeOf } from '@/features/courses';
import { Button } from '@/shared/ui/button';
import { Dialog, DialogContent } from '@/shared/ui/dialog';
import { Skeleton } from '@/shared/ui/skeleton';
import { useToast } from '@/shared/ui/toast';
import { EditorFocusContext, useEditorFocus } from './bucket-list-dialog-focus';

const PAGE_SIZE = 50;

function EditableEntry({ entry }: { entry: BucketListEntry }) {
  const { mutate } = useSWRConfig();
  const { toast } = useToast();
  const id = useId();
  const [notes, setNotes] = useState(entry.notes ?? '');
  const [busy, setBusy] = useState(false);
  const focus = use(EditorFocusContext);
  const entryRef = useRef<HTMLLIElement>(null);

  // The controls stay enabled while a change is saved: disabling the focused one would drop keyboard focus.
  const save = async (update: { priority?: number; notes?: string }) => {
    setBusy(true);
    if (update.priority !== undefined) focus?.priorityChanging(entry.courseId, update.priority);
    try {
      await updateBucketListEntry(entry.courseId, update);
      await refreshBucketListData(mutate);
    } catch (error) {
      focus?.cancel();
      console.error('Bucket list update failed', error);
      toast({ title: 'Error', description: 'Failed to update bucket list entry.', variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  };
  const remove = async () => {
    if (busy) return;
    setBusy(true);
    focus?.removing(entryRef.current, entry.courseId);
    try {
      await removeFromBucketList(entry.courseId);
      toast(BUCKET_LIST_TOASTS.removed);
      await refreshBucketListData(mutate);
    } catch (error) {
      focus?.cancel();
      console.error('Bucket list removal failed', error);
      toast(BUCKET_LIST_TOASTS.removeFailed);
      setBusy(false);
    }
  };

  return (
    <li className="bucket-all__entry" ref={entryRef} data-course-id={entry.courseId}>
      <div className="bucket-all__head">
        <div>
          <p className="bucket-all__name">
            {entry.course.name}
            {entry.playedAt ? (
              <span className="bucket-card__played">
                <Check aria-hidden="true" />
                Played {formatDate(entry.playedAt)}
              </span>
            ) : null}
          </p>
          {entry.playedAt ? null : (
            // Marked played without a round, or marked from here (docs/product-rules.md#played-without-a-round).
            <PlayedItControl
              courseId={entry.courseId}
              courseName={entry.course.name}
              playedByRounds={false}
              className="bucket-all__played"
            />
          )}
          <p className="bucket-card__place">
            {placeOf(entry.course)} · Exclusivity {exclusivityText(entry.course.exclusivityRating)} ·{' '}
            {courseTypeLabel(entry.course.courseType)}
          </p>
        </div>
        <Button
          variant="ghost"
          size="sm"
          aria-disabled={busy}
          data-control="remove"
          onClick={() => void remove()}
          aria-label={`Remove ${entry.course.name} from your bucket list`}
        >
          <Trash2 aria-hidden="true" />
          Remove
        </Button>
      </div>
      <div className="bucket-all__fields">
        <label className="bucket-all__priority" htmlFor={`${id}-priority`}>
          Priority
          <PrioritySelect
            id={`${id}-priority`}
            value={entry.priority}
            data-control="priority"
            onChange={(priority) => {
              if (priority !== null) void save({ priority });
            }}
          />
        </label>
        <label className="bucket-all__notes" htmlFor={`${id}-notes`}>
          Notes
          <input
            id={`${id}-notes`}
            className="input"
            value={notes}
            maxLength={BUCKET_NOTES_MAX}
            onChange={(event) => setNotes(event.target.value)}
            onBlur={() => {
              if (notes.trim() !== (entry.notes ?? '')) void save({ notes });
            }}
          />
        </label>
      </div>
    </li>
  );
}

function EntriesPage({ cursor, onMore }: { cursor?: string; onMore: (cursor: string) => void }) {
  const { data, isLoading, error } = useBucketList(PAGE_SIZE, cursor);
  const focus = use(EditorFocusContext);
  // Every commit of a page: the one that shows a pending change puts focus where it belongs.
  useLayoutEffect(() => focus?.apply());
  if (isLoading) return <Skeleton height={120} width="100%" />;
  if (error || !data) return <p role="alert">Your bucket list could not be loaded.</p>;
  return (
    <>
      {!cursor && data.total === 0 ? <li className="bucket-all__empty">Your bucket list is empty.</li> : null}
      {data.entries.map((entry) => (
        <EditableEntry key={`${entry.id}:${entry.notes ?? ''}`} entry={entry} />
      ))}
      {data.nextCursor ? (
        <li className="bucket-all__more">
          <Button variant="secondary" onClick={() => onMore(data.nextCursor as string)}>
            Show more
          </Button>
        </li>
      ) : null}
    </>
  );
}

/** View all n courses: every entry, with priority and notes edited in place and Remove. */
export function BucketListDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const [cursors, setCursors] = useState<(string | undefined)[]>([undefined]);
  const listRef = useRef<HTMLUListElement>(null);
  const focus = useEditorFocus(listRef);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      {open ? (
        <DialogContent
          className="bucket-all"
          title="Your Bucket List"
          description="Highest priority first. Changes are saved as you make them."
        >
          <EditorFocusContext value={focus}>
            <ul className="bucket-all__list" ref={listRef}>
              {cursors.map((cursor) => (
                <EntriesPage
                  key={cursor ?? 'first'}
                  cursor={cursor}
                  onMore={(next) =>
                    setCursors((current) => (current.includes(next) ? current : [...current, next]))
                  }
                />
              ))}
            </ul>
          </EditorFocusContext>
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
