import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CODE_FOLDERS, REPOSITORY_ROOT as root, sourceFiles } from './source-files';

/**
 * The code explains itself from inside the repository: a comment or test name says why, and points into
 * `docs/` for a product rule (docs/product-rules.md) instead of citing a document the repository does not
 * hold (the first product specification's sections, a tracker's issue numbers, the design notes).
 */
const SOURCE = /\.(ts|tsx|js|mjs|css)$/;

// Built from parts so that this file does not match itself.
const SECTION = '\u00a7';
const ISSUE = 'issue';
const OUTSIDE_CITATION = new RegExp(
  [`spec ${SECTION}`, `${SECTION}\\d`, '\\b[Ii]ssues? #?\\d+', 'DESIGN\\.md'].join('|'),
);

const files = CODE_FOLDERS.flatMap((folder) => sourceFiles(folder, (name) => SOURCE.test(name)));
const SELF = 'scripts/lint/citations.test.ts';

describe('citations in the code', () => {
  it('finds the source tree (a wrong root would pass every check below)', () => {
    expect(files).toContain('scripts/lint/citations.test.ts');
    expect(files.length).toBeGreaterThan(500);
  });

  it('cites no specification section, issue number or design note the repository does not hold', () => {
    const citations = files
      .filter((file) => file !== SELF)
      .flatMap((file) =>
        readFileSync(path.join(root, file), 'utf8')
          .split('\n')
          .flatMap((line, index) =>
            OUTSIDE_CITATION.test(line) ? [`${file}:${index + 1}: ${line.trim()}`] : [],
          ),
      );
    expect(citations).toEqual([]);
  });

  it('catches each form of such a citation', () => {
    for (const line of [
      `// Spec ${SECTION}9: tooltips open after 700 ms.`,
      `/** Default 113 (spec ${SECTION}9). */`,
      `// The open redirect of ${ISSUE} 13.`,
      `it('counts against the limit (${ISSUE} 13)', () => {});`,
      `/** The best score (${ISSUE} #21). */`,
      `// Data migration (${ISSUE}s 16, 18).`,
      `// Fixtures (DESIGN.md ${SECTION}6).`,
    ]) {
      expect(OUTSIDE_CITATION.test(line), line).toBe(true);
    }
    expect(
      OUTSIDE_CITATION.test('// Round issues are told to the golfer (docs/product-rules.md#messages).'),
    ).toBe(false);
  });

  it('points only at sections docs/product-rules.md has', () => {
    const rules = readFileSync(path.join(root, 'docs/product-rules.md'), 'utf8');
    const anchors = new Set(
      [...rules.matchAll(/^#{2,3} (.+)$/gm)].map((match) =>
        match[1]!
          .toLowerCase()
          .replace(/[^a-z0-9 -]/g, '')
          .replace(/ /g, '-'),
      ),
    );
    const broken = files.flatMap((file) =>
      [...readFileSync(path.join(root, file), 'utf8').matchAll(/product-rules\.md#([a-z0-9-]+)/g)]
        .map((match) => match[1]!)
        .filter((anchor) => !anchors.has(anchor))
        .map((anchor) => `${file}: #${anchor}`),
    );
    expect(broken).toEqual([]);
  });
});
