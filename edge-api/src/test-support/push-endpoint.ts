import { join } from 'node:path'

/**
 * A push service of the tests' own: an HTTPS server on 127.0.0.1 (push endpoints are https, RFC
 * 8030, and the push library refuses any other) with a certificate made for the test by openssl,
 * and a browser's side of a subscription: a P-256 key pair and auth secret made with WebCrypto, so
 * what arrives can be decrypted as the browser would (RFC 8291, aes128gcm) and its VAPID signature
 * checked (RFC 8292).
 */
export type ReceivedPush = { path: string; headers: Headers; body: Uint8Array }

export type PushEndpoint = {
  origin: string
  received: ReceivedPush[]
  /** What the next requests are answered with (201 by default; 410 says the subscription is gone). */
  answer: (status: number) => void
  /** fetch that trusts this endpoint's certificate: what the sender is given in tests. */
  fetcher: typeof fetch
  close: () => Promise<void>
}

export async function startPushEndpoint(): Promise<PushEndpoint> {
  const dir = await Deno.makeTempDir({ prefix: 'pp-push-' })
  const [key, cert] = [join(dir, 'key.pem'), join(dir, 'cert.pem')]
  const openssl = await new Deno.Command('openssl', {
    args: [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-keyout',
      key,
      '-out',
      cert,
      '-days',
      '1',
      '-subj',
      '/CN=127.0.0.1',
      '-addext',
      'subjectAltName=IP:127.0.0.1',
      '-addext',
      'basicConstraints=critical,CA:FALSE',
    ],
    stdout: 'null',
    stderr: 'piped',
  }).output()
  if (!openssl.success) throw new Error(`openssl could not make the test certificate: ${new TextDecoder().decode(openssl.stderr)}`)
  const certPem = await Deno.readTextFile(cert)
  const received: ReceivedPush[] = []
  let status = 201
  const server = Deno.serve(
    { hostname: '127.0.0.1', port: 0, cert: certPem, key: await Deno.readTextFile(key), onListen: () => {} },
    async (req) => {
      // Copied: a served request's headers are gone once it is answered.
      received.push({ path: new URL(req.url).pathname, headers: new Headers(req.headers), body: new Uint8Array(await req.arrayBuffer()) })
      return new Response(null, { status })
    },
  )
  const client = Deno.createHttpClient({ caCerts: [certPem] })
  return {
    origin: `https://127.0.0.1:${server.addr.port}`,
    received,
    answer: (s) => void (status = s),
    fetcher: (input, init) => fetch(input, { ...init, client }),
    close: async () => {
      await server.shutdown()
      client.close()
      await Deno.remove(dir, { recursive: true })
    },
  }
}

const b64url = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes)).replaceAll('+', '-').replaceAll('/', '_').replace(/=+$/, '')
const fromB64url = (text: string) => Uint8Array.from(atob(text.replaceAll('-', '+').replaceAll('_', '/')), (c) => c.charCodeAt(0))
const concat = (...parts: Uint8Array[]) => {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0))
  let at = 0
  for (const p of parts) (out.set(p, at), at += p.length)
  return out
}
const utf8 = (text: string) => new TextEncoder().encode(text)

async function hmac(key: Uint8Array, data: Uint8Array): Promise<Uint8Array> {
  const k = await crypto.subtle.importKey('raw', key as BufferSource, { name: 'HMAC', hash: 'SHA-256' }, false, ['sign'])
  return new Uint8Array(await crypto.subtle.sign('HMAC', k, data as BufferSource))
}

/** A browser's subscription keys: what PushSubscription.toJSON() gives, and the private half to decrypt with. */
export type BrowserKeys = { p256dh: string; auth: string; privateKey: CryptoKey; publicBytes: Uint8Array; authBytes: Uint8Array }

export async function browserKeys(): Promise<BrowserKeys> {
  const pair = await crypto.subtle.generateKey({ name: 'ECDH', namedCurve: 'P-256' }, true, ['deriveBits']) as CryptoKeyPair
  const publicBytes = new Uint8Array(await crypto.subtle.exportKey('raw', pair.publicKey))
  const authBytes = crypto.getRandomValues(new Uint8Array(16))
  return { p256dh: b64url(publicBytes), auth: b64url(authBytes), privateKey: pair.privateKey, publicBytes, authBytes }
}

/** RFC 8291 §3.4 and RFC 8188: what the browser does with an aes128gcm push body. */
export async function decryptPush(body: Uint8Array, keys: BrowserKeys): Promise<string> {
  const salt = body.slice(0, 16)
  const recordSize = new DataView(body.buffer, body.byteOffset + 16, 4).getUint32(0)
  const idLength = body[20]!
  const serverPublic = body.slice(21, 21 + idLength)
  const ciphertext = body.slice(21 + idLength)
  if (ciphertext.length > recordSize) throw new Error('more than one record')
  const serverKey = await crypto.subtle.importKey('raw', serverPublic, { name: 'ECDH', namedCurve: 'P-256' }, false, [])
  const ecdhSecret = new Uint8Array(await crypto.subtle.deriveBits({ name: 'ECDH', public: serverKey }, keys.privateKey, 256))
  // HKDF (RFC 5869) with SHA-256, each output a single block.
  const prkKey = await hmac(keys.authBytes, ecdhSecret)
  const ikm = await hmac(prkKey, concat(utf8('WebPush: info\0'), keys.publicBytes, serverPublic, new Uint8Array([1])))
  const prk = await hmac(salt, ikm)
  const cek = (await hmac(prk, concat(utf8('Content-Encoding: aes128gcm\0'), new Uint8Array([1])))).slice(0, 16)
  const nonce = (await hmac(prk, concat(utf8('Content-Encoding: nonce\0'), new Uint8Array([1])))).slice(0, 12)
  const aes = await crypto.subtle.importKey('raw', cek, 'AES-GCM', false, ['decrypt'])
  const padded = new Uint8Array(await crypto.subtle.decrypt({ name: 'AES-GCM', iv: nonce }, aes, ciphertext))
  // The last record ends with the delimiter 0x02, then zero padding.
  let end = padded.length - 1
  while (end >= 0 && padded[end] === 0) end--
  if (padded[end] !== 2) throw new Error('no last-record delimiter')
  return new TextDecoder().decode(padded.slice(0, end))
}

/** RFC 8292 §3: `vapid t=<JWT>, k=<public key>`; the claims when the JWT's ES256 signature verifies against k, else null. */
export async function verifyVapid(authorization: string | null): Promise<{ k: string; claims: Record<string, unknown> } | null> {
  const match = authorization?.match(/^vapid t=([\w-]+\.[\w-]+\.[\w-]+), k=([\w-]+)$/)
  if (!match) return null
  const [, jwt, k] = match as unknown as [string, string, string]
  const [header, payload, signature] = jwt.split('.') as [string, string, string]
  const key = await crypto.subtle.importKey('raw', fromB64url(k), { name: 'ECDSA', namedCurve: 'P-256' }, false, ['verify'])
  const ok = await crypto.subtle.verify({ name: 'ECDSA', hash: 'SHA-256' }, key, fromB64url(signature), utf8(`${header}.${payload}`))
  if (!ok || JSON.parse(new TextDecoder().decode(fromB64url(header))).alg !== 'ES256') return null
  return { k, claims: JSON.parse(new TextDecoder().decode(fromB64url(payload))) }
}
