import type { User } from '@app/shared/schemas/user.ts'
import { SESSION_TABLES } from './sessions.queries.ts'
import type { Database } from '../../db/client.ts'

export type FoundSession = { expiresAt: number; lastSeenAt: number; user: User }

type Entry = { version: number; found: FoundSession }

// Enough for every session active in one busy hour on one process; the oldest go first.
const MAX_ENTRIES = 10_000

/**
 * The sessions read since this process last wrote to a table a session is read from. A page fires
 * several authenticated reads at once and each one looked its session up again; until sessions,
 * users or family_accounts change, the answer cannot, so it is served from here. A write to one of
 * them (a sign-out, a password change, a profile edit, a new family) moves their
 * Database#tableVersion and so empties the cache in effect; other writes (a logged session, a game
 * answer) leave it alone. On a replica the version is one number its copy moves with every write
 * here and every pull that brought another instance's (db/replica/replica-database.ts). A database
 * whose version is null (a remote primary) is never cached.
 * Expiry is still checked on every request by the caller, from the cached expiresAt.
 */
export class SessionCache {
  readonly #entries = new Map<string, Entry>()

  constructor(private readonly database: Database) {}

  /** The cached session, or a fresh read through `load` (cached when the database allows). */
  async find(id: string, load: () => Promise<FoundSession | null>): Promise<FoundSession | null> {
    const version = this.database.tableVersion(SESSION_TABLES)
    if (version === null) return load()
    const hit = this.#entries.get(id)
    if (hit && hit.version === version) return hit.found
    // The version is read before the session: a write that lands while it is read outdates the entry.
    const found = await load()
    if (found) this.#remember(id, { version, found: freeze(found) })
    else this.#entries.delete(id)
    return found
  }

  #remember(id: string, entry: Entry): void {
    this.#entries.delete(id)
    if (this.#entries.size >= MAX_ENTRIES) this.#entries.delete(this.#entries.keys().next().value!)
    this.#entries.set(id, entry)
  }
}

/** One object serves many requests: a route that changed it would change it for the others. */
function freeze(found: FoundSession): FoundSession {
  Object.freeze(found.user.notificationPreferences.methods)
  Object.freeze(found.user.notificationPreferences.triggers)
  Object.freeze(found.user.notificationPreferences)
  Object.freeze(found.user)
  return Object.freeze(found)
}

const caches = new WeakMap<Database, SessionCache>()

/** The one cache of a database, shared by every route group's session middleware. */
export function sessionCacheOf(database: Database): SessionCache {
  let cache = caches.get(database)
  if (!cache) caches.set(database, cache = new SessionCache(database))
  return cache
}
