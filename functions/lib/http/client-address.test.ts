import { describe, expect, it } from 'vitest';
import { httpEvent } from '../testing/http-event';
import { addressBucket, clientAddress } from './client-address';
import { VIEWER_ADDRESS_HEADER } from './viewer-address-header';

const behindTheEdge = { originVerify: { value: 'edge-secret' } };
const checkOff = { originVerify: {} };

function eventFrom(sourceIp: string, headers: Record<string, string> = {}) {
  const event = httpEvent('POST /api/ghin/connect', { headers });
  event.requestContext.http.sourceIp = sourceIp;
  return event;
}

describe('clientAddress', () => {
  it('takes the viewer address the edge set when the origin-verify check vouches for the edge', () => {
    const event = eventFrom('130.176.0.1', { [VIEWER_ADDRESS_HEADER]: '198.51.100.7' });
    expect(clientAddress(event, behindTheEdge)).toBe('198.51.100.7');
  });

  it('ignores a viewer address when nothing vouches that the edge set it (attack: a direct caller naming any address)', () => {
    const event = eventFrom('203.0.113.5', { [VIEWER_ADDRESS_HEADER]: '198.51.100.7' });
    expect(clientAddress(event, checkOff)).toBe('203.0.113.5');
  });

  it('never reads x-forwarded-for, which a viewer writes', () => {
    const event = eventFrom('130.176.0.1', { 'x-forwarded-for': '192.0.2.1' });
    expect(clientAddress(event, behindTheEdge)).toBe('130.176.0.1');
  });

  it('falls back to the connection when the header is not an address', () => {
    const event = eventFrom('130.176.0.1', { [VIEWER_ADDRESS_HEADER]: 'ADDRESS#x' });
    expect(clientAddress(event, behindTheEdge)).toBe('130.176.0.1');
  });
});

describe('addressBucket', () => {
  it('counts an IPv4 address as itself', () => {
    expect(addressBucket('198.51.100.7')).toBe('198.51.100.7');
  });

  it('counts an IPv6 address by its /64, however it is written (attack: a new address of the same /64 per guess)', () => {
    const bucket = '2001:db8:0:1::/64';
    expect(addressBucket('2001:db8:0:1::1')).toBe(bucket);
    expect(addressBucket('2001:0DB8:0000:0001:ffff:ffff:ffff:fffe')).toBe(bucket);
    expect(addressBucket('2001:db8::1:a:b:c:d')).toBe(bucket);
    expect(addressBucket('2001:db8:0:1::1%eth0')).toBe(bucket);
    expect(addressBucket('2001:db8:0:2::1')).toBe('2001:db8:0:2::/64');
    expect(addressBucket('::1')).toBe('0:0:0:0::/64');
  });

  it('counts an IPv4-mapped IPv6 address as its IPv4 address', () => {
    expect(addressBucket('::ffff:198.51.100.7')).toBe('198.51.100.7');
    expect(addressBucket('::ffff:c633:6407')).toBe('198.51.100.7');
  });
});
