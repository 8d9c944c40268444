import { useId, useState } from 'react';
import { useSWRConfig } from 'swr';
import {
  BUCKET_NOTES_MAX,
  BUCKET_PRIORITY_DEFAULT,
  BUCKET_PRIORITY_MAX,
  BUCKET_PRIORITY_MIN,
} from '../../../../shared/schemas/bucket-list';
import type { CourseSearchResult } from '../../../../shared/schemas/course';
import { FindOrCreateCourseDialog } from '../course-picker';
import { CourseSearch } from '../course-picker/components/course-search';
import { WorldwideSearch } from '../course-picker/components/worldwide-search';
import { useExternalCourseSearch } from '../course-picker/api/search-external-courses';
import { courseTypeLabel, placeOf } from '../courses/course-labels';
import { Button } from '../ui/button';
import { Dialog, DialogContent } from '../ui/dialog';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../ui/tabs';
import { useToast } from '../ui/toast';
import { addToBucketList } from './api/add-to-bucket-list';
import { refreshBucketListData } from './api/bucket-list-cache';
import { BUCKET_LIST_TOASTS } from './bucket-list-toasts';
import '../course-picker/course-picker.css';
import './bucket-list.css';

export interface AddToBucketListDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * Spec §2 Add Courses to Bucket List: tabs Your Courses (Fescue's catalog search) and Search Worldwide
 * (GolfCourseAPI, where a key is configured); a picked course gets a priority (1 to 10, default 5) and notes.
 */
export default function AddToBucketListForm({ open, onOpenChange }: AddToBucketListDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      {open ? <DialogBody onDone={() => onOpenChange(false)} /> : null}
    </Dialog>
  );
}

function DialogBody({ onDone }: { onDone: () => void }) {
  const { mutate } = useSWRConfig();
  const { toast } = useToast();
  const [text, setText] = useState('');
  const [worldText, setWorldText] = useState('');
  const [picked, setPicked] = useState<CourseSearchResult | null>(null);
  const [priority, setPriority] = useState(BUCKET_PRIORITY_DEFAULT);
  const [notes, setNotes] = useState('');
  const [saving, setSaving] = useState(false);
  const [customOpen, setCustomOpen] = useState(false);
  const worldwide = useExternalCourseSearch('');
  const id = useId();

  const submit = async () => {
    if (!picked) return;
    setSaving(true);
    try {
      await addToBucketList({ courseId: picked.id, priority, notes });
      toast(BUCKET_LIST_TOASTS.added);
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
            </div>
            <Button type="button" variant="secondary" size="sm" onClick={() => setPicked(null)}>
              Change
            </Button>
          </div>
          <div className="field">
            <label className="field__label" htmlFor={`${id}-priority`}>
              Priority: {priority}/10
            </label>
            <input
              id={`${id}-priority`}
              className="bucket-add__range"
              type="range"
              min={BUCKET_PRIORITY_MIN}
              max={BUCKET_PRIORITY_MAX}
              step={1}
              value={priority}
              onChange={(event) => setPriority(Number(event.target.value))}
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
              placeholder="Why this course, when you hope to go, who with..."
              value={notes}
              onChange={(event) => setNotes(event.target.value)}
            />
          </div>
          <div className="bucket-add__actions">
            <Button type="button" variant="secondary" onClick={onDone}>
              Cancel
            </Button>
            <Button type="submit" disabled={saving}>
              {saving ? 'Adding...' : 'Add to Bucket List'}
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
