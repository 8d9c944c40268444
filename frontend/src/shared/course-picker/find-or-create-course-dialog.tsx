import { useState } from 'react';
import type { CourseSearchResult } from '../../../../shared/schemas/course';
import { Dialog, DialogContent } from '../ui/dialog';
import { CourseSearch } from './components/course-search';
import { CustomCourseForm } from './components/custom-course-form';
import './course-picker.css';

export interface FindOrCreateCourseDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Called with the course the golfer picked, added from GolfCourseAPI or created; the dialog then closes. */
  onSelect: (course: CourseSearchResult) => void;
  title?: string;
}

/**
 * Spec §2 Find or Create Course: search Fescue's catalog (and GolfCourseAPI where configured), or enter a
 * custom course by hand; Back to Search returns. Used by Club Profiles, Add Round and Bucket List.
 */
export default function FindOrCreateCourseDialog({
  open,
  onOpenChange,
  onSelect,
  title = 'Find or Create Course',
}: FindOrCreateCourseDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      {/* The body mounts with the dialog, so every opening starts fresh in search mode. */}
      {open ? (
        <PickerBody
          title={title}
          onSelect={(course) => {
            onSelect(course);
            onOpenChange(false);
          }}
        />
      ) : null}
    </Dialog>
  );
}

function PickerBody({ title, onSelect }: { title: string; onSelect: (course: CourseSearchResult) => void }) {
  const [mode, setMode] = useState<'search' | 'custom'>('search');
  const [text, setText] = useState('');
  return (
    <DialogContent
      className="course-picker"
      title={mode === 'search' ? title : 'Create a custom course'}
      description={
        mode === 'search'
          ? 'Search Fescue’s catalog by course, city or architect.'
          : 'Course name, city and country are required; the rest helps your statistics.'
      }
    >
      {mode === 'search' ? (
        <CourseSearch
          text={text}
          onTextChange={setText}
          onPick={onSelect}
          onCreateCustom={() => setMode('custom')}
        />
      ) : (
        <CustomCourseForm initialName={text.trim()} onBack={() => setMode('search')} onPick={onSelect} />
      )}
    </DialogContent>
  );
}
