import { FileUp } from 'lucide-react';
import { useId, useState, type DragEvent } from 'react';

interface CsvDropZoneProps {
  /** The file picked so far, named in the zone. */
  fileName: string | null;
  onFile: (file: File | undefined) => void;
  /** The file types offered (the import screen takes JSON and workbooks too). */
  accept?: string;
  /** What the zone is for, in its title ("CSV file"). */
  title?: string;
}

/**
 * Where the CSV goes: dropped on the zone, or picked through it (it is the file input's label, so a click, or
 * Enter/Space on the focused input, opens the file chooser). A few lines of drag events: a drop-zone library
 * would bring more than it saves for one file of one type.
 */
export function CsvDropZone({
  fileName,
  onFile,
  accept = '.csv,text/csv',
  title = 'CSV file',
}: CsvDropZoneProps) {
  const inputId = useId();
  const [over, setOver] = useState(false);
  const onDrop = (event: DragEvent<HTMLLabelElement>) => {
    event.preventDefault();
    setOver(false);
    onFile(event.dataTransfer.files[0]);
  };
  return (
    <div className="round-export__file">
      <input
        id={inputId}
        className="visually-hidden"
        type="file"
        accept={accept}
        onChange={(event) => {
          onFile(event.target.files?.[0]);
          // Cleared so the same file can be picked again after a fix.
          event.target.value = '';
        }}
      />
      <label
        htmlFor={inputId}
        className={over ? 'round-export__drop round-export__drop--over' : 'round-export__drop'}
        onDragOver={(event) => {
          event.preventDefault();
          setOver(true);
        }}
        onDragLeave={() => setOver(false)}
        onDrop={onDrop}
      >
        <FileUp aria-hidden="true" />
        <span className="round-export__drop-title">{title}</span>
        <span>
          {fileName
            ? `${fileName} · drop or choose another`
            : `Drop a ${title.replace(/ file$/, '')} here, or choose one`}
        </span>
      </label>
    </div>
  );
}
