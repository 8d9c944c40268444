/**
 * Initials of first and last name for the avatar; "U" when neither is known (docs/product-rules.md#header).
 */
export function initialsOf(
  firstName: string | null | undefined,
  lastName: string | null | undefined,
): string {
  const letters = [firstName, lastName]
    .map((part) => part?.trim().charAt(0) ?? '')
    .join('')
    .toUpperCase();
  return letters || 'U';
}

export function fullName(firstName: string | null | undefined, lastName: string | null | undefined): string {
  return [firstName, lastName]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(' ');
}

/**
 * A handicap index to one decimal. A negative index is a "plus" handicap, which golfers write with a plus sign
 * (-1.2 is shown as +1.2), as GHIN does.
 */
export function formatHandicap(value: number | null | undefined): string | null {
  if (value == null || !Number.isFinite(value)) return null;
  return value < 0 ? `+${Math.abs(value).toFixed(1)}` : value.toFixed(1);
}

/** "Atlanta, GA, USA": the parts that are set, joined by ", " (docs/product-rules.md#profile-and-premium). */
export function joinLocation(...parts: Array<string | null | undefined>): string {
  return parts
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(', ');
}
