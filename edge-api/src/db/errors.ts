/**
 * True when a write failed on a UNIQUE constraint over `column` (e.g. 'users.email'). drizzle wraps
 * the driver's error, so the cause chain is searched. Racing sign-ups rely on this: the index, not a
 * read-then-insert, is what decides which one wins.
 */
export function isUniqueViolation(err: unknown, column: string): boolean {
  for (let e: unknown = err, depth = 0; e instanceof Error && depth < 5; e = e.cause, depth++) {
    if (e.message.includes(`UNIQUE constraint failed: ${column}`)) return true
  }
  return false
}
