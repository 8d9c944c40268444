import { normalizeText } from '../courses/normalize';

/**
 * "City, State, Country" from the parts present, as a course's place is shown. A state that is the city
 * again ("Dubai, Dubai", whatever the case and accents) is said once: "Dubai, United Arab Emirates".
 */
export function placeLine(city: string, state: string | null | undefined, country: string): string {
  const distinctState = state && normalizeText(state) !== normalizeText(city) ? state : null;
  return [city, distinctState, country].filter(Boolean).join(', ');
}
