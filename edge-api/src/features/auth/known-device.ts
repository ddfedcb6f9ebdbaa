import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto'
import type { Context } from 'hono'
import { getCookie, setCookie } from 'hono/cookie'

/**
 * "This browser has signed in to this account before": a cookie set on each successful sign-in,
 * one entry per account (a family tablet may hold a parent's and a child's), each entry signed with
 * a key derived from SECRETS_KEY and bound to the account's id. It is no credential (the password is
 * still needed); it only moves the sign-in attempts into a bucket of the device's own, so a stranger
 * guessing at an email cannot slow the owner's usual browser (config-rate-limits.ts).
 * HttpOnly, sent only to /api/auth, SameSite=Strict: page scripts and other sites never see or send it.
 */
export const KNOWN_DEVICE_COOKIE = 'pp_device'
const PATH = '/api/auth'
const MAX_ACCOUNTS = 5
const TTL_SECONDS = 365 * 24 * 60 * 60
const PURPOSE = 'pitchpath known-device v1'

/** Only what our ids look like: anything else in the cookie is ignored, never looked up. */
const ENTRY = /^([A-Za-z0-9-]{1,64})\.([A-Za-z0-9_-]{22})\.([A-Za-z0-9_-]{43})$/

export type KnownDevices = {
  /** The id of this browser for `userId`, when its cookie holds a valid entry for that account; else null. */
  read(c: Context, userId: string): string | null
  /** Adds (or moves to the front) this browser's entry for `userId`. */
  remember(c: Context, userId: string, secure: boolean): void
}

export function knownDevices(secretsKeyBase64: string): KnownDevices {
  // A key of its own, so a value signed here is never valid anywhere else SECRETS_KEY is used.
  const key = createHmac('sha256', Buffer.from(secretsKeyBase64, 'base64')).update(PURPOSE).digest()
  const sign = (userId: string, deviceId: string) => createHmac('sha256', key).update(`${userId}\0${deviceId}`).digest('base64url')
  const entries = (c: Context) => (getCookie(c, KNOWN_DEVICE_COOKIE) ?? '').split('~').map((e) => ENTRY.exec(e)).filter((m) => m !== null)
  const valid = (userId: string, deviceId: string, mac: string) => {
    const expected = Buffer.from(sign(userId, deviceId))
    const given = Buffer.from(mac)
    return expected.length === given.length && timingSafeEqual(expected, given)
  }
  const read = (c: Context, userId: string) => {
    const entry = entries(c).find(([, id, deviceId, mac]) => id === userId && valid(id, deviceId!, mac!))
    return entry ? entry[2]! : null
  }
  return {
    read,
    remember(c, userId, secure) {
      const deviceId = read(c, userId) ?? randomBytes(16).toString('base64url')
      const others = entries(c).filter(([, id, otherDevice, mac]) => id !== userId && valid(id!, otherDevice!, mac!)).map(([entry]) =>
        entry
      )
      const value = [`${userId}.${deviceId}.${sign(userId, deviceId)}`, ...others].slice(0, MAX_ACCOUNTS).join('~')
      setCookie(c, KNOWN_DEVICE_COOKIE, value, { httpOnly: true, sameSite: 'Strict', path: PATH, maxAge: TTL_SECONDS, secure })
    },
  }
}
