import { describe, expect, it } from 'vitest';
import { createRoundSchema } from '#shared/schemas/round-requests';
import { golferMix, isLoopback, mixSequence, parseLoadArgs, summarizeSamples } from './golfer-mix';

const mix = golferMix({ today: '2026-11-28', courseId: 'pebble-beach-golf-links', writes: true });

describe('golferMix', () => {
  it("covers a golfer's visit: dashboard reads, course search, round list, Passport and a round write", () => {
    expect(new Set(mix.map((request) => request.route))).toEqual(
      new Set([
        'GET /api/auth/user',
        'GET /api/user/stats',
        'GET /api/rounds/recent',
        'GET /api/user/architect-stats',
        'GET /api/user/map',
        'GET /api/courses/search',
        'GET /api/rounds',
        'GET /api/user/passport',
        'POST /api/rounds',
      ]),
    );
  });

  it('writes a round the API accepts (the shared schema parses it)', () => {
    const write = mix.find((request) => request.method === 'POST');
    expect(createRoundSchema.safeParse(write?.body).success).toBe(true);
  });

  it('leaves the write out when asked', () => {
    const reads = golferMix({ today: '2026-11-28', courseId: 'x', writes: false });
    expect(reads.every((request) => request.method === 'GET')).toBe(true);
  });
});

describe('mixSequence', () => {
  it('repeats each request by its weight and interleaves the kinds', () => {
    const sequence = mixSequence([
      { route: 'a', method: 'GET', path: '/a', weight: 3 },
      { route: 'b', method: 'GET', path: '/b', weight: 1 },
    ]);
    expect(sequence.map((request) => request.route)).toEqual(['a', 'b', 'a', 'a']);
    expect(mixSequence(mix)).toHaveLength(mix.reduce((sum, request) => sum + request.weight, 0));
  });
});

describe('summarizeSamples', () => {
  it('gives per route the count, p50, p99 and the answers that were not 2xx', () => {
    const samples = [
      ...Array.from({ length: 99 }, (_, index) => ({ route: 'GET /a', status: 200, ms: index + 1 })),
      { route: 'GET /a', status: 503, ms: 1000 },
      { route: 'POST /b', status: 201, ms: 5 },
    ];
    const [a, b] = summarizeSamples(samples);
    expect(a).toEqual({
      route: 'GET /a',
      requests: 100,
      p50: 50,
      p99: 99,
      errors: 1,
      statuses: { 200: 99, 503: 1 },
    });
    expect(b).toMatchObject({ route: 'POST /b', requests: 1, errors: 0 });
  });
});

describe('parseLoadArgs', () => {
  it('defaults to a bounded run on the local stack, writes on', () => {
    expect(parseLoadArgs([])).toEqual({
      rate: 20,
      requests: 1200,
      maxSeconds: 90,
      connections: 10,
      writes: true,
      courseId: 'pebble-beach-golf-links',
    });
  });

  it("takes an operator's URL and cookie, with writes off unless --writes", () => {
    const remote = ['--url', 'https://golf.example.com/app', '--cookie', 'fescue_session=abc'];
    expect(parseLoadArgs(remote)).toMatchObject({
      url: 'https://golf.example.com',
      cookie: 'fescue_session=abc',
      writes: false,
    });
    expect(parseLoadArgs([...remote, '--writes', '--rate', '50']).writes).toBe(true);
  });

  it('refuses a remote URL without a session cookie, a rate out of bounds and unknown options', () => {
    expect(() => parseLoadArgs(['--url', 'https://golf.example.com'])).toThrow(/--cookie/);
    expect(() => parseLoadArgs(['--rate', '0'])).toThrow(/--rate must be a whole number from 1 to 500/);
    expect(() => parseLoadArgs(['--requests', '1e9'])).toThrow(/--requests/);
    expect(() => parseLoadArgs(['--target', 'x'])).toThrow(/Unknown option --target/);
    expect(() => parseLoadArgs(['--url', 'ftp://x'])).toThrow(/http/);
  });

  it('tells loopback addresses from others', () => {
    expect(isLoopback('http://localhost:3000')).toBe(true);
    expect(isLoopback('http://127.0.0.2:3000')).toBe(true);
    expect(isLoopback('http://[::1]:3000')).toBe(true);
    expect(isLoopback('http://10.0.0.1')).toBe(false);
    expect(isLoopback('https://golf.example.com')).toBe(false);
  });
});
