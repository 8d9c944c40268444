import { normalizeText } from '../courses/normalize';

/**
 * The Architect choices of the round forms (docs/product-rules.md#rounds: a fixed list of 45 names, then
 * Unknown and Other, where Other takes a typed name). The names are spelled as the catalog spells them, so a
 * picked course's architect pre-selects its entry.
 */
export const ROUND_ARCHITECT_NAMES = [
  'A.W. Tillinghast',
  'Alister MacKenzie',
  'Arnold Palmer',
  'Ben Crenshaw',
  'Bill Coore',
  'Charles Alison',
  'Charles Banks',
  'Charles Blair Macdonald',
  'David McLay Kidd',
  'Desmond Muirhead',
  'Dick Wilson',
  'Donald Ross',
  'Donald Steel',
  'Eddie Hackett',
  'Ernie Els',
  'Gary Player',
  'George C. Thomas Jr.',
  'George Fazio',
  'Gil Hanse',
  'Greg Norman',
  'Harry Colt',
  'Herbert Fowler',
  'Hugh Wilson',
  'Jack Nicklaus',
  'James Braid',
  'Jay Morrish',
  'Kyle Phillips',
  'Martin Hawtree',
  'Mike Strantz',
  'Old Tom Morris',
  'Perry Maxwell',
  'Pete Dye',
  'Peter Thomson',
  'Rees Jones',
  'Robert Trent Jones Jr.',
  'Robert Trent Jones Sr.',
  'Seth Raynor',
  'Stanley Thompson',
  'Tom Doak',
  'Tom Fazio',
  'Tom Simpson',
  'Tom Weiskopf',
  'Walter Travis',
  'William Flynn',
  'Willie Park Jr.',
] as const;

export const UNKNOWN_ARCHITECT = 'Unknown';
export const OTHER_ARCHITECT = 'Other';

/** Every option of the Architect select after "Not set", in order. */
export const ARCHITECT_CHOICES = [...ROUND_ARCHITECT_NAMES, UNKNOWN_ARCHITECT, OTHER_ARCHITECT] as const;

/** "A. W. Tillinghast", "A.W. Tillinghast" and "a.w. tillinghast" are one name (accents aside too). */
export function architectNameKey(name: string): string {
  return normalizeText(name).replace(/ /g, '');
}

/**
 * The names in an architect field: a course's "Bill Coore, Ben Crenshaw" (as the picker pre-fills it) is two
 * architects, each credited on their own.
 */
export function splitArchitectNames(field: string): string[] {
  return field
    .split(/[,;]/)
    .map((name) => name.trim())
    .filter((name) => name !== '');
}

// Built at the first look-up rather than as the module loads: the dashboard and Passport load this module
// on their first screen and never pick an architect there.
let listedByKey: Map<string, string> | undefined;
const listedByKeyMap = () =>
  (listedByKey ??= new Map(
    [...ROUND_ARCHITECT_NAMES, UNKNOWN_ARCHITECT].map((name) => [architectNameKey(name), name]),
  ));

export interface ArchitectSelection {
  /** '' (not set), a listed name, Unknown or Other. */
  choice: string;
  /** The typed name when the choice is Other. */
  customName: string;
}

/** How a stored architect shows in the form: a listed name selects it, any other name is Other + typed. */
export function architectSelection(architect: string | null | undefined): ArchitectSelection {
  const trimmed = architect?.trim() ?? '';
  if (trimmed === '') return { choice: '', customName: '' };
  const listed = listedByKeyMap().get(architectNameKey(trimmed));
  return listed ? { choice: listed, customName: '' } : { choice: OTHER_ARCHITECT, customName: trimmed };
}

/** The architect a selection saves (docs/product-rules.md#rounds: Other saves the typed name). */
export function architectFromSelection({ choice, customName }: ArchitectSelection): string {
  return choice === OTHER_ARCHITECT ? customName.trim() : choice;
}
