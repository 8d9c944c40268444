import { ImagePlus, Trash2 } from 'lucide-react';
import { useEffect, useId, useRef } from 'react';
import { PHOTO_SIZE_MESSAGE } from '../../../../../shared/schemas/photo';
import { Button } from '../../ui/button';

/** What Update Round does with the photo: leave it, upload a new one, or clear it. */
export type PhotoChange =
  { kind: 'keep' } | { kind: 'remove' } | { kind: 'replace'; file: File; previewUrl: string };

/** Phones take pictures far over 5 MB; the upload downsizes those, so only absurd files are refused here. */
const LARGEST_READABLE_BYTES = 40 * 1024 * 1024;

interface RoundPhotoFieldProps {
  currentUrl: string | null;
  change: PhotoChange;
  onChange: (change: PhotoChange) => void;
  error: string | undefined;
  onError: (message: string | undefined) => void;
}

export function RoundPhotoField({ currentUrl, change, onChange, error, onError }: RoundPhotoFieldProps) {
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const previewUrl =
    change.kind === 'replace' ? change.previewUrl : change.kind === 'keep' ? currentUrl : null;

  // The object URL of a picked file lives until the next pick or the dialog closes.
  useEffect(() => {
    if (change.kind !== 'replace') return;
    return () => URL.revokeObjectURL(change.previewUrl);
  }, [change]);

  const pick = (file: File | undefined) => {
    if (!file) return;
    if (!file.type.startsWith('image/')) {
      onError('Photo must be an image file');
      return;
    }
    if (file.size > LARGEST_READABLE_BYTES) {
      onError(PHOTO_SIZE_MESSAGE);
      return;
    }
    onError(undefined);
    onChange({ kind: 'replace', file, previewUrl: URL.createObjectURL(file) });
  };

  return (
    <div className="round-photo field">
      <label className="field__label" htmlFor={inputId}>
        Round Photo <span className="edit-round__optional">(optional)</span>
      </label>
      {previewUrl ? (
        <img className="round-photo__preview" src={previewUrl} alt="Round photo preview" />
      ) : (
        <p className="round-photo__empty">No photo</p>
      )}
      <input
        ref={input}
        id={inputId}
        className="visually-hidden"
        type="file"
        accept="image/*"
        aria-invalid={error ? true : undefined}
        onChange={(event) => {
          pick(event.target.files?.[0]);
          event.target.value = '';
        }}
      />
      <div className="round-photo__actions">
        <Button variant="secondary" size="sm" onClick={() => input.current?.click()}>
          <ImagePlus aria-hidden="true" />
          {previewUrl ? 'Replace Photo' : 'Add Photo'}
        </Button>
        {previewUrl ? (
          <Button variant="ghost" size="sm" onClick={() => onChange({ kind: 'remove' })}>
            <Trash2 aria-hidden="true" />
            Remove Photo
          </Button>
        ) : null}
      </div>
      {error ? (
        <p className="field__error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
