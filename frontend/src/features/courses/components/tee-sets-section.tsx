import { useState } from 'react';
import { useSWRConfig } from 'swr';
import {
  ENTERED_BY_A_GOLFER,
  NO_HOLE_DATA_YET,
  teeSetIdOf,
  teeSetInputSchema,
  teeSetParProblem,
  type TeeSet,
  type TeeSetInput,
} from '#shared/scorecards/tee-set';
import { parseDecimalText } from '#shared/schemas/number-text';
import { apiErrorMessage } from '@/shared/api/http';
import { cacheKeys } from '@/shared/api/cache-keys';
import { Button } from '@/shared/ui/button';
import { Card, CardContent, CardHeader } from '@/shared/ui/card';
import { saveTeeSet, useTeeSetHistory, useTeeSets } from '../api/tee-sets';
import './tee-sets.css';

interface Draft {
  name: string;
  colour: string;
  count: 9 | 18;
  pars: string[];
  indexes: string[];
  yards: string[];
  menRating: string;
  menSlope: string;
  womenRating: string;
  womenSlope: string;
}

const text = (value: number | null | undefined) =>
  value === null || value === undefined ? '' : String(value);
const number = (value: string): number | null => {
  const parsed = parseDecimalText(value.trim());
  return parsed === undefined || value.trim() === '' ? null : parsed;
};

function draftOf(teeSet: TeeSet | null): Draft {
  const holes = teeSet?.holes ?? [];
  const count = teeSet?.holes.length === 9 ? 9 : 18;
  return {
    name: teeSet?.name ?? '',
    colour: teeSet?.colour ?? '',
    count,
    pars: Array.from({ length: 18 }, (_, i) => text(holes[i]?.par ?? (teeSet ? null : 4))),
    indexes: Array.from({ length: 18 }, (_, i) => text(holes[i]?.strokeIndex)),
    yards: Array.from({ length: 18 }, (_, i) => text(holes[i]?.yardage)),
    menRating: text(teeSet?.men?.courseRating),
    menSlope: text(teeSet?.men?.slope),
    womenRating: text(teeSet?.women?.courseRating),
    womenSlope: text(teeSet?.women?.slope),
  };
}

function inputOf(draft: Draft, expectedVersion: number | null): unknown {
  const rating = (courseRating: string, slope: string) =>
    courseRating.trim() === '' && slope.trim() === ''
      ? null
      : { courseRating: number(courseRating), slope: number(slope) };
  return {
    name: draft.name,
    colour: draft.colour.trim() === '' ? null : draft.colour,
    holes: Array.from({ length: draft.count }, (_, i) => ({
      hole: i + 1,
      par: number(draft.pars[i] ?? ''),
      strokeIndex: number(draft.indexes[i] ?? ''),
      yardage: number(draft.yards[i] ?? ''),
    })),
    men: rating(draft.menRating, draft.menSlope),
    women: rating(draft.womenRating, draft.womenSlope),
    expectedVersion,
  };
}

/** The tee-set editor: a grid of holes (par, stroke index, yards), keyboard only, checked as the API checks. */
function TeeSetEditor({
  courseId,
  coursePar,
  teeSet,
  onDone,
}: {
  courseId: string;
  coursePar: number;
  teeSet: TeeSet | null;
  onDone: () => void;
}) {
  const { mutate } = useSWRConfig();
  const [draft, setDraft] = useState<Draft>(() => draftOf(teeSet));
  const [problems, setProblems] = useState<string[]>([]);
  const [saving, setSaving] = useState(false);
  const parTotal = draft.pars.slice(0, draft.count).reduce((sum, par) => sum + (number(par) ?? 0), 0);
  const set = (field: 'pars' | 'indexes' | 'yards', index: number, value: string) =>
    setDraft((current) => ({ ...current, [field]: current[field].map((v, i) => (i === index ? value : v)) }));

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    const parsed = teeSetInputSchema.safeParse(inputOf(draft, teeSet?.version ?? null));
    const found = parsed.success ? [] : [...new Set(parsed.error.issues.map((issue) => issue.message))];
    const parProblem = parsed.success ? teeSetParProblem(parsed.data.holes, coursePar) : null;
    if (parProblem) found.push(parProblem);
    setProblems(found);
    if (!parsed.success || found.length > 0) return;
    setSaving(true);
    try {
      const id = teeSet?.id ?? teeSetIdOf(parsed.data.name);
      await saveTeeSet(courseId, id, parsed.data as TeeSetInput);
      await mutate(cacheKeys.teeSets(courseId));
      onDone();
    } catch (error) {
      setProblems([apiErrorMessage(error, 'The tee set could not be saved. Please try again.')]);
    } finally {
      setSaving(false);
    }
  }

  return (
    <form className="tee-editor" onSubmit={(event) => void submit(event)} noValidate>
      <div className="tee-editor__fields">
        <label>
          Tee name
          <input value={draft.name} onChange={(e) => setDraft({ ...draft, name: e.target.value })} required />
        </label>
        <label>
          Colour
          <input value={draft.colour} onChange={(e) => setDraft({ ...draft, colour: e.target.value })} />
        </label>
        <label>
          Holes
          <select
            value={draft.count}
            onChange={(e) => setDraft({ ...draft, count: e.target.value === '9' ? 9 : 18 })}
          >
            <option value={18}>18</option>
            <option value={9}>9</option>
          </select>
        </label>
        <label>
          Men’s rating
          <input
            inputMode="decimal"
            value={draft.menRating}
            onChange={(e) => setDraft({ ...draft, menRating: e.target.value })}
          />
        </label>
        <label>
          Men’s slope
          <input
            inputMode="numeric"
            value={draft.menSlope}
            onChange={(e) => setDraft({ ...draft, menSlope: e.target.value })}
          />
        </label>
        <label>
          Women’s rating
          <input
            inputMode="decimal"
            value={draft.womenRating}
            onChange={(e) => setDraft({ ...draft, womenRating: e.target.value })}
          />
        </label>
        <label>
          Women’s slope
          <input
            inputMode="numeric"
            value={draft.womenSlope}
            onChange={(e) => setDraft({ ...draft, womenSlope: e.target.value })}
          />
        </label>
      </div>
      <table className="tee-grid">
        <caption>
          Par {parTotal} of the course’s {coursePar}. Stroke indexes on every hole or none.
        </caption>
        <thead>
          <tr>
            <th scope="col">Hole</th>
            <th scope="col">Par</th>
            <th scope="col">Stroke index</th>
            <th scope="col">Yards</th>
          </tr>
        </thead>
        <tbody>
          {Array.from({ length: draft.count }, (_, i) => (
            <tr key={i}>
              <th scope="row">{i + 1}</th>
              <td>
                <input
                  aria-label={`Hole ${i + 1} par`}
                  inputMode="numeric"
                  value={draft.pars[i]}
                  onChange={(e) => set('pars', i, e.target.value)}
                />
              </td>
              <td>
                <input
                  aria-label={`Hole ${i + 1} stroke index`}
                  inputMode="numeric"
                  value={draft.indexes[i]}
                  onChange={(e) => set('indexes', i, e.target.value)}
                />
              </td>
              <td>
                <input
                  aria-label={`Hole ${i + 1} yards`}
                  inputMode="numeric"
                  value={draft.yards[i]}
                  onChange={(e) => set('yards', i, e.target.value)}
                />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {problems.length > 0 ? (
        <ul className="tee-editor__problems" role="alert">
          {problems.map((problem) => (
            <li key={problem}>{problem}</li>
          ))}
        </ul>
      ) : null}
      <div className="tee-editor__actions">
        <Button type="submit" disabled={saving}>
          {saving ? 'Saving...' : 'Save the tee set'}
        </Button>
        <Button type="button" variant="secondary" onClick={onDone}>
          Cancel
        </Button>
      </div>
    </form>
  );
}

function TeeSetHistory({ courseId, teeSetId }: { courseId: string; teeSetId: string }) {
  const { data } = useTeeSetHistory(courseId, teeSetId);
  if (!data) return <p className="tee-sets__muted">Loading its history...</p>;
  return (
    <ol className="tee-sets__history">
      {data.changes.map((change) => (
        <li key={change.version}>
          {new Date(change.changedAt).toLocaleDateString()} by {change.by}: {change.changes.join('; ')}
        </li>
      ))}
    </ol>
  );
}

function TeeSetTable({ teeSet }: { teeSet: TeeSet }) {
  const rating = (who: 'men' | 'women') =>
    teeSet[who] ? `${teeSet[who].courseRating.toFixed(1)} / ${teeSet[who].slope}` : null;
  return (
    // Scrolls sideways on a phone: focusable so a keyboard can scroll it too.
    <div
      className="tee-sets__scroll"
      tabIndex={0}
      role="region"
      aria-label={`${teeSet.name} tee, hole by hole`}
    >
      <table className="tee-sets__table">
        <caption>
          {teeSet.name}
          {teeSet.colour ? ` (${teeSet.colour})` : ''}: par {teeSet.par}
          {rating('men') ? `, men ${rating('men')}` : ''}
          {rating('women') ? `, women ${rating('women')}` : ''}
        </caption>
        <tbody>
          <tr>
            <th scope="row">Hole</th>
            {teeSet.holes.map((hole) => (
              <td key={hole.hole}>{hole.hole}</td>
            ))}
          </tr>
          <tr>
            <th scope="row">Par</th>
            {teeSet.holes.map((hole) => (
              <td key={hole.hole}>{hole.par}</td>
            ))}
          </tr>
          <tr>
            <th scope="row">SI</th>
            {teeSet.holes.map((hole) => (
              <td key={hole.hole}>{hole.strokeIndex ?? '–'}</td>
            ))}
          </tr>
          <tr>
            <th scope="row">Yards</th>
            {teeSet.holes.map((hole) => (
              <td key={hole.hole}>{hole.yardage ?? '–'}</td>
            ))}
          </tr>
        </tbody>
      </table>
    </div>
  );
}

/**
 * A course's tee sets, hole by hole (docs/product-rules.md#tee-sets): shown as small scorecards, each
 * labelled with where it came from; a golfer adds one for a course that has none, or edits one, and sees its
 * history.
 */
export function TeeSetsSection({ courseId, coursePar }: { courseId: string; coursePar: number }) {
  const { data, error } = useTeeSets(courseId);
  const [editing, setEditing] = useState<TeeSet | 'new' | null>(null);
  const [history, setHistory] = useState<string | null>(null);
  if (error) return null;
  const teeSets = data?.teeSets ?? [];
  return (
    <Card className="tee-sets">
      <CardHeader title="Tees, hole by hole" />
      <CardContent>
        {data && teeSets.length === 0 && editing === null ? (
          <p className="tee-sets__muted">{NO_HOLE_DATA_YET}.</p>
        ) : null}
        {teeSets.map((teeSet) =>
          editing !== null && editing !== 'new' && editing.id === teeSet.id ? (
            <TeeSetEditor
              key={teeSet.id}
              courseId={courseId}
              coursePar={coursePar}
              teeSet={teeSet}
              onDone={() => setEditing(null)}
            />
          ) : (
            <div key={teeSet.id} className="tee-sets__set">
              <TeeSetTable teeSet={teeSet} />
              <p className="tee-sets__source">
                {teeSet.source === 'golfer' ? ENTERED_BY_A_GOLFER : 'From GolfCourseAPI'}.{' '}
                <button type="button" className="tee-sets__link" onClick={() => setEditing(teeSet)}>
                  Edit {teeSet.name}
                </button>{' '}
                <button
                  type="button"
                  className="tee-sets__link"
                  aria-expanded={history === teeSet.id}
                  onClick={() => setHistory(history === teeSet.id ? null : teeSet.id)}
                >
                  History
                </button>
              </p>
              {history === teeSet.id ? <TeeSetHistory courseId={courseId} teeSetId={teeSet.id} /> : null}
            </div>
          ),
        )}
        {editing === 'new' ? (
          <TeeSetEditor
            courseId={courseId}
            coursePar={coursePar}
            teeSet={null}
            onDone={() => setEditing(null)}
          />
        ) : data ? (
          <Button variant="secondary" onClick={() => setEditing('new')}>
            {teeSets.length === 0 ? 'Add the holes' : 'Add another tee'}
          </Button>
        ) : null}
      </CardContent>
    </Card>
  );
}
