/**
 * Numbers written as text, where text is all there is: a form's input or a CSV cell. The JSON API itself
 * takes JSON numbers only (its schemas use z.number(), never z.coerce): each of these places turns its own
 * text into a number first, by this one rule, and then validates with the same shared schema as the API.
 *
 * The rule is plain decimal notation, as a golfer writes a score or a handicap: an optional minus sign,
 * digits, an optional decimal part ("80", "-1.2", "72.", ".5"), with spaces around it trimmed. JavaScript's
 * Number() also reads "0x50" as 80, "1e2" as 100, "" and " " as 0 and "Infinity" as a number; none of those
 * is a number here.
 */
const DECIMAL_TEXT = /^-?(?:\d+\.?\d*|\.\d+)$/;

/** The number a text holds in plain decimal notation, or undefined when it holds anything else. */
export function parseDecimalText(text: string): number | undefined {
  const trimmed = text.trim();
  return DECIMAL_TEXT.test(trimmed) ? Number(trimmed) : undefined;
}

/**
 * A form value or CSV cell as a schema's input: its number when it is decimal text, otherwise the value
 * unchanged, so the field's own schema refuses it with the field's own message (and "" stays "", which
 * the schemas read as "not given").
 */
export function numberFromText(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  return parseDecimalText(value) ?? value;
}
