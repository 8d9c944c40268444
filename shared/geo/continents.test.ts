import { describe, expect, it } from 'vitest';
import { continentOf } from './continents';

describe('continentOf', () => {
  it.each([
    ['United States', 'north-america'],
    ['USA', 'north-america'],
    ['Mexico', 'north-america'],
    ['Dominican Republic', 'north-america'],
    ['Scotland', 'europe'],
    ['Northern Ireland', 'europe'],
    ['Ireland', 'europe'],
    ['Japan', 'asia'],
    ['United Arab Emirates', 'asia'],
    ['New Zealand', 'oceania'],
    ['Mauritius', 'africa'],
    ['Argentina', 'south-america'],
    ['Atlantis', 'other'],
  ])('places %s in %s by its country code', (country, continent) => {
    expect(continentOf(country)).toBe(continent);
  });
});
