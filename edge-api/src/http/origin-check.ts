import { createMiddleware } from 'hono/factory'
import type { AppEnv } from './app-env.ts'
import { AppError } from './app-error.ts'
import { SESSION_COOKIE } from './session-cookie.ts'

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS'])

function originOf(url: string | undefined): string | null {
  if (!url) return null
  try {
    return new URL(url).origin
  } catch {
    return null
  }
}

/**
 * CSRF defence by origin (architecture "Auth and session"). Browsers send Origin on every
 * cross-site write, so a write whose Origin is not one of our sites is refused before anything runs.
 * A write with no Origin at all but a session cookie is refused too unless its Referer is ours: only
 * an unusual browser path sends a cookie without Origin, and that cookie is what a forgery would
 * borrow. Writes with neither header nor cookie (curl, scripts, tests) carry no ambient authority.
 */
export function originCheck(allowedOrigins: readonly string[]) {
  const allowed = new Set(allowedOrigins)
  return createMiddleware<AppEnv>(async (c, next) => {
    if (!SAFE_METHODS.has(c.req.method)) {
      const origin = c.req.header('origin')
      const refererOrigin = originOf(c.req.header('referer'))
      const hasCookie = (c.req.header('cookie') ?? '').includes(`${SESSION_COOKIE}=`)
      const refused = origin !== undefined ? !allowed.has(origin) : hasCookie && !(refererOrigin && allowed.has(refererOrigin))
      if (refused) throw new AppError('FORBIDDEN_ORIGIN', 403, 'Request refused: foreign origin')
    }
    await next()
  })
}
