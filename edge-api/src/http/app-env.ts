import type { User } from '@app/shared/schemas/user.ts'

/** What Deno.serve passes as the second argument of app.fetch: the connection's address. */
export type ConnInfo = { remoteAddr?: { hostname?: string } }

export type AppEnv = {
  Bindings: ConnInfo
  Variables: {
    /** The signed-in person, or null; set by the session middleware. */
    user: User | null
    /** sha256 of the session token the request carried, when it names a live session. */
    sessionId: string | null
    /** The request came through the site's own proxy (http/client-address.ts: ownProxyCheck). */
    viaOwnProxy: boolean
  }
}

/** Routes behind requireUser() read a non-null user. */
export type SignedInEnv = AppEnv & { Variables: { user: User; sessionId: string } }
