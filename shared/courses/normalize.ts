/**
 * Text normalisation for course search and duplicate detection, shared by the search index (backend) and
 * the picker's highlighting (frontend): lower case, accents removed ("Sotogrande", "Saint-Émilion"), "&" read
 * as "and", punctuation dropped ("St. Andrews" -> "st andrews").
 */
export function normalizeText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/['’`.]/g, '')
    .replace(/[^\p{Letter}\p{Number}]+/gu, ' ')
    .trim()
    .replace(/\s+/g, ' ');
}

/** The words of a text after normalisation. */
export function words(text: string): string[] {
  const normalized = normalizeText(text);
  return normalized === '' ? [] : normalized.split(' ');
}

/**
 * The key under which two courses count as the same (409 on create): normalised name with the common club
 * words shortened (spec §9: golf club -> gc, country club -> cc, & -> and), plus the normalised city.
 */
export function courseIdentityKey(name: string, city: string): string {
  const shortName = normalizeText(name)
    .replace(/\bgolf club\b/g, 'gc')
    .replace(/\bcountry club\b/g, 'cc');
  return `${shortName}|${normalizeText(city)}`;
}
