// Secrets the server must read back (a two-step sign-in key, which cannot be stored hashed) are
// stored sealed with AES-256-GCM under a server key that lives in configuration, never in the
// database: a copy of the database alone (a backup, a leaked replica) does not yield them.

const VERSION = 'v1'
const IV_BYTES = 12

/** Seals and opens stored secrets; `context` (the owner's id) is bound in, so a sealed value moved to another row does not open. */
export type SecretBox = {
  seal(plain: string, context: string): Promise<string>
  /** The secret, or null when the value was not sealed by this key for this context (tampered, moved, other key). */
  open(sealed: string, context: string): Promise<string | null>
}

const toBase64Url = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes)).replaceAll('+', '-').replaceAll('/', '_').replace(/=+$/, '')
const fromBase64Url = (text: string) => Uint8Array.from(atob(text.replaceAll('-', '+').replaceAll('_', '/')), (c) => c.charCodeAt(0))

/** A box for a 32-byte key given as base64 (config: SECRETS_KEY). */
export function createSecretBox(keyBase64: string): SecretBox {
  const raw = Uint8Array.from(atob(keyBase64), (c) => c.charCodeAt(0))
  if (raw.length !== 32) throw new Error('SECRETS_KEY must be 32 bytes, base64-encoded')
  const key = crypto.subtle.importKey('raw', raw, 'AES-GCM', false, ['encrypt', 'decrypt'])
  const encoder = new TextEncoder()
  return {
    async seal(plain, context) {
      const iv = crypto.getRandomValues(new Uint8Array(IV_BYTES))
      const sealed = await crypto.subtle.encrypt(
        { name: 'AES-GCM', iv, additionalData: encoder.encode(context) },
        await key,
        encoder.encode(plain),
      )
      return `${VERSION}.${toBase64Url(iv)}.${toBase64Url(new Uint8Array(sealed))}`
    },
    async open(sealed, context) {
      const [version, iv, body] = sealed.split('.')
      if (version !== VERSION || !iv || !body) return null
      try {
        const plain = await crypto.subtle.decrypt(
          { name: 'AES-GCM', iv: fromBase64Url(iv), additionalData: encoder.encode(context) },
          await key,
          fromBase64Url(body),
        )
        return new TextDecoder().decode(plain)
      } catch {
        return null
      }
    },
  }
}
