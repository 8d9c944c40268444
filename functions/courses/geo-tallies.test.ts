import { describe, expect, it } from 'vitest';
import { geoTallyUpdates } from './geo-tallies';

describe('geoTallyUpdates', () => {
  it('counts a new course in its cell, and takes a removed one out', () => {
    expect(geoTallyUpdates(undefined, 'GEO#gcpvj0duq#new')).toEqual([
      expect.objectContaining({
        Key: { pk: 'GEO#gc', sk: 'TALLY#gcp' },
        ExpressionAttributeNames: { '#c0': 'gcpv' },
        ExpressionAttributeValues: expect.objectContaining({ ':d0': 1 }),
      }),
    ]);
    expect(geoTallyUpdates('GEO#gcpvj0duq#gone', undefined)).toEqual([
      expect.objectContaining({ ExpressionAttributeValues: expect.objectContaining({ ':d0': -1 }) }),
    ]);
  });

  it('moves nothing for a course edited within its cell (a replayed write cannot count it twice)', () => {
    expect(geoTallyUpdates('GEO#gcpvj0duq#a', 'GEO#gcpvzzzzz#a')).toEqual([]);
    expect(geoTallyUpdates(undefined, undefined)).toEqual([]);
  });

  it('moves a course between two cells of one tally in one update (a transaction touches an item once)', () => {
    const updates = geoTallyUpdates('GEO#gcpvj0duq#a', 'GEO#gcpuj0duq#a');
    expect(updates).toHaveLength(1);
    expect(updates[0]?.UpdateExpression).toBe('ADD #c0 :d0, #c1 :d1 SET entity = :entity');
    expect(updates[0]?.ExpressionAttributeNames).toEqual({ '#c0': 'gcpv', '#c1': 'gcpu' });
  });

  it('moves a course across tallies with one update on each', () => {
    const updates = geoTallyUpdates('GEO#gcpvj0duq#a', 'GEO#dr5regw3p#a');
    expect(updates.map((update) => update.Key)).toEqual([
      { pk: 'GEO#gc', sk: 'TALLY#gcp' },
      { pk: 'GEO#dr', sk: 'TALLY#dr5' },
    ]);
  });
});
