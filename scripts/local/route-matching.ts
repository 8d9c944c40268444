/**
 * API Gateway HTTP API route selection, for the local adapter: route keys are `METHOD /path` with `{param}`
 * and a trailing greedy `{proxy+}`, plus `ANY`. As in API Gateway, the most specific route wins: a literal
 * segment beats a parameter, a parameter beats a greedy one, and an exact method beats ANY.
 */
export interface RouteTarget {
  group: string;
  routeKey: string;
}

export interface RouteMatch extends RouteTarget {
  pathParameters: Record<string, string> | undefined;
}

type Segment =
  { kind: 'literal'; value: string } | { kind: 'param'; name: string } | { kind: 'greedy'; name: string };

interface CompiledRoute extends RouteTarget {
  method: string;
  segments: Segment[];
}

function splitPath(path: string): string[] {
  return path.split('/').filter((segment) => segment !== '');
}

function compileSegment(segment: string): Segment {
  const param = /^\{([^{}]+?)(\+)?\}$/.exec(segment);
  if (!param) return { kind: 'literal', value: segment };
  return param[2] ? { kind: 'greedy', name: param[1]! } : { kind: 'param', name: param[1]! };
}

function compile(group: string, routeKey: string): CompiledRoute {
  const [method, path] = routeKey.split(' ');
  if (!method || !path) throw new Error(`Route key "${routeKey}" is not "METHOD /path"`);
  return { group, routeKey, method, segments: splitPath(path).map(compileSegment) };
}

/** API Gateway hands path parameters over decoded; a malformed escape is passed through as sent. */
function decode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

function matchSegments(route: CompiledRoute, parts: string[]): Record<string, string> | undefined {
  const parameters: Record<string, string> = {};
  for (const [index, segment] of route.segments.entries()) {
    if (segment.kind === 'greedy') {
      const rest = parts.slice(index);
      if (rest.length === 0) return undefined;
      parameters[segment.name] = rest.map(decode).join('/');
      return parameters;
    }
    const part = parts[index];
    if (part === undefined) return undefined;
    if (segment.kind === 'literal' && segment.value !== part) return undefined;
    if (segment.kind === 'param') parameters[segment.name] = decode(part);
  }
  return route.segments.length === parts.length ? parameters : undefined;
}

const SEGMENT_RANK = { literal: 0, param: 1, greedy: 2 } as const;

/** Negative when `a` is more specific than `b`. */
function compareSpecificity(a: CompiledRoute, b: CompiledRoute): number {
  const length = Math.max(a.segments.length, b.segments.length);
  for (let index = 0; index < length; index += 1) {
    const segmentA = a.segments[index];
    const segmentB = b.segments[index];
    const rankA = segmentA ? SEGMENT_RANK[segmentA.kind] : 3;
    const rankB = segmentB ? SEGMENT_RANK[segmentB.kind] : 3;
    if (rankA !== rankB) return rankA - rankB;
  }
  return (a.method === 'ANY' ? 1 : 0) - (b.method === 'ANY' ? 1 : 0);
}

export type RouteMatcher = (method: string, path: string) => RouteMatch | undefined;

export function createRouteMatcher(
  groups: Record<string, { readonly routes: readonly string[] }>,
): RouteMatcher {
  const routes = Object.entries(groups).flatMap(([group, { routes: keys }]) =>
    keys.map((key) => compile(group, key)),
  );
  return (method, path) => {
    const parts = splitPath(path);
    let best: { route: CompiledRoute; parameters: Record<string, string> } | undefined;
    for (const route of routes) {
      if (route.method !== method.toUpperCase() && route.method !== 'ANY') continue;
      const parameters = matchSegments(route, parts);
      if (parameters && (!best || compareSpecificity(route, best.route) < 0)) best = { route, parameters };
    }
    if (!best) return undefined;
    const { group, routeKey } = best.route;
    return {
      group,
      routeKey,
      pathParameters: Object.keys(best.parameters).length > 0 ? best.parameters : undefined,
    };
  };
}
