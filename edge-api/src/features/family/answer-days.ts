import type { Context } from 'hono'
import type { Database } from '../../db/client.ts'
import type { SignedInEnv } from '../../http/app-env.ts'
import type { AnswerKey } from '../../http/cached-answer.ts'
import { dayIn } from '../account/public.ts'

// One entry per caller and path seen since the tables were last written; emptied past this many.
const MAX_SLOTS = 2_000

/**
 * The calendar days it is now in the time zones an answer counts days in (a family's children, a
 * team's), as the key part of a cached answer (http/cached-answer.ts): the answer is built again at
 * the first of those midnights, with no job and no write. `zonesOf` reads the zones from `tables`,
 * which the answer must list too; they are read once per caller and path until one is written, so
 * a hit costs no query. Where other processes write (version null) they are read each time.
 */
export function daysInZones(
  database: Database,
  tables: readonly string[],
  now: () => number,
  zonesOf: (c: Context<SignedInEnv>) => Promise<readonly (string | null)[]>,
): AnswerKey {
  const zones = new Map<string, readonly (string | null)[]>()
  let seenVersion: number | null = null
  return async (c) => {
    const version = database.tableVersion(tables)
    if (version !== seenVersion || zones.size >= MAX_SLOTS) zones.clear()
    seenVersion = version
    const slot = `${c.var.user.id} ${c.req.path}`
    let found = zones.get(slot)
    if (found === undefined) {
      found = await zonesOf(c)
      if (version !== null) zones.set(slot, found)
    }
    const at = now()
    return found.map((zone) => dayIn(zone, at)).join(' ')
  }
}

/**
 * cachedAnswer's rule (http/cached-answer.ts) for the part of an answer that can be kept where the
 * request must still do something each time (the member page writes its audit row on every view):
 * the value `build` gave for this caller and URL is given again until this process writes one of
 * `tables`, the key part changes, or a moment `build` passed to `until` comes; never where other
 * processes write too (version null). A build that throws keeps nothing; nobody may change a value.
 */
export function keptValue<T>(database: Database, tables: readonly string[], key: AnswerKey, now: () => number) {
  const entries = new Map<string, { version: number; key: string; until: number; value: T }>()
  return async (c: Context<SignedInEnv>, build: (until: (at: number) => void) => Promise<T>): Promise<T> => {
    // Read before the value is built: a write that lands meanwhile outdates the entry at once.
    const version = database.tableVersion(tables)
    let until = Infinity
    const endsAt = (at: number) => void (until = Math.min(until, at))
    if (version === null) return await build(endsAt)
    const slot = `${c.var.user.id} ${c.req.url}`
    const keyValue = await key(c)
    const hit = entries.get(slot)
    if (hit && hit.version === version && hit.key === keyValue && now() < hit.until) return hit.value
    const value = await build(endsAt)
    entries.delete(slot)
    if (entries.size >= MAX_SLOTS) entries.delete(entries.keys().next().value!)
    entries.set(slot, { version, key: keyValue, until, value })
    return value
  }
}
