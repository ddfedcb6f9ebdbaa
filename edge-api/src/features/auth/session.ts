import { createMiddleware } from 'hono/factory'
import { deleteSession, extendSession, findSession } from './sessions.queries.ts'
import { hashToken } from './tokens.ts'
import type { Database } from '../../db/client.ts'
import type { AppEnv, SignedInEnv } from '../../http/app-env.ts'
import { AppError } from '../../http/app-error.ts'
import { sessionCacheOf } from './session-cache.ts'
import { clearSessionCookie, readSessionToken, setSessionCookie } from '../../http/session-cookie.ts'
import { cohortOf } from '../../http/cohort-cookie.ts'

// Extending a session is a write; doing it at most daily keeps authenticated reads read-only.
const EXTEND_AFTER_MS = 24 * 60 * 60 * 1000

type SessionDeps = { database: Database; now: () => number; secureCookies: boolean; secretsKey: string }

/** Puts the signed-in user (or null) and the session id on the context. */
export function session({ database, now, secureCookies, secretsKey }: SessionDeps) {
  const cache = sessionCacheOf(database)
  return createMiddleware<AppEnv>(async (c, next) => {
    c.set('user', null)
    c.set('sessionId', null)
    const token = readSessionToken(c)
    if (token) {
      const id = hashToken(token)
      const found = await cache.find(id, () => findSession(database.db, id))
      const at = now()
      if (!found || found.expiresAt <= at) {
        if (found) await database.write((db) => deleteSession(db, id))
        clearSessionCookie(c, secureCookies)
      } else {
        if (at - found.lastSeenAt > EXTEND_AFTER_MS) {
          await database.write((db) => extendSession(db, id, at))
          setSessionCookie(c, token, secureCookies, cohortOf(secretsKey, found.user.id))
        }
        c.set('user', found.user)
        c.set('sessionId', id)
      }
    }
    await next()
  })
}

/** Answers 401 UNAUTHENTICATED unless the session middleware found a live session. */
export const requireUser = createMiddleware<SignedInEnv>(async (c, next) => {
  if (!c.var.user || !c.var.sessionId) throw new AppError('UNAUTHENTICATED', 401, 'Please sign in to continue')
  await next()
})
