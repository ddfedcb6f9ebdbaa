/**
 * True for an IANA time zone name the runtime knows (e.g. 'Europe/Madrid', 'UTC'). Streaks count a
 * player's local calendar day, so the server has to know which calendar that is.
 * @example isValidTimeZone(Intl.DateTimeFormat().resolvedOptions().timeZone) // true in a browser
 */
export function isValidTimeZone(name: string): boolean {
  if (name.length === 0 || name.length > 64) return false
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: name })
    return true
  } catch {
    return false
  }
}
