import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { useStackTable } from '../lib/testing/stack-table';
import { countAttempt, type AttemptLimit } from './attempt-limits';

useStackTable();

const limit: AttemptLimit = { action: 'test-attempt', attempts: 5, windowSeconds: 900 };
const now = new Date('2026-03-10T10:07:30Z');

describe('countAttempt against DynamoDB Local', () => {
  it('counts exactly the limit when 20 attempts race, and refuses the rest until the window ends (attack: a burst past the limit)', async () => {
    const golfer = { golfer: `attempts-${randomUUID()}` };
    const verdicts = await Promise.all(Array.from({ length: 20 }, () => countAttempt(limit, golfer, now)));
    expect(verdicts.filter((verdict) => verdict.allowed)).toHaveLength(5);
    expect(verdicts.filter((verdict) => !verdict.allowed)).toEqual(
      Array(15).fill({ allowed: false, retryAfterSeconds: 450 }),
    );
    const nextWindow = new Date('2026-03-10T10:15:00Z');
    expect(await countAttempt(limit, golfer, nextWindow)).toEqual({ allowed: true });
  });

  it("keeps each subject's count its own: a golfer, another golfer, an address", async () => {
    const spent = { golfer: `attempts-${randomUUID()}` };
    for (let i = 0; i < 5; i += 1) await countAttempt(limit, spent, now);
    expect(await countAttempt(limit, spent, now)).toMatchObject({ allowed: false });
    expect(await countAttempt(limit, { golfer: `attempts-${randomUUID()}` }, now)).toEqual({ allowed: true });
    expect(await countAttempt(limit, { address: `2001:db8:${randomUUID().slice(0, 4)}::/64` }, now)).toEqual({
      allowed: true,
    });
  });
});
