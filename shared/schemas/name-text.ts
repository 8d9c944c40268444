/**
 * Characters that change how a name is shown, or hide what it is, without showing themselves: bidirectional
 * controls (U+202E turns "hcaeB elbbeP" into what reads as "Pebble Beach"; the marks U+200E, U+200F and
 * U+061C; the isolates U+2066 to U+2069), zero-width characters (U+200B to U+200D, U+2060 to U+2064, U+FEFF,
 * U+180E), the soft hyphen (U+00AD) and the invisible tag characters (U+E0000 to U+E007F). A name is typed by
 * one golfer and read by all: with them, two names that look the same pass as different ones.
 */
const INVISIBLE_CHARACTERS =
  /[\u00AD\u061C\u180E\u200B-\u200F\u202A-\u202E\u2060-\u2064\u2066-\u2069\uFEFF\u{E0000}-\u{E007F}]/gu;

/**
 * A name as Fescue keeps it (courses, cities, architects, golfers' display names): Unicode NFKC, so that
 * full-width, ligature and other compatibility forms are the letters they stand for ("Ｐｅｂｂｌｅ" is
 * "Pebble"), and without the invisible characters above. Applied by the shared schemas before any check, so
 * the duplicate check sees what every golfer will see; the form and the API use the same rule.
 */
export function cleanNameText(text: string): string {
  return text.normalize('NFKC').replace(INVISIBLE_CHARACTERS, '');
}
