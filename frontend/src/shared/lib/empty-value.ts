/**
 * The one way an empty value reads (a product rule: docs/product-rules.md). "N/A": a figure or fact Fescue
 * does not have, wherever it is shown (a score, an index, a rating, a yardage, a GHIN number in the header).
 * "Not set": a field the golfer fills in, where it is shown to be edited (Profile's read view, a form's empty
 * choice), which asks for it. No dashes or other words for either.
 */
export const NO_VALUE = 'N/A';
export const NOT_SET = 'Not set';
