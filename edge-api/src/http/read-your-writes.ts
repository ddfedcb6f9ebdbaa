import { createMiddleware } from 'hono/factory'
import { getCookie, setCookie } from 'hono/cookie'
import { PLATFORM_MESSAGES } from '@app/shared/domain/messages/platform.ts'
import type { Database } from '../db/client.ts'
import type { AppEnv } from './app-env.ts'
import { AppError } from './app-error.ts'
import { SESSION_TTL_MS } from './session-cookie.ts'

/** The consistency token: the write clock a browser's latest write reached (docs/cluster.md). */
export const SEEN_COOKIE = 'pp_seen'

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS'])

/** A token is the clock's value, a safe integer; anything else is ignored as if absent. */
function tokenOf(value: string | undefined): number | null {
  return value && /^[1-9][0-9]{0,14}$/.test(value) ? Number(value) : null
}

/**
 * Read-your-writes on any instance of the cluster. Behind a load balancer a player's write can land
 * on one instance and the next read on another, whose replica pulls only every half second: without
 * this the player's new session would vanish from the dashboard for that long.
 *
 * After a write the answer sets a cookie with the write clock the instance's copy then holds; a request carrying it is answered only once the copy has caught up
 * (Database#consistency.catchUp: one pull, shared by the requests waiting together), or refused with
 * 503 after a bounded wait, never from older data. The browser sends it back like the session cookie
 * (same attributes), so the front end needs no change. Where the database has no copies (an embedded
 * file, the primary over HTTP) this does nothing.
 */
export function readYourWrites(database: Database, secureCookies: boolean) {
  const consistency = database.consistency
  return createMiddleware<AppEnv>(async (c, next) => {
    if (!consistency) return next()
    const token = tokenOf(getCookie(c, SEEN_COOKIE))
    if (token !== null && !(await consistency.catchUp(token))) {
      throw new AppError('DATABASE_UNAVAILABLE', 503, PLATFORM_MESSAGES.catchingUp, undefined, { 'Retry-After': '1' })
    }
    const before = consistency.seen()
    await next()
    const seen = consistency.seen()
    // After a write (any unsafe method; a read that wrote, such as a first read creating its rows,
    // moved the clock), or when the token was ahead of the primary itself (forged, or from before the
    // primary was replaced): the cookie then says what this instance holds.
    const wrote = !SAFE_METHODS.has(c.req.method) || seen > before
    if (seen > 0 && seen !== token && (wrote || (token !== null && token > seen))) {
      setCookie(c, SEEN_COOKIE, String(seen), {
        httpOnly: true,
        sameSite: 'Lax',
        path: '/',
        maxAge: SESSION_TTL_MS / 1000,
        secure: secureCookies,
      })
    }
  })
}
