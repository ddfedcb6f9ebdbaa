// @ts-check
// Which players a canary serves (docs/features/platform.md "Canary rollouts", docs/decisions/101-*.md).
// A player falls in one of 100 buckets per remote, from a hash of the remote and the player's key;
// a canary at share s serves buckets 0..s-1. So the choice is sticky (the same key, the same answer
// on every load and on every server) and a share only grows: a player inside at 10 % stays inside at
// 50 %. Hashing the remote's name in gives each remote its own players, so one player is not the
// first to receive every team's canary.
import { createHash, randomBytes } from 'node:crypto'

/**
 * The account's key: set by the API with the session cookie (edge-api/src/http/cohort-cookie.ts),
 * the same on every device the account signs in on, and no user id.
 */
export const COHORT_COOKIE = 'pp_cohort'
/**
 * A signed-out visitor's key: random, set by the shell's server on a page when missing. Not
 * `pp_device`: that name is the API's known-browser cookie (edge-api/src/features/auth/known-device.ts).
 */
export const DEVICE_COOKIE = 'pp_visitor'
/** A year: a visitor keeps their versions until they clear their cookies. */
export const DEVICE_COOKIE_MAX_AGE = 365 * 24 * 60 * 60

/** What either key looks like; anything else in a cookie is ignored (a new visitor key is made). */
const KEY = /^[A-Za-z0-9_-]{16,64}$/

/**
 * The bucket, 0-99, of `playerKey` for `pkg`.
 * @param {string} pkg
 * @param {string} playerKey
 */
export function bucketOf(pkg, playerKey) {
  return createHash('sha256').update(`${pkg}:${playerKey}`).digest().readUInt32BE(0) % 100
}

/**
 * Whether the canary of `pkg` at `share` percent serves this player.
 * @param {string} pkg
 * @param {string} playerKey
 * @param {number} share
 */
export function inCanary(pkg, playerKey, share) {
  return bucketOf(pkg, playerKey) < share
}

/** A new visitor key: 128 random bits, base64url. */
export function newDeviceKey() {
  return randomBytes(16).toString('base64url')
}

/**
 * The value of cookie `name` in a Cookie header when it looks like a key, else null.
 * @param {string | undefined} cookieHeader
 * @param {string} name
 */
function keyCookie(cookieHeader, name) {
  for (const part of (cookieHeader ?? '').split(';')) {
    const at = part.indexOf('=')
    if (at > 0 && part.slice(0, at).trim() === name) {
      const value = part.slice(at + 1).trim()
      if (KEY.test(value)) return value
    }
  }
  return null
}

/**
 * The keys a request carries: the account's when signed in (so a player has the same versions on
 * every device), and the visitor's.
 * @param {string | undefined} cookieHeader
 * @returns {{ cohort: string | null, device: string | null }}
 */
export function playerKeysOf(cookieHeader) {
  return { cohort: keyCookie(cookieHeader, COHORT_COOKIE), device: keyCookie(cookieHeader, DEVICE_COOKIE) }
}

/**
 * The Set-Cookie value that gives a visitor its key. HttpOnly: no page script needs it.
 * @param {string} key
 * @param {boolean} secure
 */
export function deviceCookie(key, secure) {
  return `${DEVICE_COOKIE}=${key}; Path=/; Max-Age=${DEVICE_COOKIE_MAX_AGE}; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`
}
