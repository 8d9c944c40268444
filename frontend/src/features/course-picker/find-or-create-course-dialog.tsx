import { useEffect, useRef, useState } from 'react';
import type { CourseSearchResult } from '#shared/schemas/course';
import { Dialog, DialogContent } from '@/shared/ui/dialog';
import { useDiscardGuard } from '@/shared/ui/discard-guard';
import { useOnline } from '@/shared/offline/connectivity';
import { CourseSearch } from './components/course-search';
import { DeviceCoursePicker } from './components/device-course-picker';
import { CustomCourseForm } from './components/custom-course-form';
import { useHeaderHeightVariable } from './use-header-height-variable';
import './course-picker.css';

export interface FindOrCreateCourseDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Called with the course the golfer picked, added from GolfCourseAPI or created; the dialog then closes. */
  onSelect: (course: CourseSearchResult) => void;
  title?: string;
  /** The bucket-list heart on the highlighted search result (Club Profiles' Find a course). */
  bucketListHearts?: boolean;
}

/**
 * Find or Create Course (docs/product-rules.md#courses): search Fescue's catalog (and GolfCourseAPI where
 * configured), or enter a custom course by hand; Back to Search returns. Used by Club Profiles, Add Round and
 * Bucket List.
 */
export default function FindOrCreateCourseDialog({
  open,
  onOpenChange,
  onSelect,
  title = 'Find or Create Course',
  bucketListHearts = false,
}: FindOrCreateCourseDialogProps) {
  // A custom course half typed in is not lost to a stray Escape or click outside: the golfer is asked first.
  const guard = useDiscardGuard(onOpenChange, {
    title: 'Discard this course?',
    description: 'What you typed into the custom course form will be lost.',
  });
  return (
    <Dialog open={open} onOpenChange={guard.onOpenChange}>
      {/* The body mounts with the dialog, so every opening starts fresh in search mode. */}
      {open ? (
        <PickerBody
          title={title}
          bucketListHearts={bucketListHearts}
          onSelect={(course) => {
            onSelect(course);
            onOpenChange(false);
          }}
          onUnsavedChange={guard.setUnsaved}
        />
      ) : null}
      {guard.prompt}
    </Dialog>
  );
}

function PickerBody({
  title,
  bucketListHearts,
  onSelect,
  onUnsavedChange,
}: {
  title: string;
  bucketListHearts: boolean;
  onSelect: (course: CourseSearchResult) => void;
  onUnsavedChange: (unsaved: boolean) => void;
}) {
  const [mode, setMode] = useState<'search' | 'custom'>('search');
  // Once opened, the custom form stays mounted (hidden while searching), so Back to Search keeps its draft.
  const [formOpened, setFormOpened] = useState(false);
  const [text, setText] = useState('');
  const [cameBack, setCameBack] = useState(false);
  const searchBox = useRef<HTMLInputElement>(null);
  const headerHeightRef = useHeaderHeightVariable();
  const online = useOnline();

  // Back to Search: the search box, with the text kept, is where the golfer carries on.
  useEffect(() => {
    if (mode === 'search' && cameBack) searchBox.current?.focus();
  }, [mode, cameBack]);

  return (
    <DialogContent
      ref={headerHeightRef}
      className="course-picker"
      // Escape in the search box clears what was typed first; with the box empty, it closes the dialog.
      onEscapeKeyDown={(event) => {
        if (mode === 'search' && text !== '' && event.target === searchBox.current) {
          event.preventDefault();
          setText('');
        }
      }}
      title={mode === 'search' ? title : 'Create a custom course'}
      description={
        !online
          ? 'Pick a course this device has seen, or type one in.'
          : mode === 'search'
            ? 'Search Fescue’s catalog by course, town, region, country or architect.'
            : 'Course name, city and country are required; the rest helps your statistics.'
      }
    >
      {!online ? (
        // No signal (docs/product-rules.md#offline): the courses this device has seen, or one typed in,
        // created on sync.
        <DeviceCoursePicker onPick={onSelect} />
      ) : mode === 'search' ? (
        <CourseSearch
          inputRef={searchBox}
          bucketListHearts={bucketListHearts}
          text={text}
          onTextChange={setText}
          onPick={onSelect}
          onCreateCustom={() => {
            setFormOpened(true);
            setMode('custom');
          }}
        />
      ) : null}
      {online && formOpened ? (
        <div hidden={mode !== 'custom'}>
          <CustomCourseForm
            initialName={text.trim()}
            shown={mode === 'custom'}
            onBack={() => {
              setMode('search');
              setCameBack(true);
            }}
            onPick={onSelect}
            onUnsavedChange={onUnsavedChange}
          />
        </div>
      ) : null}
    </DialogContent>
  );
}
