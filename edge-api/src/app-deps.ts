import type { MiddlewareHandler } from 'hono'
import type { BillingProvider } from './features/billing/public.ts'
import type { AppEnv } from './http/app-env.ts'
import type { AfterResponse } from './http/after-response.ts'
import type { Config } from './config.ts'
import type { Database } from './db/client.ts'
import type { RateLimiter } from './http/rate-limiter.ts'
import type { Mailer } from './mail/mailer.ts'
import type { SecretBox } from './secrets/secret-box.ts'

/** Everything a route needs from outside, passed in once so tests can swap any of it (clock included). */
export type AppDeps = {
  config: Config
  database: Database
  mailer: Mailer
  /** Epoch milliseconds. Injected so tests can move time (reset-token expiry, rate-limit windows). */
  now: () => number
  limiter: RateLimiter
  /** Payments: the simulated provider, or Stripe, chosen by configuration (tests may pass their own). */
  billing: BillingProvider
  /** Work done after the answer is sent, so its cost cannot be read from the answer's timing. */
  afterResponse: AfterResponse
  /** Seals the secrets the server must read back (two-step sign-in keys) under config.secretsKey. */
  secrets: SecretBox
  /**
   * Puts the signed-in user (or null) on the context: built once by createApp (features/auth/session.ts).
   * Routes that need a user put it before requireUser on each route rather than .use(), so an unknown
   * path or method stays a 404, not a 401, and routes that never read the session never touch it.
   */
  session: MiddlewareHandler<AppEnv>
}
