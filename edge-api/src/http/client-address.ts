import type { Context } from 'hono'
import type { AppEnv } from './app-env.ts'

/**
 * The address a request came from, for per-address rate limits. Each proxy we run appends the address
 * it saw to X-Forwarded-For, so the trustworthy entry is `hops` from the right; anything left of it
 * was written by the client and can be forged (the first hop would let anyone dodge the limit).
 * Without the header (a direct connection) the socket address is the answer.
 */
export function clientAddress(c: Context<AppEnv>, trustedProxyHops: number): string {
  const forwarded = c.req.header('x-forwarded-for')
  if (forwarded && trustedProxyHops > 0) {
    const hops = forwarded.split(',').map((h) => h.trim()).filter(Boolean)
    const entry = hops[Math.max(0, hops.length - trustedProxyHops)]
    if (entry) return entry
  }
  return c.env?.remoteAddr?.hostname ?? 'unknown'
}
