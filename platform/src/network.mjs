// @ts-check
// Where the site's servers listen and whom they trust, in one place for every script that starts one.
// Loopback by default: the development site (demo accounts, the mail outbox) is for this machine;
// HOST=0.0.0.0 (or an address) opens it to a network on purpose.
import { randomBytes } from 'node:crypto'

export const LOOPBACK = '127.0.0.1'

/** The address every server of the site binds: HOST, or loopback. */
export function listenHost(env = process.env) {
  return env.HOST?.trim() || LOOPBACK
}

/**
 * True for 127.0.0.0/8, ::1 and their IPv4-mapped forms: a peer on this machine.
 * @param {string | undefined} address
 */
export function isLoopbackAddress(address) {
  if (!address) return false
  const plain = address.replace(/^::ffff:/i, '')
  return plain === '::1' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(plain)
}

/**
 * The header our /api proxies send with PROXY_SECRET: the API believes X-Forwarded-For only on a
 * request that carries it (edge-api/src/http/client-address.ts), so a client talking to the API
 * directly cannot choose the address its rate limits count.
 */
export const PROXY_HEADER = 'x-pitchpath-proxy'

/**
 * The secret the front-end servers and the API share for one run of the site. The start scripts
 * make one per run (nothing to store or leak) and every server they start inherits it; a value set
 * in the environment (a deployment's own) wins.
 */
export function ensureProxySecret(env = process.env) {
  env.PROXY_SECRET ||= randomBytes(32).toString('base64url')
  return env.PROXY_SECRET
}

/**
 * Paths only a developer on this machine may reach (the mail outbox holds every reset link). Judged
 * on the path as the API will route it: dot segments resolved, escapes decoded, slashes collapsed.
 * @param {string | undefined} url
 */
export function isLoopbackOnlyPath(url) {
  let path = new URL(url ?? '/', 'http://x').pathname
  try {
    path = decodeURIComponent(path)
  } catch {
    // a malformed escape routes nowhere; judged as written
  }
  return /^\/api\/dev(\/|$)/i.test(path.replace(/\/{2,}/g, '/'))
}
