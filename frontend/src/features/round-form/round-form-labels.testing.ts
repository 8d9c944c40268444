/** The round form's field labels, in order: Add New Round and Edit Round must both show exactly these. */
export const ROUND_FORM_LABELS = [
  'Golf Course',
  'Score',
  'Holes Played',
  'Par',
  'Tees (optional)',
  'Course Rating (optional)',
  'Slope (optional)',
  'Date Played',
  'Round Type',
  'Course Type (optional)',
  'Course Architect (optional)',
  'Playing Partners (optional)',
  'Experience Rating (optional)',
  'Round Photo (optional)',
  'Favorite Hole (optional)',
  'Review Comments (optional)',
  'Notes (optional)',
  'Share to Community',
];

/** The text of each field label in a form (the Other architect's name box appears only when chosen). */
export function fieldLabels(form: HTMLElement): string[] {
  return [...form.querySelectorAll('.field__label')]
    .map((label) => label.textContent?.replace(/\s+/g, ' ').trim() ?? '')
    .filter((label) => label !== "Architect's name");
}
