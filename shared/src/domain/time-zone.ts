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

// Building a DateTimeFormat costs ~100 µs, and every logged session checks its zone. Only valid
// names are kept, so the set is bounded by the runtime's zone list (a few hundred), whatever is sent.
const known = new Set<string>()
