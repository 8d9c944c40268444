import { useMemo, useState } from 'react';
import type { ImportDraft } from '#shared/imports/import-draft';
import {
  guessColumnMapping,
  parseSpreadsheet,
  SPREADSHEET_FIELDS,
  type ColumnMapping,
  type SpreadsheetCell,
  type SpreadsheetField,
} from '#shared/imports/parsers/spreadsheet';
import { detectDateOrder, type DateOrder } from '#shared/imports/parsers/spreadsheet-dates';
import { Button } from '@/shared/ui/button';

const FIELD_LABELS: Record<SpreadsheetField, string> = {
  date: 'Date played',
  course: 'Course',
  city: 'City',
  state: 'State or region',
  country: 'Country',
  place: 'Place ("City, ST")',
  score: 'Score',
  holes: 'Holes (9 or 18)',
  par: 'Par',
  notes: 'Notes',
};

const DATE_ORDER_LABELS: Record<DateOrder, string> = {
  iso: 'Year first (2024-03-07)',
  'day-first': 'Day first (07/03/2024 is 7 March)',
  'month-first': 'Month first (03/07/2024 is March 7)',
};

const STORAGE_PREFIX = 'fescue:import-mapping:';

/** The mapping the golfer chose for a file with these headers before, else the one guessed from them. */
function rememberedMapping(headers: readonly string[]): ColumnMapping {
  try {
    const kept = localStorage.getItem(STORAGE_PREFIX + headers.join('\u0001'));
    if (kept) return JSON.parse(kept) as ColumnMapping;
  } catch {
    // A private window without storage: the guess will do.
  }
  return guessColumnMapping(headers);
}

function remember(headers: readonly string[], mapping: ColumnMapping) {
  try {
    localStorage.setItem(STORAGE_PREFIX + headers.join('\u0001'), JSON.stringify(mapping));
  } catch {
    // Not kept: the next file of these headers is guessed again.
  }
}

const cellText = (cell: SpreadsheetCell) =>
  cell instanceof Date ? cell.toISOString().slice(0, 10) : cell == null ? '' : String(cell);

/**
 * A spreadsheet's columns mapped to a round's fields: guessed from the headers (or as the golfer mapped a file
 * of the same headers before, kept on this device), the date order asked when the file cannot tell it, and
 * rows whose holes only their score suggests read as 9 or 18 only when the golfer confirms.
 */
export function SpreadsheetMapping({
  rows,
  onDraft,
}: {
  rows: SpreadsheetCell[][];
  onDraft: (draft: ImportDraft) => void;
}) {
  const headers = useMemo(() => (rows[0] ?? []).map(cellText), [rows]);
  const [mapping, setMapping] = useState<ColumnMapping>(() => rememberedMapping(headers));
  const dateColumn = mapping.date ? headers.indexOf(mapping.date) : -1;
  const detected = useMemo(
    () => (dateColumn < 0 ? 'ambiguous' : detectDateOrder(rows.slice(1).map((row) => row[dateColumn]))),
    [rows, dateColumn],
  );
  const [chosenOrder, setChosenOrder] = useState<DateOrder | ''>('');
  const [holesConfirmed, setHolesConfirmed] = useState(false);
  const dateOrder: DateOrder | '' = detected === 'ambiguous' ? chosenOrder : detected;
  const result = useMemo(
    () => (dateOrder ? parseSpreadsheet(rows, mapping, { dateOrder, holesConfirmed }) : null),
    [rows, mapping, dateOrder, holesConfirmed],
  );
  return (
    <section className="import-screen__mapping" aria-labelledby="import-mapping-title">
      <h2 id="import-mapping-title">Match the columns</h2>
      <p>Fescue guessed which column holds what. Check each one; this device remembers your choice.</p>
      <div className="import-screen__mapping-grid">
        {SPREADSHEET_FIELDS.map((field) => (
          <label key={field} className="import-screen__mapping-field">
            <span>{FIELD_LABELS[field]}</span>
            <select
              value={mapping[field] ?? ''}
              onChange={(event) => {
                const next = { ...mapping };
                if (event.target.value) next[field] = event.target.value;
                else delete next[field];
                setMapping(next);
              }}
            >
              <option value="">Not in the file</option>
              {headers.map((header) => (
                <option key={header} value={header}>
                  {header}
                </option>
              ))}
            </select>
          </label>
        ))}
      </div>
      {detected === 'ambiguous' && dateColumn >= 0 ? (
        <label className="import-screen__mapping-field">
          <span>The dates could be either way round. How are they written?</span>
          <select
            value={chosenOrder}
            onChange={(event) => setChosenOrder(event.target.value as DateOrder | '')}
          >
            <option value="">Choose…</option>
            {(Object.keys(DATE_ORDER_LABELS) as DateOrder[]).map((order) => (
              <option key={order} value={order}>
                {DATE_ORDER_LABELS[order]}
              </option>
            ))}
          </select>
        </label>
      ) : null}
      {result?.ok && result.holesToConfirm ? (
        <label className="import-screen__confirm">
          <input
            type="checkbox"
            checked={holesConfirmed}
            onChange={(event) => setHolesConfirmed(event.target.checked)}
          />
          <span>{result.holesToConfirm.message}</span>
        </label>
      ) : null}
      {result && !result.ok ? (
        <p className="import-screen__error" role="alert">
          {result.message}
        </p>
      ) : null}
      <div className="import-screen__actions">
        <Button
          disabled={!result?.ok}
          onClick={() => {
            if (!result?.ok) return;
            remember(headers, mapping);
            onDraft(result.draft);
          }}
        >
          Continue to the preview
        </Button>
      </div>
    </section>
  );
}
