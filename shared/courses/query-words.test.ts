import { describe, expect, it } from 'vitest';
import { isFillerWord, matchesSomeWord, nameCarriesWords } from './query-words';

describe('query words', () => {
  it('counts a half-typed filler only as the last word', () => {
    expect(isFillerWord('golf')).toBe(true);
    expect(isFillerWord('clu', true)).toBe(true);
    expect(isFillerWord('clu')).toBe(false);
    expect(isFillerWord('oak', true)).toBe(false);
  });

  it('matches a word by its start, and another spelling only whole', () => {
    expect(matchesSomeWord(['stadium'], 'sta')).toBe(true);
    expect(matchesSomeWord(['st', 'andrews'], 'saint')).toBe(true);
    expect(matchesSomeWord(['stadium'], 'saint')).toBe(false);
  });

  it('says whether a course name carries the typed name, fillers aside unless they are all there is', () => {
    expect(nameCarriesWords('Spyglass Hill', 'Spyglass Hill Golf Course')).toBe(true);
    expect(nameCarriesWords('Spyglass Hill Golf Club', 'Spyglass Hill Golf Course')).toBe(true);
    expect(nameCarriesWords('Beach Course', 'Cypress Point Club')).toBe(false);
    expect(nameCarriesWords('The Country Club', 'The Country Club (Composite)')).toBe(true);
    expect(nameCarriesWords('The Country Club', 'Brookline Golf Club')).toBe(false);
    expect(nameCarriesWords('', 'Anything')).toBe(false);
    expect(nameCarriesWords('Coeur d Alene Resort', "The Coeur d'Alene Resort Golf Course")).toBe(true);
    expect(nameCarriesWords("Coeur d'Alene Resort", "The Coeur d'Alene Resort Golf Course")).toBe(true);
    expect(nameCarriesWords('Bjorn Creek', 'Bjørn Creek Golf Club')).toBe(true);
  });
});
