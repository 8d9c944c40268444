import { Flag, Heart } from 'lucide-react';
import { useId, useState } from 'react';
import { useSWRConfig } from 'swr';
import { BUCKET_NOTES_MAX, BUCKET_PRIORITY_DEFAULT } from '#shared/schemas/bucket-list';
import type { UpdateBucketListEntryInput } from '#shared/schemas/bucket-list';
import type { CourseSearchResult } from '#shared/schemas/course';
import { FindOrCreateCourseDialog } from './lazy-find-or-create-course-dialog';
import { CourseSearch } from './components/course-search';
import { useHasPlayed, useOnBucketList } from './components/highlighted-course-heart';
import { WorldwideSearch } from './components/worldwide-search';
import { useExternalCourseSearch } from './api/search-external-courses';
import { courseTypeLabel, placeOf } from '@/features/courses';
import { Button } from '@/shared/ui/button';
import { Dialog, DialogContent } from '@/shared/ui/dialog';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/shared/ui/tabs';
import { useToast } from '@/shared/ui/toast';
import {
  addToBucketList,
  PrioritySelect,
  refreshBucketListData,
  updateBucketListEntry,
  BUCKET_LIST_TOASTS,
} from '@/features/bucket-list';
import './course-picker.css';
import './bucket-list.css';

export interface AddToBucketListDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * Add Courses to Bucket List: tabs Your Courses (Fescue's catalog search) and Search Worldwide
 * (GolfCourseAPI, where a key is configured); a picked course gets a priority (1 to 10, default 5) and notes.
 */
export default function AddToBucketListForm({ open, onOpenChange }: AddToBucketListDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      {open ? <DialogBody onDone={() => onOpenChange(false)} /> : null}
    </Dialog>
  );
}

/**
 * A course already on the list, submitted again: the golfer set a priority or notes because that is what
 * they want for it now, so those are saved (PATCH) and the toast says the list was updated, not that a course
 * was added. Only what they set is sent: a priority left at "Keep its priority", or notes left empty, keep the entry's
 * own, so re-adding a course to note something never resets its priority. Nothing set: nothing written, and
 * the toast says plainly it is listed already.
 */
async function updateListedCourse(
  courseId: string,
  changes: UpdateBucketListEntryInput,
): Promise<'updated' | 'unchanged'> {
  if (changes.priority === undefined && changes.notes === undefined) return 'unchanged';
  await updateBucketListEntry(courseId, changes);
  return 'updated';
}

function DialogBody({ onDone }: { onDone: () => void }) {
  const { mutate } = useSWRConfig();
  const { toast } = useToast();
  const [text, setText] = useState('');
  const [worldText, setWorldText] = useState('');
  const [picked, setPicked] = useState<CourseSearchResult | null>(null);
  // Null: a listed course keeps its own priority (the select's first option).
  const [chosenPriority, setChosenPriority] = useState<number | null>(null);
  const [notes, setNotes] = useState('');
  const [saving, setSaving] = useState(false);
  const [customOpen, setCustomOpen] = useState(false);
  const worldwide = useExternalCourseSearch('');
  const id = useId();
  // The same mark as the search results' (Club Profiles' Find a course): the map's statuses.
  const listed = useOnBucketList(picked?.id ?? '');
  const played = useHasPlayed(picked?.id ?? '');
  const priority = chosenPriority ?? BUCKET_PRIORITY_DEFAULT;
  const priorityChosen = chosenPriority !== null;

  const submit = async () => {
    if (!picked) return;
    const changes: UpdateBucketListEntryInput = {
      ...(priorityChosen ? { priority } : {}),
      ...(notes.trim() ? { notes } : {}),
    };
    setSaving(true);
    try {
      let outcome: 'added' | 'updated' | 'unchanged';
      if (listed) outcome = await updateListedCourse(picked.id, changes);
      else {
        // The mark knows only courses with a position: the server's answer has the last word.
        const { created } = await addToBucketList({ courseId: picked.id, priority, notes });
        outcome = created ? 'added' : await updateListedCourse(picked.id, changes);
      }
      toast(
        outcome === 'added'
          ? BUCKET_LIST_TOASTS.added
          : outcome === 'updated'
            ? BUCKET_LIST_TOASTS.updated
            : BUCKET_LIST_TOASTS.alreadyListed,
      );
      await refreshBucketListData(mutate);
      onDone();
    } catch (error) {
      console.error('Adding to the bucket list failed', error);
      toast(BUCKET_LIST_TOASTS.addFailed);
    } finally {
      setSaving(false);
    }
  };

  return (
    <DialogContent
      className="course-picker bucket-add"
      title="Add Courses to Bucket List"
      description="Find a course you want to play, then give it a priority and notes."
    >
      {picked ? (
        <form
          className="bucket-add__form"
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
        >
          <div className="bucket-add__picked">
            <div>
              <p className="bucket-add__name">{picked.name}</p>
              <p className="bucket-add__place">
                {placeOf(picked)} · {courseTypeLabel(picked.courseType)}
              </p>
              {listed ? (
                <p className="bucket-add__listed">
                  <Heart aria-hidden="true" />
                  Already on your bucket list: a priority or notes you set here replace its own.
                </p>
              ) : null}
              {played ? (
                <p className="bucket-add__listed bucket-add__played">
                  <Flag aria-hidden="true" />
                  You have played {picked.name} already: on your list it counts as played, not as one to play.
                </p>
              ) : null}
            </div>
            <Button type="button" variant="secondary" size="sm" onClick={() => setPicked(null)}>
              Change
            </Button>
          </div>
          <div className="field">
            <label className="field__label" htmlFor={`${id}-priority`}>
              Priority
            </label>
            <PrioritySelect
              id={`${id}-priority`}
              className="bucket-add__priority"
              value={listed ? chosenPriority : priority}
              keepLabel={listed ? 'Keep its priority' : undefined}
              onChange={setChosenPriority}
            />
          </div>
          <div className="field">
            <label className="field__label" htmlFor={`${id}-notes`}>
              Notes
            </label>
            <textarea
              id={`${id}-notes`}
              className="input bucket-add__notes"
              rows={3}
              maxLength={BUCKET_NOTES_MAX}
              placeholder={
                listed
                  ? 'Left empty, the notes it has are kept'
                  : 'Why this course, when you hope to go, who with...'
              }
              value={notes}
              onChange={(event) => setNotes(event.target.value)}
            />
          </div>
          <div className="bucket-add__actions">
            <Button type="button" variant="secondary" onClick={onDone}>
              Cancel
            </Button>
            <Button type="submit" disabled={saving}>
              {saving ? 'Saving...' : listed ? 'Update Bucket List' : 'Add to Bucket List'}
            </Button>
          </div>
        </form>
      ) : (
        <Tabs defaultValue="yours">
          <TabsList aria-label="Where to look">
            <TabsTrigger value="yours">Your Courses</TabsTrigger>
            {worldwide.available ? <TabsTrigger value="worldwide">Search Worldwide</TabsTrigger> : null}
          </TabsList>
          <TabsContent value="yours">
            <CourseSearch
              text={text}
              onTextChange={setText}
              onPick={setPicked}
              onCreateCustom={() => setCustomOpen(true)}
              bucketListMarks
            />
          </TabsContent>
          {worldwide.available ? (
            <TabsContent value="worldwide">
              <div className="course-search">
                <label className="field__label" htmlFor={`${id}-world`}>
                  Search worldwide
                </label>
                <input
                  id={`${id}-world`}
                  className="input"
                  type="search"
                  placeholder="Type at least 3 characters"
                  value={worldText}
                  onChange={(event) => setWorldText(event.target.value)}
                />
                <WorldwideSearch text={worldText} onPick={setPicked} listedCourseIds={[]} />
              </div>
            </TabsContent>
          ) : null}
        </Tabs>
      )}
      <FindOrCreateCourseDialog
        open={customOpen}
        onOpenChange={setCustomOpen}
        onSelect={setPicked}
        title="Find or Create Course"
      />
    </DialogContent>
  );
}
