import { useEffect, useMemo, useState } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import {
  courseRefKey,
  newCoursesOverMessage,
  worldwideLookupMessage,
  type CourseResolution,
  type ImportBatch,
  type ImportPreviewResponse,
} from '#shared/imports/import-api';
import type { ImportDraft } from '#shared/imports/import-draft';
import { checkImportSize } from '#shared/imports/limits';
import { IMPORTER_NAMES } from '#shared/imports/parsers/detect-format';
import type { SpreadsheetCell } from '#shared/imports/parsers/spreadsheet';
import { CsvDropZone } from '@/features/round-export';
import type { AchievementNews } from '@/shared/api/achievement-events';
import { apiErrorMessage } from '@/shared/api/http';
import { refreshRoundDerivedData } from '@/shared/api/round-writes';
import { Button } from '@/shared/ui/button';
import { cacheKeys } from '@/shared/api/cache-keys';
import { listImports, previewImport } from '../api/imports-api';
import { parseImportInput, type ImportFormatChoice } from '../parse-import-input';
import { placeNewCourse } from '../place-new-course';
import { chunksOf, ImportStopped, runImport, undoImport } from '../run-import';
import { CourseMatchRow, type CourseChoice } from './course-match-row';
import { SpreadsheetMapping } from './spreadsheet-mapping';
import './import-screen.css';
import { formatNumber } from '#shared/format/number';

type Step =
  | { step: 'choose'; error?: string }
  | { step: 'mapping'; rows: SpreadsheetCell[][]; fileName: string }
  | { step: 'previewing'; draft: ImportDraft; fileName: string }
  | { step: 'preview'; draft: ImportDraft; fileName: string; preview: ImportPreviewResponse }
  | { step: 'importing'; done: number; total: number }
  | { step: 'stopped'; message: string; resume: () => void }
  | { step: 'done'; batch: ImportBatch; earned: AchievementNews['earned'] };

const FORMAT_CHOICES: { value: ImportFormatChoice; label: string }[] = [
  { value: 'auto', label: 'Detect from the file' },
  { value: '18birdies', label: '18Birdies data archive (.json)' },
  { value: 'thegrint', label: 'TheGrint Personal Ranking (paste)' },
  { value: 'spreadsheet', label: 'Spreadsheet (.csv or .xlsx)' },
  { value: 'fescue-json', label: "Fescue's own export (.json)" },
];

const count = (n: number, word: string) => `${formatNumber(n)} ${word}${n === 1 ? '' : 's'}`;

function initialChoices(preview: ImportPreviewResponse): Map<string, CourseChoice> {
  return new Map(
    preview.courses.map((match) => [
      match.key,
      match.status === 'matched' && match.course
        ? { action: 'use', course: match.course, why: match.reason ?? '' }
        : match.status === 'new' && !match.newCourseProblem
          ? { action: 'create' }
          : { action: 'none' },
    ]),
  );
}

function summaryOf(batch: ImportBatch): string {
  const { counts } = batch;
  return [
    count(counts.rounds, 'round'),
    counts.playedCourses > 0 ? `${count(counts.playedCourses, 'course')} marked played` : null,
    counts.bucketList > 0
      ? `${count(counts.bucketList, 'bucket-list entry').replace('entrys', 'entries')}`
      : null,
    counts.courses > 0 ? `${count(counts.courses, 'new course')}` : null,
    counts.duplicates > 0 ? `${count(counts.duplicates, 'duplicate')} skipped` : null,
  ]
    .filter(Boolean)
    .join(' · ');
}

/**
 * Import your golf (docs/product-rules.md#importing-your-golf): a file or a paste read in the browser by its
 * importer, a spreadsheet's columns mapped, every course matched (and changeable) in a preview, then the batch
 * sent chunk by chunk with a progress bar, a summary, and Undo this import here and in the list of imports.
 */
export function ImportScreen() {
  const [format, setFormat] = useState<ImportFormatChoice>('auto');
  const [paste, setPaste] = useState('');
  const [state, setState] = useState<Step>({ step: 'choose' });
  const [choices, setChoices] = useState<Map<string, CourseChoice>>(new Map());
  const [undoing, setUndoing] = useState<string | null>(null);
  const imports = useSWR(cacheKeys.imports, () => listImports());
  const { mutate } = useSWRConfig();

  const readInput = async (input: { fileName: string; text: string; bytes?: ArrayBuffer }) => {
    const parsed = await parseImportInput(input, format);
    if (parsed.kind === 'error') return setState({ step: 'choose', error: parsed.message });
    if (parsed.kind === 'spreadsheet')
      return setState({ step: 'mapping', rows: parsed.rows, fileName: input.fileName });
    await showPreview(parsed.draft, input.fileName);
  };

  const showPreview = async (draft: ImportDraft, fileName: string) => {
    setState({ step: 'previewing', draft, fileName });
    try {
      const preview = await previewImport(draft);
      setChoices(initialChoices(preview));
      setState({ step: 'preview', draft, fileName, preview });
    } catch (error) {
      setState({ step: 'choose', error: apiErrorMessage(error, 'The preview failed. Try again.') });
    }
  };

  const onFile = async (file: File | undefined) => {
    if (!file) return;
    // Refused before it is read: a 50 MB file is not loaded into the page at all.
    const tooLarge = checkImportSize(file.size);
    if (tooLarge) return setState({ step: 'choose', error: tooLarge });
    const bytes = await file.arrayBuffer();
    await readInput({ fileName: file.name, text: new TextDecoder().decode(bytes), bytes });
  };

  const startImport = async (preview: Extract<Step, { step: 'preview' }>) => {
    const resolutions = new Map<string, CourseResolution>();
    for (const match of preview.preview.courses) {
      const choice = choices.get(match.key);
      if (choice?.action === 'use')
        resolutions.set(match.key, { key: match.key, action: 'use', courseId: choice.course.id });
      if (choice?.action === 'create' && match.newCourse) {
        resolutions.set(match.key, {
          key: match.key,
          action: 'create',
          ref: match.ref,
          point: await placeNewCourse(match.newCourse),
        });
      }
    }
    // Courses left unchosen are left out, with their rows.
    const draft: ImportDraft = {
      ...preview.draft,
      rounds: preview.draft.rounds.filter((r) =>
        resolutions.has(courseRefKey(preview.draft.source, r.course)),
      ),
      playedCourses: preview.draft.playedCourses.filter((p) =>
        resolutions.has(courseRefKey(preview.draft.source, p.course)),
      ),
      bucketList: preview.draft.bucketList.filter((b) =>
        resolutions.has(courseRefKey(preview.draft.source, b.course)),
      ),
    };
    const duplicates = new Set(preview.preview.duplicateRounds.map((index) => preview.draft.rounds[index]));
    const skip = new Set(draft.rounds.flatMap((round, index) => (duplicates.has(round) ? [index] : [])));
    const chunks = chunksOf(draft, resolutions, skip);
    const earned: AchievementNews['earned'] = [];
    const run = (from: number, batch?: ImportBatch) => {
      setState({ step: 'importing', done: from, total: chunks.length });
      runImport(chunks, {
        source: draft.source,
        label: preview.fileName,
        batch,
        from,
        onProgress: ({ done, total }) => setState({ step: 'importing', done, total }),
        onNews: (news) => earned.push(...news.earned),
      })
        .then(async (done) => {
          setState({ step: 'done', batch: done, earned });
          await Promise.all([refreshRoundDerivedData(mutate), imports.mutate()]);
        })
        .catch((error: unknown) => {
          const stopped = error instanceof ImportStopped ? error : null;
          setState({
            step: 'stopped',
            message: apiErrorMessage(stopped?.cause ?? error, 'The import stopped.'),
            resume: () => run(stopped?.nextChunk ?? 0, stopped?.batch),
          });
        });
    };
    run(0);
  };

  const undo = async (batchId: string) => {
    setUndoing(batchId);
    try {
      await undoImport(batchId);
      await Promise.all([refreshRoundDerivedData(mutate), imports.mutate()]);
      setState((current) =>
        current.step === 'done' && current.batch.id === batchId ? { step: 'choose' } : current,
      );
    } finally {
      setUndoing(null);
    }
  };

  return (
    <div className="import-screen">
      {state.step === 'choose' || state.step === 'previewing' ? (
        <section className="import-screen__choose" aria-labelledby="import-choose-title">
          <h2 id="import-choose-title">Choose what to import</h2>
          <label className="import-screen__mapping-field">
            <span>Format</span>
            <select value={format} onChange={(event) => setFormat(event.target.value as ImportFormatChoice)}>
              {FORMAT_CHOICES.map((choice) => (
                <option key={choice.value} value={choice.value}>
                  {choice.label}
                </option>
              ))}
            </select>
          </label>
          <CsvDropZone
            fileName={state.step === 'previewing' ? state.fileName : null}
            title="Import file"
            accept=".json,.csv,.xlsx,.txt,application/json,text/csv"
            onFile={(file) => void onFile(file)}
          />
          <label className="import-screen__paste">
            <span>Or paste TheGrint&rsquo;s Personal Ranking (or any table) here</span>
            <textarea value={paste} rows={5} onChange={(event) => setPaste(event.target.value)} />
          </label>
          <div className="import-screen__actions">
            <Button
              variant="secondary"
              disabled={paste.trim() === '' || state.step === 'previewing'}
              onClick={() => void readInput({ fileName: 'pasted text', text: paste })}
            >
              Read the paste
            </Button>
          </div>
          {state.step === 'choose' && state.error ? (
            <p className="import-screen__error" role="alert">
              {state.error}
            </p>
          ) : null}
          {state.step === 'previewing' ? (
            <p role="status">Matching the courses of {state.fileName}…</p>
          ) : null}
        </section>
      ) : null}

      {state.step === 'mapping' ? (
        <SpreadsheetMapping rows={state.rows} onDraft={(draft) => void showPreview(draft, state.fileName)} />
      ) : null}

      {state.step === 'preview' ? (
        <PreviewStep
          state={state}
          choices={choices}
          onChoose={(key, choice) => setChoices((current) => new Map(current).set(key, choice))}
          onImport={() => void startImport(state)}
          onCancel={() => setState({ step: 'choose' })}
        />
      ) : null}

      {state.step === 'importing' ? (
        <section className="import-screen__progress" aria-labelledby="import-progress-title">
          <h2 id="import-progress-title">Importing…</h2>
          <progress max={state.total} value={state.done} aria-label="Import progress" />
          <p role="status">
            Part {Math.min(state.done + 1, state.total)} of {state.total}
          </p>
        </section>
      ) : null}

      {state.step === 'stopped' ? (
        <section className="import-screen__progress" aria-labelledby="import-stopped-title">
          <h2 id="import-stopped-title">The import stopped</h2>
          <p className="import-screen__error" role="alert">
            {state.message}
          </p>
          <p>
            What was imported so far is kept. Resume to carry on where it stopped; nothing is added twice.
          </p>
          <div className="import-screen__actions">
            <Button onClick={state.resume}>Resume</Button>
          </div>
        </section>
      ) : null}

      {state.step === 'done' ? (
        <section className="import-screen__summary" aria-labelledby="import-done-title">
          <h2 id="import-done-title">Imported</h2>
          <ul>
            <li>{count(state.batch.counts.rounds, 'round')} added</li>
            <li>{count(state.batch.counts.courses, 'new course')} created</li>
            {state.batch.counts.playedCourses > 0 ? (
              <li>{count(state.batch.counts.playedCourses, 'course')} marked played</li>
            ) : null}
            {state.batch.counts.bucketList > 0 ? (
              <li>{state.batch.counts.bucketList} added to your bucket list</li>
            ) : null}
            <li>
              {state.batch.countriesAdded.length > 0
                ? `New countries: ${state.batch.countriesAdded.join(', ')}`
                : 'No new countries'}
            </li>
            {state.batch.counts.duplicates > 0 ? (
              <li>{count(state.batch.counts.duplicates, 'item')} already in Fescue, skipped</li>
            ) : null}
            <li>
              {state.earned.length > 0
                ? `Achievements earned: ${state.earned.map((a) => a.title).join(', ')}`
                : 'No new achievements'}
            </li>
          </ul>
          <div className="import-screen__actions">
            <Button
              variant="destructive"
              pending={undoing === state.batch.id}
              onClick={() => void undo(state.batch.id)}
            >
              Undo this import
            </Button>
            <Button variant="secondary" onClick={() => setState({ step: 'choose' })}>
              Import another file
            </Button>
          </div>
        </section>
      ) : null}

      <PastImports imports={imports.data ?? []} undoing={undoing} onUndo={(id) => void undo(id)} />
    </div>
  );
}

function PreviewStep({
  state,
  choices,
  onChoose,
  onImport,
  onCancel,
}: {
  state: Extract<Step, { step: 'preview' }>;
  choices: Map<string, CourseChoice>;
  onChoose: (key: string, choice: CourseChoice) => void;
  onImport: () => void;
  onCancel: () => void;
}) {
  const { draft, preview } = state;
  const open = preview.courses.filter((match) => choices.get(match.key)?.action === 'none').length;
  const creating = preview.courses.filter((match) => choices.get(match.key)?.action === 'create').length;
  const overAllowance = newCoursesOverMessage(creating, preview.coursesLeftToday);
  const worldwideMessage = worldwideLookupMessage(preview.worldwide);
  const sorted = useMemo(
    () =>
      [...preview.courses].sort(
        (a, b) =>
          ['ambiguous', 'new', 'matched'].indexOf(a.status) -
          ['ambiguous', 'new', 'matched'].indexOf(b.status),
      ),
    [preview.courses],
  );
  useEffect(() => {
    document.getElementById('import-preview-title')?.focus();
  }, []);
  return (
    <section className="import-screen__preview" aria-labelledby="import-preview-title">
      <h2 id="import-preview-title" tabIndex={-1}>
        Check before importing: {IMPORTER_NAMES[draft.source === 'ghin' ? 'spreadsheet' : draft.source] ?? ''}{' '}
        {state.fileName}
      </h2>
      <p>
        {count(draft.rounds.length, 'round')}
        {preview.duplicateRounds.length > 0
          ? ` (${preview.duplicateRounds.length} already in Fescue, skipped)`
          : ''}
        {draft.playedCourses.length > 0
          ? ` · ${count(draft.playedCourses.length, 'course')} played without a round`
          : ''}
        {draft.bucketList.length > 0 ? ` · ${draft.bucketList.length} bucket-list courses` : ''} ·{' '}
        {count(preview.courses.length, 'course')}
      </p>
      {draft.warnings.length > 0 ? (
        <details className="import-screen__warnings">
          <summary>{count(draft.warnings.length, 'row')} the importer could not read</summary>
          <ul>
            {draft.warnings.map((warning) => (
              <li key={warning}>{warning}</li>
            ))}
          </ul>
        </details>
      ) : null}
      <div className="import-screen__table-wrap">
        <table className="import-screen__table">
          <thead>
            <tr>
              <th scope="col">In the file</th>
              <th scope="col">Status</th>
              <th scope="col">In Fescue</th>
              <th scope="col">
                <span className="visually-hidden">Change</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {sorted.map((match) => (
              <CourseMatchRow
                key={match.key}
                match={match}
                choice={choices.get(match.key) ?? { action: 'none' }}
                onChoose={(choice) => onChoose(match.key, choice)}
              />
            ))}
          </tbody>
        </table>
      </div>
      {worldwideMessage ? (
        <p className="import-screen__note" role="status">
          {worldwideMessage}
        </p>
      ) : null}
      {creating > 0 ? (
        <p className="import-screen__note">
          {count(creating, 'new course')} will be created. A new course is placed at its town, an approximate
          position you can correct on the course page. Town positions: GeoNames (geonames.org), CC BY 4.0.
          {overAllowance ? ` ${overAllowance}` : ''}
        </p>
      ) : null}
      {open > 0 ? (
        <p className="import-screen__note" role="status">
          {count(open, 'course')} still to choose; their rows are left out if you import now.
        </p>
      ) : null}
      <div className="import-screen__actions">
        <Button onClick={onImport}>Import</Button>
        <Button variant="secondary" onClick={onCancel}>
          Choose another file
        </Button>
      </div>
    </section>
  );
}

function PastImports({
  imports,
  undoing,
  onUndo,
}: {
  imports: ImportBatch[];
  undoing: string | null;
  onUndo: (id: string) => void;
}) {
  if (imports.length === 0) return null;
  return (
    <section className="import-screen__past" aria-labelledby="import-past-title">
      <h2 id="import-past-title">Your imports</h2>
      <ul>
        {imports.map((batch) => (
          <li key={batch.id}>
            <div>
              <span className="import-screen__ref">
                {batch.label ?? batch.source} · {new Date(batch.createdAt).toLocaleDateString()}
              </span>
              <span className="import-screen__muted">
                {batch.status === 'undone' ? 'Undone' : summaryOf(batch)}
              </span>
            </div>
            {batch.status === 'undone' ? null : (
              <Button
                variant="secondary"
                size="sm"
                pending={undoing === batch.id}
                aria-label={`Undo this import: ${batch.label ?? batch.source}`}
                onClick={() => onUndo(batch.id)}
              >
                Undo this import
              </Button>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
