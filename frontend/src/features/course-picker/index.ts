/** Picking a course: Find or Create Course (search, worldwide, device, custom) and Add to Bucket List. */
export {
  FindOrCreateCourseDialog,
  type FindOrCreateCourseDialogProps,
} from './lazy-find-or-create-course-dialog';
export { AddToBucketListDialog, type AddToBucketListDialogProps } from './add-to-bucket-list-dialog';
export { addExternalCourse } from './api/add-external-course';
