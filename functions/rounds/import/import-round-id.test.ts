import { describe, expect, it } from 'vitest';
import { roundIdParamSchema } from '#shared/schemas/round';
import { importedRoundId } from './import-round-id';

describe('importedRoundId', () => {
  it('gives the same row the same id, and another row another id', () => {
    const id = importedRoundId('user-1', 'course|2024-05-01|80|18', '2024-05-01');
    expect(importedRoundId('user-1', 'course|2024-05-01|80|18', '2024-05-01')).toBe(id);
    expect(importedRoundId('user-2', 'course|2024-05-01|80|18', '2024-05-01')).not.toBe(id);
  });

  it.each(['1969-12-31', '1900-01-01', '0001-01-01'])(
    'gives a round played on %s (before a ULID can start) a valid round id instead of throwing',
    (playedAt) => {
      const id = importedRoundId('user-1', `course|${playedAt}|80|18`, playedAt);
      expect(roundIdParamSchema.safeParse({ id }).success).toBe(true);
    },
  );
});
