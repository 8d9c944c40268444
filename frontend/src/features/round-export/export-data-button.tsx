import { Download } from 'lucide-react';
import { useState } from 'react';
import { apiErrorMessage } from '@/shared/api/http';
import { Button } from '@/shared/ui/button';
import { Dialog, DialogContent } from '@/shared/ui/dialog';
import { useToast } from '@/shared/ui/toast';
import { downloadBlob, exportFileName, exportRounds, type RoundsExport } from './export-rounds';
import './round-export.css';
import { formatNumber } from '#shared/format/number';

type ExportState =
  | { step: 'loading'; loaded: number }
  | { step: 'ready'; files: RoundsExport }
  | { step: 'failed'; message: string };

/**
 * Export Data (docs/product-rules.md#round-history): gathers every round page by page with a running count,
 * then offers the archive as CSV (the columns Import reads back) and as JSON (each round with its course).
 */
export function ExportDataButton() {
  const [open, setOpen] = useState(false);
  const [state, setState] = useState<ExportState>({ step: 'loading', loaded: 0 });
  const { toast } = useToast();

  // A download leaves no trace in the page: say it happened, and the dialog's work is done.
  const download = (blob: Blob, kind: 'csv' | 'json') => {
    const name = exportFileName(kind);
    downloadBlob(blob, name);
    toast({ title: 'Export downloaded', description: `${name} is in your downloads.`, variant: 'success' });
    setOpen(false);
  };

  const start = () => {
    setOpen(true);
    setState({ step: 'loading', loaded: 0 });
    exportRounds((loaded) => setState({ step: 'loading', loaded }))
      .then((files) => setState({ step: 'ready', files }))
      .catch((error: unknown) =>
        // The API's own sentence where there is one ("Fescue is busy right now..." on a 503).
        setState({
          step: 'failed',
          message: apiErrorMessage(error, error instanceof Error ? error.message : String(error)),
        }),
      );
  };

  return (
    <>
      <Button variant="secondary" onClick={start}>
        <Download aria-hidden="true" />
        Export Data
      </Button>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent title="Export Data" description="Your whole round archive, with each round's course.">
          <div className="round-export" aria-live="polite">
            {state.step === 'loading' ? (
              <p className="round-export__status">Gathering rounds… {formatNumber(state.loaded)} so far</p>
            ) : null}
            {state.step === 'failed' ? (
              <p className="round-export__error" role="alert">
                Export failed: {state.message}
              </p>
            ) : null}
            {state.step === 'ready' ? (
              <>
                <p className="round-export__status">
                  {formatNumber(state.files.rounds)} {state.files.rounds === 1 ? 'round' : 'rounds'} ready.
                </p>
                <div className="round-export__actions">
                  <Button onClick={() => download(state.files.csv, 'csv')}>
                    <Download aria-hidden="true" />
                    Download CSV
                  </Button>
                  <Button variant="secondary" onClick={() => download(state.files.json, 'json')}>
                    <Download aria-hidden="true" />
                    Download JSON
                  </Button>
                </div>
              </>
            ) : null}
          </div>
        </DialogContent>
      </Dialog>
    </>
  );
}
