import fc from 'fast-check';
import * as z from 'zod';

/** The JSON Schema subset zod emits for the app's input schemas. */
interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
}

/** Text that is not plain ASCII: accents, other scripts, emoji, joiners, a NUL, right-to-left marks. */
export const unicodeText = fc.oneof(
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.constantFrom('Ñandú', '東京ゴルフ倶楽部', '👨‍👩‍👧‍👦⛳', '\u0000', '\u202eevil', 'a\u0301', '\ufffe'),
);

function numberArbitrary(schema: JsonSchema, integer: boolean): fc.Arbitrary<number> {
  const min = schema.minimum ?? (schema.exclusiveMinimum === undefined ? -1e6 : schema.exclusiveMinimum + 1);
  const max = schema.maximum ?? (schema.exclusiveMaximum === undefined ? 1e6 : schema.exclusiveMaximum - 1);
  if (integer) return fc.integer({ min: Math.ceil(min), max: Math.floor(max) });
  // Halves as well as any double: ratings are 0-10 in steps of 0.5.
  return fc.oneof(
    fc.integer({ min: Math.ceil(min * 2), max: Math.floor(max * 2) }).map((half) => half / 2),
    fc.double({ min, max, noNaN: true }),
  );
}

function stringArbitrary(schema: JsonSchema): fc.Arbitrary<string> {
  if (schema.pattern) {
    const pattern = new RegExp(schema.pattern);
    return fc
      .stringMatching(pattern)
      .filter(
        (value) => value.length >= (schema.minLength ?? 0) && value.length <= (schema.maxLength ?? 10_000),
      );
  }
  if (schema.format === 'email') return fc.emailAddress();
  if (schema.format === 'date')
    return fc.date({ noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10));
  return fc.oneof(
    fc.string({ minLength: schema.minLength ?? 0, maxLength: Math.min(schema.maxLength ?? 60, 200) }),
    fc.string({
      unit: 'grapheme',
      minLength: schema.minLength ?? 0,
      maxLength: Math.min(schema.maxLength ?? 60, 60),
    }),
  );
}

/** Values of the shape a JSON Schema describes: what a well-meaning client would send. */
export function arbitraryOf(schema: JsonSchema): fc.Arbitrary<unknown> {
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const union = schema.anyOf ?? schema.oneOf;
  if (union) return fc.oneof(...union.map(arbitraryOf));
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'object': {
      const properties = Object.fromEntries(
        Object.entries(schema.properties ?? {}).map(([name, property]) => [name, arbitraryOf(property)]),
      );
      return fc.record(properties, { requiredKeys: schema.required ?? [] });
    }
    case 'array':
      // Short arrays keep a run fast, but never shorter than the schema's least (a card has 9 holes or more).
      return fc.array(arbitraryOf(schema.items ?? {}), {
        minLength: schema.minItems ?? 0,
        maxLength: Math.max(schema.minItems ?? 0, Math.min(schema.maxItems ?? 5, 5)),
      });
    case 'string':
      return stringArbitrary(schema);
    case 'integer':
      return numberArbitrary(schema, true);
    case 'number':
      return numberArbitrary(schema, false);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    default:
      // What zod cannot describe (a preprocess, a custom check): any JSON value.
      return fc.jsonValue({ maxDepth: 2 });
  }
}

/** The input side of a zod schema (before transforms) as JSON Schema. */
export function jsonSchemaOf(schema: z.ZodType): JsonSchema {
  return z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
}

/** A value of the wrong kind for any field: the other JSON types, huge or odd text, deep nesting. */
export const wrongValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(null, true, false, 0, -1, 1e308, -0, '', [], {}, '0', 'true', 'null', 'NaN', '__proto__'),
  fc.double(),
  fc.integer(),
  unicodeText,
  fc.jsonValue({ maxDepth: 3 }),
  fc.nat({ max: 4 }).map((size) => 'x'.repeat(10 ** size * 5)),
  fc.integer({ min: 50, max: 500 }).map((depth) => deepArray(depth)),
  fc.constantFrom({ $ne: null }, { constructor: { prototype: { polluted: true } } }, ['a', ['b', ['c']]]),
);

/** Nested arrays `depth` deep, as JSON text (built as text: JSON.stringify itself recurses). */
export function deepJsonText(depth: number): string {
  return `${'['.repeat(depth)}"bottom"${']'.repeat(depth)}`;
}

export function deepArray(depth: number): unknown {
  let value: unknown = 'bottom';
  for (let level = 0; level < depth; level += 1) value = [value];
  return value;
}

/** A valid-shaped object with one field (or one new field) given a wrong value. */
export function mutated(valid: fc.Arbitrary<unknown>, fieldNames: readonly string[]): fc.Arbitrary<unknown> {
  return fc
    .tuple(
      valid,
      fc.constantFrom(...(fieldNames.length > 0 ? fieldNames : ['extra']), '__proto__'),
      wrongValue,
    )
    .map(([value, field, wrong]) => {
      const base = typeof value === 'object' && value !== null && !Array.isArray(value) ? value : {};
      return JSON.parse(JSON.stringify({ ...base, [field]: wrong }) ?? '{}') as unknown;
    });
}
