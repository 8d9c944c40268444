import { describe, expect, it } from 'vitest';
import { aliasFor, rewrite } from './path-aliases';

describe('the path-alias codemod', () => {
  it("names the repository's shared/ as #shared/ from anywhere outside it", () => {
    expect(aliasFor('functions/courses/custom-course.ts', '../../shared/geo/centroids')).toBe(
      '#shared/geo/centroids',
    );
    expect(
      aliasFor(
        'frontend/src/features/passport/components/tile-lists.tsx',
        '../../../../../shared/schemas/passport',
      ),
    ).toBe('#shared/schemas/passport');
    expect(aliasFor('e2e/prerendered-screens.spec.ts', '../shared/web/prerendered-screens')).toBe(
      '#shared/web/prerendered-screens',
    );
  });

  it('leaves imports inside shared/, within one frontend area, and to missing files as they are', () => {
    expect(aliasFor('shared/schemas/course.ts', '../courses/championships')).toBeNull();
    expect(
      aliasFor('frontend/src/features/passport/components/tiles/simple-tiles.tsx', '../tile-lists'),
    ).toBeNull();
    expect(aliasFor('functions/courses/custom-course.ts', '../../shared/geo/nowhere')).toBeNull();
    expect(aliasFor('functions/courses/custom-course.ts', './custom-course')).toBeNull();
  });

  it('names frontend/src as @/ when an import crosses from one area into another', () => {
    const tile = 'frontend/src/features/passport/components/tiles/simple-tiles.tsx';
    expect(aliasFor(tile, '../../../../shared/ui/button')).toBe('@/shared/ui/button');
    expect(aliasFor('frontend/src/app/routes/passport/passport-page.tsx', '../../../features/passport')).toBe(
      '@/features/passport',
    );
    // frontend/src/shared is the frontend's own, not the repository's.
    expect(aliasFor('frontend/src/features/rounds/api/rate-round.ts', '../../../shared/api/http')).toBe(
      '@/shared/api/http',
    );
  });

  it('rewrites every kind of specifier and nothing else in the file', () => {
    const file = 'frontend/src/features/passport/components/passport-tiles.test.tsx';
    const source = [
      "import '../../../testing/setup-dom';",
      "import type { PassportRound } from '../../../../../shared/passport/types';",
      "export { passportSchema } from '../../../../../shared/schemas/passport';",
      "const lazy = () => import('../../../shared/ui/button');",
      "type Http = typeof import('../../../shared/api/http');",
      "vi.mock('../../../shared/api/http', async () => ({ ...(await vi.importActual('../../../shared/api/http')) }));",
      "import { buildTiles } from './passport-tiles';",
      "const text = '../../../shared/ui/button';",
    ].join('\n');
    const { source: result, changed } = rewrite(file, source);
    expect(result.split('\n')).toEqual([
      "import '@/testing/setup-dom';",
      "import type { PassportRound } from '#shared/passport/types';",
      "export { passportSchema } from '#shared/schemas/passport';",
      "const lazy = () => import('@/shared/ui/button');",
      "type Http = typeof import('@/shared/api/http');",
      "vi.mock('@/shared/api/http', async () => ({ ...(await vi.importActual('@/shared/api/http')) }));",
      "import { buildTiles } from './passport-tiles';",
      "const text = '../../../shared/ui/button';",
    ]);
    expect(changed).toBe(7);
    expect(rewrite(file, result).changed).toBe(0);
  });
});
