import { Upload } from 'lucide-react';
import { Fragment, useState } from 'react';
import { Link } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import { refreshRoundDerivedData } from '@/shared/api/round-writes';
import { isHttpError } from '@/shared/api/http';
import { Button } from '@/shared/ui/button';
import { Dialog, DialogContent } from '@/shared/ui/dialog';
import {
  checkRows,
  importRows,
  previewCsv,
  type ImportCheck,
  type ImportPreview,
  type ImportTotals,
  type PreviewRow,
} from './import-rounds';
import { CsvDropZone } from './csv-drop-zone';
import './round-export.css';
import { formatNumber } from '#shared/format/number';

/** What the server said of the valid rows before importing: still asking, its answer, or no answer. */
type ArchiveCheck =
  { state: 'checking' } | { state: 'checked'; result: ImportCheck } | { state: 'unavailable' };

type ImportState =
  /** `fileError`: why the last file picked could not be read (the zone takes another). */
  | { step: 'choose'; fileError?: string }
  | { step: 'preview'; fileName: string; preview: ImportPreview; check: ArchiveCheck }
  | { step: 'importing'; done: number; total: number }
  | { step: 'done'; totals: ImportTotals }
  | { step: 'failed'; message: string };

/**
 * Import Rounds: a CSV in the Export Data columns, previewed row by row with the add-round messages; only
 * the valid rows are sent, in batches, and rounds already in the archive are skipped by the server.
 */
export function ImportRoundsButton() {
  const [open, setOpen] = useState(false);
  const [state, setState] = useState<ImportState>({ step: 'choose' });
  const { mutate } = useSWRConfig();

  const onFile = async (file: File | undefined) => {
    if (!file) return;
    let preview: ImportPreview;
    try {
      preview = await previewCsv(await file.text());
    } catch (error) {
      // Never silence: whatever went wrong reading the file is said here, and the zone takes another file.
      const reason = error instanceof Error ? error.message : String(error);
      setState({
        step: 'choose',
        fileError:
          `Could not read ${file.name} (${reason}). Check that it is a CSV file with the columns of ` +
          'Export Data, then choose it again.',
      });
      return;
    }
    const rows = preview.rows.flatMap((row) => (row.row ? [row.row] : []));
    const showCheck = (check: ArchiveCheck) =>
      setState((current) =>
        current.step === 'preview' && current.preview === preview ? { ...current, check } : current,
      );
    setState({ step: 'preview', fileName: file.name, preview, check: { state: 'checking' } });
    if (rows.length === 0)
      return showCheck({
        state: 'checked',
        result: { statuses: [], refusals: new Map(), coursesToCreate: 0 },
      });
    // The preview says which rows are already in the archive before anything is imported; if the check
    // fails, the import still skips them (and says so afterwards).
    checkRows(rows).then(
      (result) => showCheck({ state: 'checked', result }),
      () => showCheck({ state: 'unavailable' }),
    );
  };

  // The rows to send: those the preview found valid, less any the server's check refused.
  const valid =
    state.step === 'preview'
      ? state.preview.rows
          .flatMap((row) => (row.row ? [row.row] : []))
          .filter((_, index) => state.check.state !== 'checked' || !state.check.result.refusals.has(index))
      : [];

  const runImport = () => {
    setState({ step: 'importing', done: 0, total: valid.length });
    importRows(valid, (done) => setState({ step: 'importing', done, total: valid.length }))
      .then(async (totals) => {
        setState({ step: 'done', totals });
        // Every read derived from rounds is stale now.
        await refreshRoundDerivedData(mutate);
      })
      .catch((error: unknown) =>
        // The API's own sentence where there is one (a 429 says how many courses are left today).
        setState({
          step: 'failed',
          message:
            isHttpError(error) && error.body
              ? error.body.message
              : error instanceof Error
                ? error.message
                : String(error),
        }),
      );
  };

  return (
    <>
      <Button
        variant="secondary"
        onClick={() => {
          setState({ step: 'choose' });
          setOpen(true);
        }}
      >
        <Upload aria-hidden="true" />
        Import Rounds
      </Button>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent
          className="round-import-dialog"
          title="Import Rounds"
          description="A CSV with the columns of Export Data. Rounds already in your archive are skipped."
        >
          <div className="round-export" aria-live="polite">
            {state.step === 'choose' || state.step === 'preview' ? (
              <CsvDropZone
                fileName={state.step === 'preview' ? state.fileName : null}
                onFile={(file) => void onFile(file)}
              />
            ) : null}
            {state.step === 'choose' ? (
              <p className="round-export__status">
                From 18Birdies, TheGrint, GHIN or another spreadsheet?{' '}
                <Link to="/import" onClick={() => setOpen(false)}>
                  Import your golf
                </Link>
              </p>
            ) : null}
            {state.step === 'choose' && state.fileError ? (
              <p className="round-export__error" role="alert">
                {state.fileError}
              </p>
            ) : null}
            {state.step === 'preview' ? (
              <ImportPreviewTable
                preview={state.preview}
                check={state.check}
                validCount={valid.length}
                onImport={runImport}
                onCancel={() => setOpen(false)}
              />
            ) : null}
            {state.step === 'importing' ? (
              <p className="round-export__status">
                Importing… {formatNumber(state.done)} of {countOf(state.total, 'row')}
              </p>
            ) : null}
            {state.step === 'done' ? (
              <p className="round-export__status">
                Imported {countOf(state.totals.imported, 'round')}; skipped {state.totals.duplicates} already
                in your archive
                {state.totals.coursesCreated > 0
                  ? `; created ${countOf(state.totals.coursesCreated, 'custom course')}`
                  : ''}
                .
              </p>
            ) : null}
            {state.step === 'failed' ? (
              <p className="round-export__error" role="alert">
                Import failed: {state.message}
              </p>
            ) : null}
            {state.step === 'choose' || state.step === 'done' || state.step === 'failed' ? (
              <div className="round-export__actions">
                <Button variant="secondary" onClick={() => setOpen(false)}>
                  {state.step === 'done' ? 'Done' : 'Cancel'}
                </Button>
              </div>
            ) : null}
          </div>
        </DialogContent>
      </Dialog>
    </>
  );
}

/** "1 round", "2 rounds", "1,204 rows". */
function countOf(count: number, noun: string): string {
  return `${formatNumber(count)} ${noun}${count === 1 ? '' : 's'}`;
}

function ImportPreviewTable({
  preview,
  check,
  validCount,
  onImport,
  onCancel,
}: {
  preview: ImportPreview;
  check: ArchiveCheck;
  validCount: number;
  onImport: () => void;
  onCancel: () => void;
}) {
  const invalid = preview.rows.length - validCount;
  // The lines the server says are already in the archive, and those it refuses with why (valid rows were
  // checked in file order).
  const duplicateLines = new Set<number>();
  const refusedLines = new Map<number, string>();
  if (check.state === 'checked') {
    preview.rows
      .filter((row) => row.row)
      .forEach((row, index) => {
        if (check.result.statuses[index] === 'duplicate') duplicateLines.add(row.line);
        const refusal = check.result.refusals.get(index);
        if (refusal) refusedLines.set(row.line, refusal);
      });
  }
  const ready = validCount - duplicateLines.size;
  const errorsOf = (row: PreviewRow) => {
    const refusal = refusedLines.get(row.line);
    return refusal ? [...row.errors, refusal] : row.errors;
  };
  // The rows that need fixing come first, so their messages are in view without scrolling.
  const rowsWithErrorsFirst = [
    ...preview.rows.filter((row) => errorsOf(row).length > 0),
    ...preview.rows.filter((row) => errorsOf(row).length === 0),
  ];
  return (
    <>
      {preview.fileErrors.map((message) => (
        <p key={message} className="round-export__error">
          {message}
        </p>
      ))}
      <p className="round-export__status">
        {preview.rows.length} {preview.rows.length === 1 ? 'row' : 'rows'}: {ready} ready
        {duplicateLines.size > 0 ? `, ${duplicateLines.size} already in your archive (skipped)` : ''}
        {invalid > 0 ? `, ${invalid} with errors (not imported)` : ''}.
        {check.state === 'checked' && check.result.coursesToCreate > 0
          ? ` ${check.result.coursesToCreate} new custom ${check.result.coursesToCreate === 1 ? 'course' : 'courses'} will be created.`
          : ''}
      </p>
      {check.state === 'checking' ? (
        <p className="round-export__muted">Checking which rounds are already in your archive…</p>
      ) : null}
      <div className="round-export__table-wrap">
        <table className="round-export__table">
          <thead>
            <tr>
              <th scope="col">Line</th>
              <th scope="col">Course</th>
              <th scope="col">Date</th>
              <th scope="col">Score</th>
              <th scope="col" className="round-export__holes">
                Holes
              </th>
            </tr>
          </thead>
          <tbody>
            {rowsWithErrorsFirst.map((row) => (
              <Fragment key={row.line}>
                <tr
                  className={
                    errorsOf(row).length > 0
                      ? 'round-export__row--invalid'
                      : duplicateLines.has(row.line)
                        ? 'round-export__row--duplicate'
                        : undefined
                  }
                >
                  <td>{row.line}</td>
                  <td>
                    {row.courseName}
                    {duplicateLines.has(row.line) ? (
                      <span className="round-export__note">Already in your archive</span>
                    ) : null}
                  </td>
                  <td className="round-export__nowrap">{row.playedAt}</td>
                  <td>{row.score}</td>
                  <td className="round-export__holes">{row.holes}</td>
                </tr>
                {errorsOf(row).length > 0 ? (
                  <tr className="round-export__errors">
                    <td colSpan={5}>
                      {errorsOf(row).map((message) => (
                        <span key={message} className="round-export__error-line">
                          {message}
                        </span>
                      ))}
                    </td>
                  </tr>
                ) : null}
              </Fragment>
            ))}
          </tbody>
        </table>
      </div>
      <div className="round-export__actions">
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
        <Button onClick={onImport} disabled={ready === 0 || check.state === 'checking'}>
          Import {ready} {ready === 1 ? 'round' : 'rounds'}
        </Button>
      </div>
    </>
  );
}
