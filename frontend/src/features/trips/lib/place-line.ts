/** "St Andrews, Scotland" or "Pinehurst, NC, United States". */
export function placeLine(place: { city: string; state: string | null; country: string }): string {
  return [place.city, place.state, place.country].filter((part) => part && part.trim() !== '').join(', ');
}

/** "Thu 14 May": a trip day as the plan shows it (UTC calendar day, as stored). */
export function dayLabel(date: string): string {
  return new Date(`${date}T12:00:00Z`).toLocaleDateString('en-GB', {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  });
}

/** The golfer's calendar day, YYYY-MM-DD in their own time zone. */
export function localToday(now = new Date()): string {
  const offset = now.getTimezoneOffset() * 60_000;
  return new Date(now.getTime() - offset).toISOString().slice(0, 10);
}
