import { ImagePlus, Trash2 } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { PHOTO_SIZE_MESSAGE, PHOTO_TYPE_MESSAGE } from '../../../../../shared/schemas/photo';
import { preparePhoto, type PreparedPhoto } from '../../round-form/prepare-photo';
import { Button } from '../../ui/button';

/** What Update Round does with the photo: leave it, upload a new one (already readied), or clear it. */
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

  const [preparing, setPreparing] = useState(false);

  // Readied (checked, downsized, metadata dropped) as soon as it is picked, so a file that is no picture is
  // refused here rather than shown as a broken preview.
  const pick = async (file: File | undefined) => {
    if (!file) return;
    if (file.size > LARGEST_READABLE_BYTES) {
      onError(PHOTO_SIZE_MESSAGE);
      return;
    }
    setPreparing(true);
    const result = await preparePhoto(file).finally(() => setPreparing(false));
    if (!result.ok) {
      onError(result.reason === 'too-large' ? PHOTO_SIZE_MESSAGE : PHOTO_TYPE_MESSAGE);
      return;
    }
    onError(undefined);
    onChange({ kind: 'replace', photo: result.photo, previewUrl: URL.createObjectURL(result.photo.blob) });
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
          void pick(event.target.files?.[0]);
          event.target.value = '';
        }}
      />
      <div className="round-photo__actions">
        <Button variant="secondary" size="sm" pending={preparing} onClick={() => input.current?.click()}>
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
