import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TransactItem } from '../../data/transact-write';
import { stubConfig } from '../../lib/testing/test-config';
import { buildStoredRound } from '../build-round';
import type { RoundReaction } from '../rounds-repository';
import { PHOTO_WORDS } from '#shared/schemas/photo';
import { ROUND_WRITE_WORDS } from '#shared/schemas/round';
import type { PhotoRefusal } from '../photos';
import {
  planRoundWrite,
  roundReactions,
  RoundWriteTooLargeError,
  type RoundWriteMiss,
  type RoundWriteRefusal,
} from './write-round';

const round = buildStoredRound(
  { id: '01JABCDEFGHJKMNPQRSTVWXYZ0', userId: 'golfer', courseId: 'pebble', score: 84, holes: 18, par: 72 },
  { now: new Date('2026-05-01T12:00:00Z') },
);

/** A reaction that answers `count` marker items (ConditionChecks of made-up keys) and maybe an after step. */
function reaction(feature: string, count: number, afterCommit?: () => Promise<void>): RoundReaction {
  return {
    feature,
    react: async () => ({
      items: Array.from({ length: count }, (_, index): TransactItem => ({
        ConditionCheck: {
          TableName: 't',
          Key: { pk: feature, sk: String(index) },
          ConditionExpression: 'attribute_exists(pk)',
        },
      })),
      ...(afterCommit ? { afterCommit } : {}),
    }),
  };
}

const keysOf = (items: TransactItem[]) =>
  items.map((item) => {
    const key = item.ConditionCheck?.Key ?? item.Delete?.Key ?? item.Update?.Key;
    return item.Put ? 'put' : `${Object.keys(item)[0]}:${String(key?.pk)}`;
  });

describe('planRoundWrite', () => {
  beforeEach(() => stubConfig());
  afterEach(() => vi.unstubAllEnvs());

  it("collects every reaction's items and after-commit steps into the round's one transaction", async () => {
    const refresh = vi.fn(async () => {});
    const plan = await planRoundWrite(undefined, round, [reaction('a', 2, refresh), reaction('b', 1)]);
    expect(keysOf(plan.items)).toEqual([
      'ConditionCheck:COURSE#pebble',
      'put',
      'ConditionCheck:a',
      'ConditionCheck:a',
      'ConditionCheck:b',
      'ConditionCheck:USER#golfer',
    ]);
    expect(plan.courseCheckIndex).toBe(0);
    expect(plan.afterCommit).toEqual([refresh]);
    expect(refresh).not.toHaveBeenCalled();
  });

  it('gives every reaction the round before and after: undefined before a create, after a delete', async () => {
    const react = vi.fn(async () => ({ items: [] }));
    const edited = { ...round, score: 80 };
    await planRoundWrite(undefined, round, [{ feature: 'spy', react }]);
    await planRoundWrite(round, edited, [{ feature: 'spy', react }]);
    const deleted = await planRoundWrite(edited, undefined, [{ feature: 'spy', react }]);
    expect(react.mock.calls).toEqual([
      [undefined, round],
      [round, edited],
      [edited, undefined],
    ]);
    // A delete checks neither the course nor the account: it only takes the round away.
    expect(keysOf(deleted.items)).toEqual(['Delete:USER#golfer']);
    expect(deleted.courseCheckIndex).toBeUndefined();
  });

  it("runs the reactions' reads at once, not one after another", async () => {
    let started = 0;
    let bothStarted: () => void = () => {};
    const barrier = new Promise<void>((resolve) => (bothStarted = resolve));
    const waitsForTheOther = (feature: string): RoundReaction => ({
      feature,
      react: async () => {
        started += 1;
        if (started === 2) bothStarted();
        // Read one after another, the first would wait here for a read that never starts.
        await Promise.race([
          barrier,
          new Promise((_, reject) => setTimeout(() => reject(new Error(`${feature} waited alone`)), 500)),
        ]);
        return { items: [] };
      },
    });
    await expect(
      planRoundWrite(undefined, round, [waitsForTheOther('a'), waitsForTheOther('b')]),
    ).resolves.toBeDefined();
  });

  it('refuses a write past the 100 items of TransactWriteItems, naming each feature share', async () => {
    // A create's own items: the course check, the round and the open-account check.
    await expect(planRoundWrite(undefined, round, [reaction('big', 97)])).resolves.toBeDefined();
    const refused = planRoundWrite(undefined, round, [reaction('big', 90), reaction('small', 8)]);
    await expect(refused).rejects.toBeInstanceOf(RoundWriteTooLargeError);
    await expect(refused).rejects.toThrow(/101 transaction items.*big 90, small 8/);
  });

  it('lists each reaction once', () => {
    const features = roundReactions.map((entry) => entry.feature);
    expect(new Set(features).size).toBe(features.length);
    expect(features.length).toBeGreaterThanOrEqual(6);
  });
});

describe('the words of a refused round write', () => {
  it('gives the golfer words for every reason a round write or its photo is refused (never the plain default)', () => {
    // A reason added to the write's (or the photo's) union without words fails to compile here.
    const write: Record<RoundWriteMiss | RoundWriteRefusal, string> = ROUND_WRITE_WORDS;
    const photo: Record<PhotoRefusal, string> = PHOTO_WORDS;
    expect(Object.keys(write).sort()).toEqual(['course', 'round-changed', 'story-taken']);
    expect(Object.keys(photo).sort()).toEqual(['not-your-photo', 'photo-missing', 'photo-unreadable']);
  });
});
