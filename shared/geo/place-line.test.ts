import { describe, expect, it } from 'vitest';
import { placeLine } from './place-line';

describe("a course's place line", () => {
  it('joins city, state and country, leaving out what is missing', () => {
    expect(placeLine('Pebble Beach', 'CA', 'United States')).toBe('Pebble Beach, CA, United States');
    expect(placeLine('Naivasha', null, 'Kenya')).toBe('Naivasha, Kenya');
  });

  it('says a state that is the city again only once, whatever the case and accents', () => {
    expect(placeLine('Dubai', 'Dubai', 'United Arab Emirates')).toBe('Dubai, United Arab Emirates');
    expect(placeLine('Bogotá', 'BOGOTA', 'Colombia')).toBe('Bogotá, Colombia');
    expect(placeLine('New York', 'New York State', 'United States')).toBe(
      'New York, New York State, United States',
    );
  });
});
