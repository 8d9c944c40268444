import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseImportInput } from './parse-import-input';

const sample = readFileSync(
  new URL('../../../../shared/imports/parsers/samples/fescue-export.json', import.meta.url),
  'utf8',
);

describe("the import screen's reading of Fescue's own export", () => {
  it('reads it into a draft when detected from the file, not a "cannot be imported yet"', async () => {
    const result = await parseImportInput({ fileName: 'fescue-data-2026-11-30.json', text: sample }, 'auto');
    expect(result.kind).toBe('draft');
    if (result.kind !== 'draft') return;
    expect(result.draft.source).toBe('fescue-json');
    expect(result.draft.rounds[0]?.course.sourceCourseId).toBe('pine-hollow-golf-club-springfield');
  });

  it('reads it when the golfer chose it, and names the right importer for another file', async () => {
    const chosen = await parseImportInput({ fileName: 'export.json', text: sample }, 'fescue-json');
    expect(chosen.kind).toBe('draft');
    const wrong = await parseImportInput({ fileName: 'export.json', text: sample }, '18birdies');
    expect(wrong).toMatchObject({ kind: 'error' });
    if (wrong.kind === 'error') expect(wrong.message).toContain('Fescue');
  });
});
