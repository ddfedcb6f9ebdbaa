// Which API answers the worker keeps, and for whom. Pure, so the privacy rule is tested without a
// worker (api-reads.test.ts); the worker applies it in api-cache.ts. The rule
// (docs/features/platform.md "Installable and offline"): only GET reads of the pages that open
// offline, only for the account signed in on this browser, in a cache named by that account, and
// the cache is deleted on sign-out and when another account signs in.

export const API_CACHE_PREFIX = 'pitchpath-api-'

/** The cache of one account's reads. */
export const apiCacheName = (userId: string) => `${API_CACHE_PREFIX}${userId}`

/** The account whose reads a cache holds, or null for any other cache. */
export const apiCacheUser = (cacheName: string) =>
  cacheName.startsWith(API_CACHE_PREFIX) ? cacheName.slice(API_CACHE_PREFIX.length) : null

/** Who is signed in, as GET /api/auth/session answers. */
export const SESSION_PATH = '/api/auth/session'
/** Signing out: the worker deletes the reads as the request leaves, whatever the server answers. */
export const SIGN_OUT_PATH = '/api/auth/sign-out'

/**
 * What the dashboard, My Goals and the Game Hub (and the layout around them) read. Security and
 * account pages (sessions, two-step sign-in, data download), billing and the family are not kept:
 * they only work online, as before.
 */
const OFFLINE_READS = [
  /^\/api\/auth\/session$/,
  /^\/api\/me$/,
  /^\/api\/me\/time-zone$/,
  /^\/api\/(training|progress|check-ins|goals|games|achievements|plan|journey|teams|dashboard|drills)(\/[\w./-]*)?$/,
]

/** A read the worker may keep: same origin, GET, on the list above. */
export function isOfflineRead(method: string, url: URL, origin: string): boolean {
  return method === 'GET' && url.origin === origin && OFFLINE_READS.some((path) => path.test(url.pathname))
}

/** The signed-in account's id from a GET /api/auth/session body, or null (signed out or unreadable). */
export function sessionUserId(body: unknown): string | null {
  const user = (body as { user?: unknown } | null)?.user
  const id = (user as { id?: unknown } | null)?.id
  return typeof id === 'string' && /^[\w-]{1,64}$/.test(id) ? id : null
}

/** The caches to delete when `userId` (null: nobody) is the account signed in. */
export function otherAccountsCaches(cacheNames: readonly string[], userId: string | null): string[] {
  return cacheNames.filter((name) => {
    const owner = apiCacheUser(name)
    return owner !== null && owner !== userId
  })
}
