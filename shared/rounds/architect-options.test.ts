import { describe, expect, it } from 'vitest';
import {
  ROUND_ARCHITECT_NAMES,
  architectFromSelection,
  architectNameKey,
  architectSelection,
  splitArchitectNames,
} from './architect-options';

describe('round architect options', () => {
  it('has the fixed list of 45 distinct names, with the best-known designers among them', () => {
    expect(ROUND_ARCHITECT_NAMES).toHaveLength(45);
    expect(new Set(ROUND_ARCHITECT_NAMES).size).toBe(45);
    for (const name of [
      'Donald Ross',
      'A.W. Tillinghast',
      'Alister MacKenzie',
      'Pete Dye',
      'Robert Trent Jones Sr.',
      'Tom Fazio',
      'Jack Nicklaus',
      'Tom Doak',
    ]) {
      expect(ROUND_ARCHITECT_NAMES).toContain(name);
    }
  });

  it('selects a listed name whatever its spacing, punctuation or case', () => {
    expect(architectSelection('A. W. Tillinghast')).toEqual({ choice: 'A.W. Tillinghast', customName: '' });
    expect(architectSelection('unknown')).toEqual({ choice: 'Unknown', customName: '' });
  });

  it('shows any other name as Other with the name typed, and nothing as not set', () => {
    expect(architectSelection('Jack Neville, Douglas Grant')).toEqual({
      choice: 'Other',
      customName: 'Jack Neville, Douglas Grant',
    });
    expect(architectSelection(null)).toEqual({ choice: '', customName: '' });
    expect(architectSelection('  ')).toEqual({ choice: '', customName: '' });
  });

  it('saves the typed name for Other and the listed name otherwise', () => {
    expect(architectFromSelection({ choice: 'Other', customName: ' Tom Watson ' })).toBe('Tom Watson');
    expect(architectFromSelection({ choice: 'Pete Dye', customName: 'ignored' })).toBe('Pete Dye');
    expect(architectFromSelection({ choice: '', customName: '' })).toBe('');
  });

  it('keys a name the same whatever its dots, spaces, case or accents, and splits a list of names', () => {
    expect(architectNameKey('A. W. Tillinghast')).toBe(architectNameKey('a.w. TILLINGHAST'));
    expect(architectNameKey('Seve Ballesteros')).toBe(architectNameKey('Sevé Ballésteros'));
    expect(splitArchitectNames(' Bill Coore, Ben Crenshaw ;Tom Doak,, ')).toEqual([
      'Bill Coore',
      'Ben Crenshaw',
      'Tom Doak',
    ]);
  });
});
