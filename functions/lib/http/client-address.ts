import { isIPv4, isIPv6 } from 'node:net';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import type { AppConfig } from '../config';
import { readHeader } from './headers';
import { originVerifyIsOn } from './origin-verify';
import { VIEWER_ADDRESS_HEADER } from './viewer-address-header';

/**
 * The address of the client that sent the request, for limits per address. Behind CloudFront, API Gateway's
 * `sourceIp` is a CloudFront edge server's, shared by every viewer that edge serves; the viewer's own address
 * comes in the header CloudFront's viewer-request function sets from the connection. A header is only as good
 * as whoever set it: it is trusted only when the origin-verify check is on, which has refused, before any route
 * runs, every request CloudFront (or the local front door) did not forward, and both overwrite whatever a
 * client sent in it. Otherwise (a direct call in tests, the check off) the connection's own address.
 */
export function clientAddress(
  event: APIGatewayProxyEventV2,
  config: Pick<AppConfig, 'originVerify'>,
): string {
  if (originVerifyIsOn(config.originVerify)) {
    const viewer = readHeader(event, VIEWER_ADDRESS_HEADER)?.trim();
    if (viewer && (isIPv4(viewer) || isIPv6(viewer))) return viewer;
  }
  return event.requestContext.http.sourceIp;
}

/** An IPv6 address's eight 16-bit groups, `::` expanded and a trailing dotted IPv4 part read as two groups. */
function ipv6Groups(address: string): number[] {
  const [head = '', tail] = address.split('::');
  const parse = (part: string) =>
    part === ''
      ? []
      : part.split(':').flatMap((group) => {
          if (!group.includes('.')) return [parseInt(group, 16)];
          const [a = 0, b = 0, c = 0, d = 0] = group.split('.').map(Number);
          return [(a << 8) | b, (c << 8) | d];
        });
  const before = parse(head);
  const after = tail === undefined ? [] : parse(tail);
  return [...before, ...Array<number>(8 - before.length - after.length).fill(0), ...after];
}

/**
 * What a limit per address counts by: an IPv4 address as it is, and an IPv6 address by its /64 prefix, since
 * one subscriber is given a whole /64 and can use any address in it. An IPv4-mapped IPv6 address
 * (`::ffff:192.0.2.1`) is its IPv4 address. Anything else is kept as given.
 */
export function addressBucket(address: string): string {
  const bare = address.trim().toLowerCase().split('%')[0] ?? '';
  if (isIPv4(bare)) return bare;
  if (!isIPv6(bare)) return bare;
  const groups = ipv6Groups(bare);
  const mapped = groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff;
  if (mapped) {
    const [high = 0, low = 0] = groups.slice(6);
    return [high >> 8, high & 0xff, low >> 8, low & 0xff].join('.');
  }
  return `${groups
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(':')}::/64`;
}
