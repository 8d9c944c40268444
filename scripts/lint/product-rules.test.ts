import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ACHIEVEMENTS } from '#shared/achievements/definitions';

/** docs/product-rules.md states what the code does: its achievements table is the definitions' own. */
const rules = readFileSync(fileURLToPath(new URL('../../docs/product-rules.md', import.meta.url)), 'utf8');

function tableRows(heading: string): string[][] {
  const section = rules.split(/^## /m).find((part) => part.startsWith(heading)) ?? '';
  return section
    .split('\n')
    .filter((line) => line.startsWith('|') && !/^\|[\s-|]+\|$/.test(line))
    .slice(1)
    .map((line) =>
      line
        .slice(1, -1)
        .split('|')
        .map((cell) => cell.trim()),
    );
}

describe('docs/product-rules.md', () => {
  it('lists every achievement as shared/achievements/definitions.ts defines it, in its order', () => {
    const expected = ACHIEVEMENTS.map((a) => [
      a.title,
      a.category,
      a.rarity,
      String(a.points),
      a.description,
    ]);
    // On a change to the definitions, paste these rows into the Achievements table.
    expect(tableRows('Achievements')).toEqual(expected);
  });
});
