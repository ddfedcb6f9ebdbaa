import type { User } from '@app/shared/schemas/user.ts'

/** What Deno.serve passes as the second argument of app.fetch: the connection's address. */
export type ConnInfo = {
  remoteAddr?: { hostname?: string }
  /** Set only by code that dispatches a request in-process (the dashboard's parts): the id it belongs to. */
  requestId?: string
}

export type AppEnv = {
  Bindings: ConnInfo
  Variables: {
    /** The signed-in person, or null; set by the session middleware. */
    user: User | null
    /** sha256 of the session token the request carried, when it names a live session. */
    sessionId: string | null
    /** The request came through the site's own proxy (http/client-address.ts: ownProxyCheck). */
    viaOwnProxy: boolean
    /** This request's id, also in X-Request-Id (http/request-context.ts). */
    requestId: string
  }
}

/** Routes behind requireUser() read a non-null user. */
export type SignedInEnv = AppEnv & { Variables: { user: User; sessionId: string } }
