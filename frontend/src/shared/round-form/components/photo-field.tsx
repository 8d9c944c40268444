import { ImagePlus, X } from 'lucide-react';
import { useEffect, useId, useMemo } from 'react';
import { Button } from '../../ui/button';

interface PhotoFieldProps {
  photo: Blob | null;
  preparing: boolean;
  onChoose: (file: File) => void;
  onRemove: () => void;
}

/** Round photo: one image, shown as a preview before upload, removable. */
export function PhotoField({ photo, preparing, onChoose, onRemove }: PhotoFieldProps) {
  const inputId = useId();
  const previewUrl = useMemo(
    () => (photo && typeof URL.createObjectURL === 'function' ? URL.createObjectURL(photo) : null),
    [photo],
  );
  useEffect(() => () => (previewUrl ? URL.revokeObjectURL(previewUrl) : undefined), [previewUrl]);

  return (
    <div className="field round-form__photo">
      <label className="field__label" htmlFor={inputId}>
        Round photo (optional)
      </label>
      {photo ? (
        <div className="round-form__preview">
          {previewUrl ? <img src={previewUrl} alt="Preview of the round photo" /> : null}
          <Button type="button" variant="secondary" size="sm" onClick={onRemove}>
            <X aria-hidden="true" />
            Remove photo
          </Button>
        </div>
      ) : (
        <label htmlFor={inputId} className="round-form__dropzone">
          <ImagePlus aria-hidden="true" />
          <span>{preparing ? 'Preparing photo...' : 'Choose an image (large photos are resized)'}</span>
        </label>
      )}
      <input
        id={inputId}
        type="file"
        accept="image/*"
        className="visually-hidden"
        disabled={preparing}
        onChange={(event) => {
          const file = event.target.files?.[0];
          // Cleared so choosing the same file again after Remove fires a change.
          event.target.value = '';
          if (file) onChoose(file);
        }}
      />
    </div>
  );
}
