import { Buffer } from 'node:buffer'
import { createHmac, randomBytes } from 'node:crypto'

// RFC 6238 with the parameters every authenticator app accepts by default: SHA-1, 6 digits, 30 s.
const STEP_SECONDS = 30
const DIGITS = 6
/** A code from the step before or after also counts: phones' clocks drift, and typing takes time. */
const DRIFT_STEPS = 1
const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567'

export function base32Encode(bytes: Uint8Array): string {
  let bits = 0
  let value = 0
  let out = ''
  for (const byte of bytes) {
    value = (value << 8) | byte
    bits += 8
    while (bits >= 5) {
      out += BASE32[(value >>> (bits - 5)) & 31]
      bits -= 5
    }
  }
  if (bits > 0) out += BASE32[(value << (5 - bits)) & 31]
  return out
}

export function base32Decode(text: string): Uint8Array {
  const clean = text.toUpperCase().replace(/[\s=-]/g, '')
  const out: number[] = []
  let bits = 0
  let value = 0
  for (const char of clean) {
    const index = BASE32.indexOf(char)
    if (index < 0) throw new Error('not base32')
    value = (value << 5) | index
    bits += 5
    if (bits >= 8) {
      out.push((value >>> (bits - 8)) & 255)
      bits -= 8
    }
  }
  return Uint8Array.from(out)
}

/** A new shared secret: 160 random bits (RFC 4226's recommended length), base32 as apps expect. */
export function newTotpSecret(): string {
  return base32Encode(randomBytes(20))
}

export function counterAt(epochMs: number): number {
  return Math.floor(epochMs / 1000 / STEP_SECONDS)
}

/** The code for one time step (RFC 4226 HOTP over the step counter). */
export function totpCode(secret: string, counter: number, digits = DIGITS): string {
  const message = Buffer.alloc(8)
  message.writeBigUInt64BE(BigInt(counter))
  const mac = createHmac('sha1', base32Decode(secret)).update(message).digest()
  const offset = mac[mac.length - 1]! & 0x0f
  const binary = (mac.readUInt32BE(offset) & 0x7fffffff) % 10 ** digits
  return String(binary).padStart(digits, '0')
}

/**
 * The step a code belongs to, if it is valid now and newer than the last one accepted (a code
 * seen once is refused again: replay). Compared in constant time per candidate.
 */
export function matchTotp(secret: string, code: string, epochMs: number, lastCounter: number | null): number | null {
  if (!/^\d{6}$/.test(code)) return null
  const now = counterAt(epochMs)
  for (let step = now - DRIFT_STEPS; step <= now + DRIFT_STEPS; step++) {
    if (lastCounter !== null && step <= lastCounter) continue
    if (sameText(totpCode(secret, step), code)) return step
  }
  return null
}

function sameText(a: string, b: string): boolean {
  let diff = a.length ^ b.length
  for (let i = 0; i < Math.min(a.length, b.length); i++) diff |= a.charCodeAt(i) ^ b.charCodeAt(i)
  return diff === 0
}

/** What an authenticator app reads from a QR code or a tapped link (Key Uri Format). */
export function otpauthUri(secret: string, account: string, issuer = 'PitchPath'): string {
  const label = encodeURIComponent(`${issuer}:${account}`)
  return `otpauth://totp/${label}?secret=${secret}&issuer=${
    encodeURIComponent(issuer)
  }&algorithm=SHA1&digits=${DIGITS}&period=${STEP_SECONDS}`
}
