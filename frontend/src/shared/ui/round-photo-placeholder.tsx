import { Flag } from 'lucide-react';
import './round-photo-placeholder.css';

/**
 * Where a round has no photo and its course none either: a quiet green tile with a pin flag, which reads as
 * "no photo" rather than as a picture that failed to load (an ImageOff icon did). Decorative.
 */
export function RoundPhotoPlaceholder() {
  return (
    <span className="round-photo-placeholder" aria-hidden="true">
      <Flag />
    </span>
  );
}
