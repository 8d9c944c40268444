import { clsx } from 'clsx';
import { Heart } from 'lucide-react';
import { useBucketListToggle } from './use-bucket-list-toggle';
import './bucket-list-heart.css';

interface BucketListHeartProps {
  courseId: string;
  courseName: string;
  className?: string;
}

/**
 * The bucket-list heart of a course (course page, search results, Passport's course cards): filled when the
 * course is on the golfer's list; a click adds or removes it, with its toasts
 * (docs/product-rules.md#bucket-list). Render it only for a signed-in golfer; every signed-in screen is one.
 */
export function BucketListHeart({ courseId, courseName, className }: BucketListHeartProps) {
  const { listed, ready, pending, toggle } = useBucketListToggle(courseId);
  const label = listed
    ? `Remove ${courseName} from your bucket list`
    : `Add ${courseName} to your bucket list`;
  return (
    <button
      type="button"
      className={clsx('bucket-heart', listed && 'bucket-heart--listed', className)}
      aria-pressed={listed}
      aria-label={label}
      title={label}
      disabled={!ready || pending}
      onClick={(event) => {
        // Hearts sit on clickable cards and result rows: the heart's click is its own.
        event.stopPropagation();
        event.preventDefault();
        void toggle();
      }}
    >
      <Heart aria-hidden="true" />
    </button>
  );
}
