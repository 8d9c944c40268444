/**
 * Today's date where the golfer is (YYYY-MM-DD), so current streaks end on their day. Apart from the passport
 * schema (zod) so the app's first bundle can name the passport's request before zod has loaded.
 */
export function localToday(now: Date = new Date()): string {
  const local = new Date(now.getTime() - now.getTimezoneOffset() * 60_000);
  return local.toISOString().slice(0, 10);
}
