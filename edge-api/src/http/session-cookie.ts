import type { Context } from 'hono'
import { deleteCookie, getCookie, setCookie } from 'hono/cookie'
import { COHORT_COOKIE } from './cohort-cookie.ts'

export const SESSION_COOKIE = 'pp_session'
export const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000

/**
 * HttpOnly so page scripts cannot read it; SameSite=Lax so other sites' forms do not carry it. The
 * account's canary cohort (cohortOf in cohort-cookie.ts) goes with it and lives as long.
 */
export function setSessionCookie(c: Context, token: string, secure: boolean, cohort: string): void {
  const options = { httpOnly: true, sameSite: 'Lax', path: '/', maxAge: SESSION_TTL_MS / 1000, secure } as const
  setCookie(c, SESSION_COOKIE, token, options)
  setCookie(c, COHORT_COOKIE, cohort, options)
}

/** Signed out, the browser is a visitor again: its versions follow its own visitor cookie. */
export function clearSessionCookie(c: Context, secure: boolean): void {
  deleteCookie(c, SESSION_COOKIE, { httpOnly: true, sameSite: 'Lax', path: '/', secure })
  deleteCookie(c, COHORT_COOKIE, { httpOnly: true, sameSite: 'Lax', path: '/', secure })
}

export function readSessionToken(c: Context): string | null {
  const token = getCookie(c, SESSION_COOKIE)
  // Our tokens are 43 base64url characters; anything else cannot name a session, so skip the lookup.
  return token && /^[A-Za-z0-9_-]{43}$/.test(token) ? token : null
}
