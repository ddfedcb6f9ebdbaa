import type { Context } from 'hono'
import type { Database } from '../../db/client.ts'
import type { SignedInEnv } from '../../http/app-env.ts'
import type { AnswerKey } from '../../http/cached-answer.ts'

// As many as cachedAnswer keeps: the people active in one busy hour on one process.
const MAX_ENTRIES = 2_000

/**
 * cachedAnswer's rule (http/cached-answer.ts) for the part of an answer that does not move with the
 * clock, where the rest does (the report's `generated_at`): the value `build` gave for this caller
 * and URL is given again until this process writes one of `tables` or the key part changes (the
 * caller's day), and never where other processes write too (version null). The value is shared by
 * later requests, so nobody may change it. A build that throws keeps nothing.
 */
export function cachedPart<T>(database: Database, tables: readonly string[], key: AnswerKey) {
  const entries = new Map<string, { version: number; key: string; value: T }>()
  return async (c: Context<SignedInEnv>, build: () => Promise<T>): Promise<T> => {
    // Read before the value is built: a write that lands meanwhile outdates the entry at once.
    const version = database.tableVersion(tables)
    if (version === null) return await build()
    const slot = `${c.var.user.id} ${c.req.url}`
    const keyValue = await key(c)
    const hit = entries.get(slot)
    if (hit && hit.version === version && hit.key === keyValue) return hit.value
    const value = await build()
    entries.delete(slot)
    if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value!)
    entries.set(slot, { version, key: keyValue, value })
    return value
  }
}
