import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  canonicalCountry,
  countryInSentence,
  findCountry,
  listCountries,
  suggestCountries,
} from './countries';
import { CATALOG_COUNTRIES } from './country-table';

const catalogFolder = fileURLToPath(new URL('../../scripts/catalog/data/', import.meta.url));

describe('the country list', () => {
  it('knows every country the catalog uses, under the same spelling', () => {
    const catalogCountries = new Set(
      readdirSync(catalogFolder)
        .filter((file) => file.endsWith('.json'))
        .flatMap(
          (file) => JSON.parse(readFileSync(`${catalogFolder}${file}`, 'utf8')) as { country: string }[],
        )
        .map((entry) => entry.country),
    );
    expect(catalogCountries.size).toBeGreaterThan(50);
    for (const country of catalogCountries) expect(canonicalCountry(country), country).toBe(country);
    // The generated list the suggestions rank by is the catalog's as it is now: regenerate when it changes.
    expect([...CATALOG_COUNTRIES].sort()).toEqual([...catalogCountries].sort());
  });

  it('holds the whole world and the golf home nations, with a centre for each', () => {
    const names = listCountries().map((country) => country.name);
    expect(names.length).toBeGreaterThan(240);
    expect(names).toEqual(
      expect.arrayContaining(['Kenya', 'Scotland', 'England', 'Wales', 'Northern Ireland']),
    );
    expect(new Set(names).size).toBe(names.length);
    for (const country of listCountries()) {
      expect(Math.abs(country.latitude), country.name).toBeLessThanOrEqual(90);
      expect(Math.abs(country.longitude), country.name).toBeLessThanOrEqual(180);
    }
  });

  it.each([
    ['USA', 'United States'],
    ['US', 'United States'],
    ['u.s.a.', 'United States'],
    ['United States of America', 'United States'],
    ['UK', 'United Kingdom'],
    ['Great Britain', 'United Kingdom'],
    ['UAE', 'United Arab Emirates'],
    ['Holland', 'Netherlands'],
    ['Czech Republic', 'Czechia'],
    ['Türkiye', 'Turkey'],
    ['korea', 'South Korea'],
    ['St Lucia', 'Saint Lucia'],
    ['  scotland ', 'Scotland'],
    ['KEN', 'Kenya'],
    ['Congo-Kinshasa', 'DR Congo'],
  ])('reads %j as %j', (typed, name) => {
    expect(canonicalCountry(typed)).toBe(name);
  });

  it('names no country for an invented or empty one', () => {
    expect(canonicalCountry('Narnia')).toBeUndefined();
    expect(canonicalCountry('')).toBeUndefined();
  });

  it("has a centre for each of the catalog's golf home nations", () => {
    expect(findCountry('scotland')).toMatchObject({ latitude: 56.49, longitude: -4.2 });
  });
});

describe('country suggestions', () => {
  it('puts a spelling typed whole first, saying what it matched', () => {
    expect(suggestCountries('usa')[0]).toEqual({ name: 'United States', matched: 'USA' });
    expect(suggestCountries('uk')[0]).toEqual({ name: 'United Kingdom', matched: 'UK' });
    expect(suggestCountries('Scotland')).toEqual([{ name: 'Scotland' }]);
  });

  it('then names that begin with the text, then names with a word that does, then other spellings', () => {
    const united = suggestCountries('united').map((suggestion) => suggestion.name);
    expect(united.slice(0, 3)).toEqual(['United Arab Emirates', 'United Kingdom', 'United States']);
    expect(suggestCountries('korea').map((suggestion) => suggestion.name)).toEqual([
      'South Korea',
      'North Korea',
    ]);
    expect(suggestCountries('holl')).toEqual([{ name: 'Netherlands', matched: 'Holland' }]);
  });

  it('matches ISO codes only whole, and caps the list', () => {
    expect(suggestCountries('ca')[0]).toEqual({ name: 'Canada', matched: 'CA' });
    expect(suggestCountries('c', 5)).toHaveLength(5);
    expect(suggestCountries('  ')).toEqual([]);
    expect(suggestCountries('narnia')).toEqual([]);
  });

  it("puts the catalog's countries, where golfers play most, first at the same match", () => {
    expect(suggestCountries('s', 10).map((suggestion) => suggestion.name)).toEqual([
      'Saint Kitts and Nevis',
      'Saint Lucia',
      'Saudi Arabia',
      'Scotland',
      'Singapore',
      'South Africa',
      'South Korea',
      'Spain',
      'Sweden',
      'Switzerland',
    ]);
    expect(
      suggestCountries('sc')
        .map((suggestion) => suggestion.name)
        .slice(0, 2),
    ).toEqual(['Scotland', 'Seychelles']);
    expect(suggestCountries('sw').map((suggestion) => suggestion.name)).toEqual([
      'Sweden',
      'Switzerland',
      'Eswatini',
    ]);
  });

  it('offers the home nations the catalog uses as countries for "uk", after the United Kingdom', () => {
    expect(suggestCountries('uk').map((suggestion) => suggestion.name)).toEqual([
      'United Kingdom',
      'England',
      'Northern Ireland',
      'Scotland',
      'Wales',
      'Ukraine',
    ]);
    expect(suggestCountries('great britain').map((suggestion) => suggestion.name)).toContain('Wales');
    expect(canonicalCountry('uk')).toBe('United Kingdom');
  });
});

describe('a country mid-sentence', () => {
  it.each([
    ['United Kingdom', 'the United Kingdom'],
    ['United States', 'the United States'],
    ['United Arab Emirates', 'the United Arab Emirates'],
    ['Netherlands', 'the Netherlands'],
    ['Philippines', 'the Philippines'],
    ['Bahamas', 'the Bahamas'],
    ['Czech Republic', 'the Czech Republic'],
    ['Dominican Republic', 'the Dominican Republic'],
    ['Maldives', 'the Maldives'],
    ['Seychelles', 'the Seychelles'],
    ['Gambia', 'the Gambia'],
    ['Cayman Islands', 'the Cayman Islands'],
    ['Republic of the Congo', 'the Republic of the Congo'],
    ['Kenya', 'Kenya'],
    ['Scotland', 'Scotland'],
    ['Barbados', 'Barbados'],
    ['Isle of Man', 'Isle of Man'],
    ['Saint Kitts and Nevis', 'Saint Kitts and Nevis'],
  ])('reads %j as %j', (name, inSentence) => {
    expect(countryInSentence(name)).toBe(inSentence);
  });
});
