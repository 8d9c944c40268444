/**
 * Renders a CloudFormation value as a string for assertions: Fn::Join is joined, and references become
 * `${LogicalId}` or `${LogicalId.Attribute}` markers.
 */
export function renderValue(value: unknown): string {
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean')
    return String(value);
  if (value && typeof value === 'object') {
    const object = value as Record<string, unknown>;
    if ('Ref' in object) return `\${${String(object.Ref)}}`;
    if ('Fn::GetAtt' in object) return `\${${(object['Fn::GetAtt'] as string[]).join('.')}}`;
    if ('Fn::Join' in object) {
      const [separator, parts] = object['Fn::Join'] as [string, unknown[]];
      return parts.map(renderValue).join(separator);
    }
  }
  return JSON.stringify(value);
}

export interface TemplateResource {
  Properties: Record<string, unknown>;
  DeletionPolicy?: string;
  UpdateReplacePolicy?: string;
}
export type Resources = Record<string, TemplateResource>;

/** The one resource among these, with its logical id; fails loudly when there is not exactly one. */
export function onlyResource(resources: Resources): [string, TemplateResource] {
  const entries = Object.entries(resources);
  if (entries.length !== 1) throw new Error(`Expected exactly one resource, found ${entries.length}`);
  return entries[0] as [string, TemplateResource];
}
