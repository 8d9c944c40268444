import { ImagePlus, Trash2 } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { PHOTO_SIZE_MESSAGE, PHOTO_TYPE_MESSAGE } from '#shared/schemas/photo';
import { preparePhoto, type PreparedPhoto } from '../prepare-photo';
import { Button } from '@/shared/ui/button';
import { OptionalLabel } from './optional-label';

/** What saving does with the photo: leave it, upload a new one (already readied), or clear it. */
export type PhotoChange =
  { kind: 'keep' } | { kind: 'remove' } | { kind: 'replace'; photo: PreparedPhoto; previewUrl: string };

/** Phones take pictures far over 5 MB; the upload downsizes those, so only absurd files are refused here. */
const LARGEST_READABLE_BYTES = 40 * 1024 * 1024;

interface RoundPhotoFieldProps {
  currentUrl: string | null;
  change: PhotoChange;
  onChange: (change: PhotoChange) => void;
  error: string | undefined;
  onError: (message: string | undefined) => void;
  onPreparingChange?: (preparing: boolean) => void;
}

/** Round Photo: one image, previewed before upload, replaceable and removable; refusals show inline. */
export function RoundPhotoField({
  currentUrl,
  change,
  onChange,
  error,
  onError,
  onPreparingChange,
}: RoundPhotoFieldProps) {
  const inputId = useId();
  const errorId = `${inputId}-error`;
  const input = useRef<HTMLInputElement>(null);
  const previewUrl =
    change.kind === 'replace' ? change.previewUrl : change.kind === 'keep' ? currentUrl : null;

  // The object URL of a picked file lives until the next pick or the dialog closes.
  useEffect(() => {
    if (change.kind !== 'replace') return;
    return () => URL.revokeObjectURL(change.previewUrl);
  }, [change]);

  const [preparing, setPreparing] = useState(false);
  const setBusy = (busy: boolean) => {
    setPreparing(busy);
    onPreparingChange?.(busy);
  };

  // Readied (checked, downsized, metadata dropped) as soon as it is picked, so a file that is no picture is
  // refused here rather than shown as a broken preview.
  const pick = async (file: File | undefined) => {
    if (!file) return;
    if (file.size > LARGEST_READABLE_BYTES) {
      onError(PHOTO_SIZE_MESSAGE);
      return;
    }
    setBusy(true);
    const result = await preparePhoto(file).finally(() => setBusy(false));
    if (!result.ok) {
      onError(result.reason === 'too-large' ? PHOTO_SIZE_MESSAGE : PHOTO_TYPE_MESSAGE);
      return;
    }
    onError(undefined);
    onChange({ kind: 'replace', photo: result.photo, previewUrl: URL.createObjectURL(result.photo.blob) });
  };

  return (
    <div className="field round-photo">
      <label className="field__label" htmlFor={inputId}>
        <OptionalLabel>Round Photo</OptionalLabel>
      </label>
      <input
        ref={input}
        id={inputId}
        className="visually-hidden"
        type="file"
        accept="image/*"
        disabled={preparing}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        onChange={(event) => {
          void pick(event.target.files?.[0]);
          // Cleared so choosing the same file again after Remove fires a change.
          event.target.value = '';
        }}
      />
      {previewUrl ? (
        <>
          <img className="round-photo__preview" src={previewUrl} alt="Round photo preview" />
          <div className="round-photo__actions">
            <Button variant="secondary" size="sm" pending={preparing} onClick={() => input.current?.click()}>
              <ImagePlus aria-hidden="true" />
              Replace Photo
            </Button>
            <Button variant="ghost" size="sm" onClick={() => onChange({ kind: 'remove' })}>
              <Trash2 aria-hidden="true" />
              Remove Photo
            </Button>
          </div>
        </>
      ) : (
        <label htmlFor={inputId} className="round-form__dropzone">
          <ImagePlus aria-hidden="true" />
          <span>{preparing ? 'Preparing photo...' : 'Choose an image (large photos are resized)'}</span>
        </label>
      )}
      {error ? (
        <p className="field__error" id={errorId} role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
