/**
 * Page cursors an attacker can craft from a genuine one: each must be a 400, never a 500 and never
 * a page of someone else's data. `valid` is a genuine key of the paged Query; `foreignPartition` names the
 * attribute holding the Query's partition, to point it elsewhere.
 */
export function craftedCursors(
  valid: Record<string, string>,
  foreignPartition: { attribute: string; value: string },
): [attack: string, cursor: string][] {
  const encode = (value: unknown) => Buffer.from(JSON.stringify(value), 'utf8').toString('base64url');
  const [firstAttribute = 'pk'] = Object.keys(valid);
  return [
    ...Object.keys(valid).map((attribute): [string, string] => [
      `an empty-string ${attribute}`,
      encode({ ...valid, [attribute]: '' }),
    ]),
    ['an empty object', encode({})],
    ['an extra attribute', encode({ ...valid, extra: 'x' })],
    ['a number value', encode({ ...valid, [firstAttribute]: 7 })],
    ['another partition', encode({ ...valid, [foreignPartition.attribute]: foreignPartition.value })],
    ['a missing attribute', encode(Object.fromEntries(Object.entries(valid).slice(1)))],
    ['garbage base64', 'bm90LWEtY3Vyc29y'],
    ['text that is not base64 at all', '%%%'],
  ];
}
