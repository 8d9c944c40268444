import { describe, expect, it } from 'vitest';
import { allowedEdits, closestWord } from './spelling';

describe('closestWord', () => {
  const indexed = ['valderrama', 'vale', 'valley', 'carnoustie', 'shinnecock', 'pebble', 'pebblebeach'];

  it('mends the misspellings golfers make of famous names', () => {
    expect(closestWord('valderama', indexed)).toBe('valderrama');
    expect(closestWord('carnousty', indexed)).toBe('carnoustie');
    expect(closestWord('shinecock', indexed)).toBe('shinnecock');
    expect(closestWord('pebel', indexed)).toBe('pebble');
  });

  it('leaves a word alone when nothing indexed is close enough', () => {
    expect(closestWord('valhalla', indexed)).toBeUndefined();
    expect(closestWord('carpool', indexed)).toBeUndefined();
  });

  it('allows one edit in a short word and two from eight letters', () => {
    expect(allowedEdits('pebel')).toBe(1);
    expect(allowedEdits('carnousty')).toBe(2);
    expect(closestWord('vallly', ['valley'])).toBe('valley');
    expect(closestWord('vxllxy', ['valley'])).toBeUndefined();
  });
});
