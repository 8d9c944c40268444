import type { AchievementNews } from '../api/achievement-events';

/** What the page and the service worker say to each other, and the cache names both know. */
export const WORKER_MESSAGES = {
  /** Page to worker (`{ type }`, as workbox-window sends it): the golfer clicked Reload on the update prompt. */
  skipWaiting: 'SKIP_WAITING',
  /** Worker to pages (`OutboxSentMessage`): Background Sync sent rounds; refresh what shows rounds and stats. */
  outboxSent: 'outbox-sent',
} as const;

export interface OutboxSentMessage {
  type: typeof WORKER_MESSAGES.outboxSent;
  /** What the rounds earned: the worker has no toasts, the pages announce it. */
  earned: AchievementNews['earned'];
}

export function outboxSentMessage(earned: AchievementNews['earned']): OutboxSentMessage {
  return { type: WORKER_MESSAGES.outboxSent, earned };
}

/** The worker's message if it is an outbox-sent one (from this build's worker: its shape is trusted). */
export function readOutboxSentMessage(data: unknown): OutboxSentMessage | null {
  if (typeof data !== 'object' || data === null || !('type' in data)) return null;
  if (data.type !== WORKER_MESSAGES.outboxSent) return null;
  const earned = 'earned' in data && Array.isArray(data.earned) ? data.earned : [];
  return outboxSentMessage(earned as AchievementNews['earned']);
}

/** Round photos the worker keeps; deleted on sign-out with the reads. */
export const PHOTO_CACHE = 'fescue-photos';
