import { Buffer } from 'node:buffer'
import { createHash, randomBytes } from 'node:crypto'

/** 32 random bytes as base64url (43 characters): unguessable, and safe in a cookie and a URL. */
export function newToken(): string {
  return randomBytes(32).toString('base64url')
}

/**
 * What we store instead of a token. A fast hash is enough here (unlike passwords): the token already
 * has 256 bits of entropy, so there is nothing to brute-force.
 */
export function hashToken(token: string): string {
  return createHash('sha256').update(Buffer.from(token, 'utf8')).digest('hex')
}
