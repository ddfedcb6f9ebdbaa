import { createHash, timingSafeEqual } from 'node:crypto'
import type { Context } from 'hono'
import { createMiddleware } from 'hono/factory'
import type { AppEnv } from './app-env.ts'

/** The header the site's own /api proxies send with PROXY_SECRET (platform/src/network.mjs names it too). */
export const PROXY_HEADER = 'x-pitchpath-proxy'

const digest = (value: string) => createHash('sha256').update(value).digest()

/**
 * Marks a request that came through the site's own proxy: it carries PROXY_SECRET in
 * X-PitchPath-Proxy (compared in constant time, as digests of equal length). Only then is its
 * X-Forwarded-For believed; without a configured secret, never.
 */
export function ownProxyCheck(proxySecret: string | null) {
  const expected = proxySecret ? digest(proxySecret) : null
  return createMiddleware<AppEnv>(async (c, next) => {
    const given = c.req.header(PROXY_HEADER)
    c.set('viaOwnProxy', expected !== null && given !== undefined && timingSafeEqual(digest(given), expected))
    await next()
  })
}

/**
 * The address a request came from, for per-address rate limits. Through the site's own proxy (see
 * ownProxyCheck) each proxy we run appends the address it saw to X-Forwarded-For, so the trustworthy
 * entry is `hops` from the right; anything left of it was written by the client. Any other request
 * is answered by its socket address: a header sent straight to the API proves nothing, or anyone
 * could name a fresh address on every attempt and never meet a per-address limit.
 */
export function clientAddress(c: Context<AppEnv>, trustedProxyHops: number): string {
  const forwarded = c.get('viaOwnProxy') ? c.req.header('x-forwarded-for') : undefined
  if (forwarded && trustedProxyHops > 0) {
    const hops = forwarded.split(',').map((h) => h.trim()).filter(Boolean)
    const entry = hops[Math.max(0, hops.length - trustedProxyHops)]
    if (entry) return entry
  }
  return peerAddress(c)
}

/** The socket's address: who connected to this process (a proxy of ours, or the client itself). */
export function peerAddress(c: Context<AppEnv>): string {
  return c.env?.remoteAddr?.hostname ?? 'unknown'
}

/** True for 127.0.0.0/8, ::1 and their IPv4-mapped forms: a peer on this machine. */
export function isLoopbackAddress(address: string): boolean {
  const plain = address.replace(/^::ffff:/i, '')
  return plain === '::1' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(plain)
}

/**
 * A request from this machine: the socket is loopback, and every address a proxy on the way named in
 * X-Forwarded-For is loopback too. Our proxies name the browser they served there, so a browser on
 * another machine reaching a front-end server is refused even though the API sees that server's
 * loopback socket; the header is not believed for anything else here, only read to refuse more.
 */
export function fromThisMachine(c: Context<AppEnv>): boolean {
  const forwarded = (c.req.header('x-forwarded-for') ?? '').split(',').map((h) => h.trim()).filter(Boolean)
  return isLoopbackAddress(peerAddress(c)) && forwarded.every(isLoopbackAddress)
}
