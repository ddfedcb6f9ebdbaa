import type { Database } from '../../db/client.ts'
import type { AnswerKey } from '../../http/cached-answer.ts'
import { dayIn, findTimeZone } from './users.queries.ts'

// One entry per caller seen since the users table was last written; emptied past this many.
const MAX_ZONES = 2_000

/**
 * The caller's calendar day in their stored time zone, as the key part of a cached answer that
 * counts days (http/cached-answer.ts): a streak, this week's totals, sessions from today on. The
 * answer's tables must include `users` (the time zone is read from there). Each caller's zone is
 * read once until the users table is next written, so a hit costs no query.
 */
export function callersDay(database: Database, now: () => number): AnswerKey {
  const zones = new Map<string, string | null>()
  let seenVersion: number | null = null
  return async (c) => {
    const version = database.tableVersion(['users'])
    if (version !== seenVersion || zones.size >= MAX_ZONES) zones.clear()
    seenVersion = version
    const id = c.var.user.id
    let zone = zones.get(id)
    if (zone === undefined) {
      zone = await findTimeZone(database.db, id)
      // Kept only where the database can say when users last changed: the embedded file, or a
      // replica's copy (db/client.ts tableVersion); against a remote primary (null) it is read each time.
      if (version !== null) zones.set(id, zone)
    }
    return dayIn(zone, now())
  }
}
