import { Upload } from 'lucide-react';
import { Fragment, useState, type ChangeEvent } from 'react';
import { useSWRConfig } from 'swr';
import { cacheKeys } from '../api/cache-keys';
import { Button } from '../ui/button';
import { Dialog, DialogContent } from '../ui/dialog';
import { importRows, previewCsv, type ImportPreview, type ImportTotals } from './import-rounds';
import './round-export.css';

type ImportState =
  | { step: 'choose' }
  | { step: 'preview'; fileName: string; preview: ImportPreview }
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

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (!file) return;
    setState({ step: 'preview', fileName: file.name, preview: await previewCsv(await file.text()) });
  };

  const valid =
    state.step === 'preview' ? state.preview.rows.flatMap((row) => (row.row ? [row.row] : [])) : [];

  const runImport = () => {
    setState({ step: 'importing', done: 0, total: valid.length });
    importRows(valid, (done) => setState({ step: 'importing', done, total: valid.length }))
      .then(async (totals) => {
        setState({ step: 'done', totals });
        // Every view of rounds and stats is stale now.
        await mutate(
          (key) =>
            typeof key === 'string' && (key.startsWith(cacheKeys.rounds) || key.startsWith('/api/user')),
        );
      })
      .catch((error: unknown) =>
        setState({ step: 'failed', message: error instanceof Error ? error.message : String(error) }),
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
              <label className="round-export__file">
                <span>CSV file</span>
                <input type="file" accept=".csv,text/csv" onChange={(event) => void onFile(event)} />
              </label>
            ) : null}
            {state.step === 'preview' ? (
              <ImportPreviewTable preview={state.preview} validCount={valid.length} onImport={runImport} />
            ) : null}
            {state.step === 'importing' ? (
              <p className="round-export__status">
                Importing… {state.done.toLocaleString('en-US')} of {state.total.toLocaleString('en-US')} rows
              </p>
            ) : null}
            {state.step === 'done' ? (
              <p className="round-export__status">
                Imported {state.totals.imported} {state.totals.imported === 1 ? 'round' : 'rounds'}; skipped{' '}
                {state.totals.duplicates} already in your archive
                {state.totals.coursesCreated > 0
                  ? `; created ${state.totals.coursesCreated} custom courses`
                  : ''}
                .
              </p>
            ) : null}
            {state.step === 'failed' ? (
              <p className="round-export__error" role="alert">
                Import failed: {state.message}
              </p>
            ) : null}
          </div>
        </DialogContent>
      </Dialog>
    </>
  );
}

function ImportPreviewTable({
  preview,
  validCount,
  onImport,
}: {
  preview: ImportPreview;
  validCount: number;
  onImport: () => void;
}) {
  const invalid = preview.rows.length - validCount;
  // The rows that need fixing come first, so their messages are in view without scrolling.
  const rowsWithErrorsFirst = [
    ...preview.rows.filter((row) => row.errors.length > 0),
    ...preview.rows.filter((row) => row.errors.length === 0),
  ];
  return (
    <>
      {preview.fileErrors.map((message) => (
        <p key={message} className="round-export__error">
          {message}
        </p>
      ))}
      <p className="round-export__status">
        {preview.rows.length} {preview.rows.length === 1 ? 'row' : 'rows'}: {validCount} ready
        {invalid > 0 ? `, ${invalid} with errors (not imported)` : ''}.
      </p>
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
                <tr className={row.errors.length > 0 ? 'round-export__row--invalid' : undefined}>
                  <td>{row.line}</td>
                  <td>{row.courseName}</td>
                  <td className="round-export__nowrap">{row.playedAt}</td>
                  <td>{row.score}</td>
                  <td className="round-export__holes">{row.holes}</td>
                </tr>
                {row.errors.length > 0 ? (
                  <tr className="round-export__errors">
                    <td colSpan={5}>
                      {row.errors.map((message) => (
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
        <Button onClick={onImport} disabled={validCount === 0}>
          Import {validCount} {validCount === 1 ? 'round' : 'rounds'}
        </Button>
      </div>
    </>
  );
}
