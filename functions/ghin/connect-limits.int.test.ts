import { randomInt } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { GHIN_LOGIN_REFUSED_MESSAGE } from '#shared/schemas/ghin';
import { GHIN_CONNECT_LIMITS, ghinConnectLimitMessage } from '#shared/schemas/ghin-connect-limits';
import { apiFetch, signIn } from '../../scripts/local/testing';
import { freshEmail } from '../lib/testing/stack-helpers';

// The global stack runs the fake GHIN (scripts/local/fake-ghin.ts): this golfer's login works, any other
// password is refused (401, which Fescue answers 422).
const PAT = { username: '1234567', password: 'fairway-2025' };
const WRONG = { username: '1234567', password: 'guess' };
const PER_GOLFER = GHIN_CONNECT_LIMITS.perGolfer;
const PER_ADDRESS = GHIN_CONNECT_LIMITS.perAddress;

/** A loopback address no other test uses: each test is golfers at addresses of its own. */
const freshAddress = () => `127.${randomInt(1, 255)}.${randomInt(0, 256)}.${randomInt(1, 255)}`;

const connect = (from: string, cookie: string | undefined, body: unknown = PAT) =>
  apiFetch('/api/ghin/connect', { method: 'POST', from, ...(cookie ? { cookie } : {}), body });

async function golfer(label: string): Promise<string> {
  return (await signIn(freshEmail(label))).cookie;
}

/** The 429's Retry-After in whole seconds, checked to be within the limit's window. */
function retryAfterOf(response: Response, windowSeconds: number): number {
  const header = response.headers.get('retry-after');
  expect(header).toMatch(/^\d+$/);
  const seconds = Number(header);
  expect(seconds).toBeGreaterThanOrEqual(1);
  expect(seconds).toBeLessThanOrEqual(windowSeconds);
  return seconds;
}

describe('GHIN password guessing through Fescue (POST /api/ghin/connect)', () => {
  it('refuses 12 wrong GHIN passwords in a row with 429 and Retry-After once the golfer’s limit is reached; another golfer at another address is unaffected', async () => {
    const guesser = await golfer('ghin-guesser');
    const address = freshAddress();
    const statuses: number[] = [];
    let refused: Response | undefined;
    for (let attempt = 0; attempt < 12; attempt += 1) {
      const response = await connect(address, guesser, WRONG);
      statuses.push(response.status);
      if (response.status === 429) refused = response;
      else expect(await response.json()).toEqual({ message: GHIN_LOGIN_REFUSED_MESSAGE });
    }
    expect(statuses).toEqual([
      ...Array<number>(PER_GOLFER.attempts).fill(422),
      ...Array<number>(12 - PER_GOLFER.attempts).fill(429),
    ]);
    const seconds = retryAfterOf(refused!, PER_GOLFER.windowSeconds);
    expect(await refused!.json()).toEqual({ message: ghinConnectLimitMessage('perGolfer', seconds) });

    // The right password does not get through either until the window ends: the limit is not a hint.
    expect((await connect(address, guesser, PAT)).status).toBe(429);

    const other = await golfer('ghin-bystander');
    expect((await connect(freshAddress(), other)).status).toBe(200);
  });

  it('refuses a client that spreads its guesses over many accounts once its address’s limit is reached, and no one elsewhere', async () => {
    const address = freshAddress();
    const accounts = Math.ceil(PER_ADDRESS.attempts / PER_GOLFER.attempts);
    let spent = 0;
    for (let account = 0; account < accounts; account += 1) {
      const cookie = await golfer(`ghin-sybil-${account}`);
      while (spent < PER_ADDRESS.attempts && spent < (account + 1) * PER_GOLFER.attempts) {
        expect((await connect(address, cookie, WRONG)).status).toBe(422);
        spent += 1;
      }
    }
    const next = await golfer('ghin-sybil-next');
    const refused = await connect(address, next, WRONG);
    expect(refused.status).toBe(429);
    const seconds = retryAfterOf(refused, PER_ADDRESS.windowSeconds);
    expect(await refused.json()).toEqual({ message: ghinConnectLimitMessage('perAddress', seconds) });

    // That golfer's own allowance was not what refused them: from another address they connect.
    expect((await connect(freshAddress(), next)).status).toBe(200);
  });

  it('lets a flood of requests without a session spend nothing: a signed-in golfer at the same address still connects', async () => {
    const address = freshAddress();
    const flood = await Promise.all(
      Array.from({ length: 3 * PER_ADDRESS.attempts }, () => connect(address, undefined, WRONG)),
    );
    expect(new Set(flood.map((response) => response.status))).toEqual(new Set([401]));

    const cookie = await golfer('ghin-after-flood');
    const response = await connect(address, cookie);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ connected: true, ghinNumber: '1234567' });
  });
});
