import { describe, expect, it } from 'vitest';
import { parsePlace, splitLayoutFacility } from './place';

describe('parsePlace', () => {
  it.each([
    ['Farmingdale,NY', { city: 'Farmingdale', state: 'NY', country: 'United States' }],
    ['Albany, ga', { city: 'Albany', state: 'GA', country: 'United States' }],
    ['St Andrews, Scotland', { city: 'St Andrews', state: null, country: 'Scotland' }],
    ['Tbilisi, Georgia', { city: 'Tbilisi', state: null, country: 'Georgia' }],
    ['Bend, Oregon', { city: 'Bend', state: 'OR', country: 'United States' }],
    ['Pebble Beach, CA, USA', { city: 'Pebble Beach', state: 'CA', country: 'United States' }],
    ['Pebble Beach, California, USA', { city: 'Pebble Beach', state: 'CA', country: 'United States' }],
    ['Banff, Alberta, Canada', { city: 'Banff', state: 'Alberta', country: 'Canada' }],
    ['Somewhere, Atlantis', { city: 'Somewhere', state: null, country: 'Atlantis' }],
    ['Scotland', { city: null, state: null, country: 'Scotland' }],
    ['Dornoch', { city: 'Dornoch', state: null, country: null }],
    ['', { city: null, state: null, country: null }],
  ])('reads %j', (text, expected) => {
    expect(parsePlace(text)).toEqual(expected);
  });
});

describe('splitLayoutFacility', () => {
  it('tells the layout from the facility: "Black | Bethpage State Park" is the Black course', () => {
    expect(splitLayoutFacility('Black | Bethpage State Park')).toEqual({
      name: 'Black',
      facility: 'Bethpage State Park',
    });
    expect(splitLayoutFacility('Cypress Point Club')).toEqual({ name: 'Cypress Point Club', facility: null });
    expect(splitLayoutFacility(' | Lonely Facility')).toEqual({ name: 'Lonely Facility', facility: null });
  });
});
