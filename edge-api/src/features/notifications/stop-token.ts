import { Buffer } from 'node:buffer'
import { createHmac, timingSafeEqual } from 'node:crypto'

// The purpose is signed with the id, so this key's signatures mean nothing anywhere else.
const PURPOSE = 'pitchpath:stop-reminders:v1\0'

const signature = (secretsKey: string, userId: string) =>
  createHmac('sha256', Buffer.from(secretsKey, 'base64')).update(PURPOSE + userId).digest()

/**
 * The token in a reminder mail's "stop" link: the account id and its HMAC under SECRETS_KEY. It
 * stops reminders for that account and nothing else, so it needs no expiry and no stored state, and
 * a parent can use it from a forwarded mail without signing in as the child.
 */
export function stopToken(secretsKey: string, userId: string): string {
  return `${userId}.${signature(secretsKey, userId).toString('base64url')}`
}

/** The account a stop token names, or null when it was not made by stopToken with this key. */
export function readStopToken(secretsKey: string, token: string): string | null {
  const dot = token.lastIndexOf('.')
  if (dot <= 0) return null
  const userId = token.slice(0, dot)
  const given = Buffer.from(token.slice(dot + 1), 'base64url')
  const expected = signature(secretsKey, userId)
  return given.length === expected.length && timingSafeEqual(given, expected) ? userId : null
}
