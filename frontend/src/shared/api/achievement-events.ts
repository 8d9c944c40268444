/**
 * What a write earned or took away, as the API adds it to a round, rating, profile or reservation answer
 * (`achievements: { earned, lost }`). Checked by hand, not with zod: the HTTP module that publishes it is on
 * the first-paint path.
 */
export interface AchievementNews {
  earned: { id: string; title: string; points: number }[];
  lost: { id: string; title: string }[];
}

const EVENT = 'fescue:achievements';

/** The achievement news an API answer carries, if any. */
export function achievementNewsOf(body: unknown): AchievementNews | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const news = (body as { achievements?: unknown }).achievements;
  if (typeof news !== 'object' || news === null) return undefined;
  const { earned, lost } = news as Record<string, unknown>;
  if (!Array.isArray(earned) || !Array.isArray(lost)) return undefined;
  return { earned, lost } as AchievementNews;
}

/** Called with every JSON answer; only answers that carry achievement news are announced. */
export function publishAchievementNews(body: unknown): void {
  const news = achievementNewsOf(body);
  if (news) announceAchievementNews(news);
}

/** News gathered elsewhere: the rounds the device's outbox sent with plain fetch, outside `requestJson`. */
export function announceAchievementNews(news: AchievementNews): void {
  if (typeof window === 'undefined') return;
  window.dispatchEvent(new CustomEvent<AchievementNews>(EVENT, { detail: news }));
}

export function subscribeToAchievementNews(listener: (news: AchievementNews) => void): () => void {
  const handler = (event: Event) => listener((event as CustomEvent<AchievementNews>).detail);
  window.addEventListener(EVENT, handler);
  return () => window.removeEventListener(EVENT, handler);
}
