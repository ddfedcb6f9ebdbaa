const MINUTE = 60_000
const HOUR = 60 * MINUTE
const DAY = 24 * HOUR

/**
 * The activity feed's time (docs/features/family.md): under a minute 'Just now', then Xm, Xh, Xd up to 6 days, then
 * the date. A time in the future (a clock a little ahead) reads 'Just now' too.
 */
export function relativeTime(at: number, now: number, locale = 'en-US'): string {
  const ago = now - at
  if (ago < MINUTE) return 'Just now'
  if (ago < HOUR) return `${Math.floor(ago / MINUTE)}m`
  if (ago < DAY) return `${Math.floor(ago / HOUR)}h`
  if (ago < 7 * DAY) return `${Math.floor(ago / DAY)}d`
  return new Date(at).toLocaleDateString(locale, { month: 'short', day: 'numeric', year: 'numeric' })
}
