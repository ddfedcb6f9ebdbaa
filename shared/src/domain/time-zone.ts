/**
 * True for an IANA time zone name the runtime knows (e.g. 'Europe/Madrid', 'UTC'). Streaks count a
 * player's local calendar day, so the server has to know which calendar that is.
 * @example isValidTimeZone(Intl.DateTimeFormat().resolvedOptions().timeZone) // true in a browser
 */
export function isValidTimeZone(name: string): boolean {
  if (name.length === 0 || name.length > 64) return false
  if (known.has(name)) return true
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: name })
  } catch {
    return false
  }
  known.add(name)
  return true
}

/** The account's time zone decides the player's days, so it changes at most once in this long. */
export const TIME_ZONE_CHANGE_INTERVAL_MS = 24 * 60 * 60 * 1000

/** When the zone may next change (null: now), given when it last changed. */
export function nextTimeZoneChange(lastChangedAt: number | null, now: number): number | null {
  if (lastChangedAt === null) return null
  const next = lastChangedAt + TIME_ZONE_CHANGE_INTERVAL_MS
  return next > now ? next : null
}

// Building a DateTimeFormat costs ~100 µs, and every logged session checks its zone. Only valid
// names are kept, so the set is bounded by the runtime's zone list (a few hundred), whatever is sent.
const known = new Set<string>()
