import { Buffer } from 'node:buffer'
import { createECDH, generateKeyPairSync } from 'node:crypto'

/**
 * The server's VAPID key pair (RFC 8292), in the form browsers and push libraries take: the public
 * key as the uncompressed P-256 point (65 bytes, base64url), the private key as its 32-byte scalar
 * (base64url). Push services accept a message for a subscription only when it is signed by the key
 * the browser subscribed with, so the pair must outlive restarts (docs/features/notifications.md).
 */
export type VapidKeys = { publicKey: string; privateKey: string }

const bytesOf = (base64url: string): Buffer | null => /^[A-Za-z0-9_-]+$/.test(base64url) ? Buffer.from(base64url, 'base64url') : null

/** The public key belonging to a private key, or null when it is not a P-256 private key. */
export function vapidPublicKeyOf(privateKey: string): string | null {
  const d = bytesOf(privateKey)
  if (!d || d.length !== 32) return null
  try {
    const ecdh = createECDH('prime256v1')
    ecdh.setPrivateKey(d)
    return ecdh.getPublicKey('base64url')
  } catch {
    return null
  }
}

/** A fresh pair: tests, and development before main.ts keeps one in a file. */
export function randomVapidKeys(): VapidKeys {
  const { privateKey } = generateKeyPairSync('ec', { namedCurve: 'prime256v1' })
  const jwk = privateKey.export({ format: 'jwk' })
  const publicKey = Buffer.concat([Buffer.from([4]), Buffer.from(jwk.x!, 'base64url'), Buffer.from(jwk.y!, 'base64url')])
  return { publicKey: publicKey.toString('base64url'), privateKey: jwk.d! }
}

/** Why this pair cannot be used, or null when the private key is P-256 and the public key is its own. */
export function vapidKeysProblem(keys: VapidKeys): string | null {
  const derived = vapidPublicKeyOf(keys.privateKey)
  if (!derived) return 'VAPID_PRIVATE_KEY must be a P-256 private key, 32 bytes base64url (npx web-push generate-vapid-keys)'
  if (derived !== keys.publicKey) return 'VAPID_PUBLIC_KEY is not the public key of VAPID_PRIVATE_KEY'
  return null
}
