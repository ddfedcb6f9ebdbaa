import type { Context } from 'hono'
import type { AppDeps } from '../../app-deps.ts'
import { clientAddress } from '../../http/client-address.ts'
import type { Tx } from '../../db/client.ts'
import type { KnownDevices } from './known-device.ts'

/**
 * Which buckets a password (or code) attempt counts in; the rules and why are in
 * config-rate-limits.ts. Every attempt is counted as a failure before anything is checked (so
 * parallel guesses see each other, on every instance: http/rate-limiter.ts), and
 * `succeeded`/`notAFailure` take it back.
 */
export type Attempt = {
  /**
   * The password (and code) were right: the person's own bucket starts over, the address's strike
   * is refunded. With `tx`, as part of the caller's transaction (so only if that commits).
   */
  succeeded(tx?: Tx): Promise<void>
  /** The password was right but the attempt cannot finish yet (a code is still needed, consent pending): no failure. */
  notAFailure(): Promise<void>
}

const addressKey = (deps: AppDeps, c: Context) => `sign-in:address:${clientAddress(c, deps.config.trustedProxyHops)}`
/** The sign-in budget of one email, for browsers that have not signed in to it before. */
export const signInEmailKey = (email: string) => `sign-in:email:${email}`

async function attempt(
  deps: AppDeps,
  c: Context,
  ownKey: string,
  ownRule: AppDeps['config']['rateLimits']['signIn']['perEmail'],
): Promise<Attempt> {
  const address = addressKey(deps, c)
  const strike = await deps.limiter.strike([[ownKey, ownRule], [address, deps.config.rateLimits.signIn.perAddress]])
  return {
    async succeeded(tx) {
      const both = async (t: Tx) => {
        await deps.limiter.reset(ownKey, t)
        await strike.refund(address, t)
      }
      await (tx ? both(tx) : deps.database.transaction(both))
    },
    notAFailure: () => strike.refund(),
  }
}

/**
 * A sign-in attempt: a browser that has signed in to this account before (a valid known-device
 * entry for the account the email names) counts in its own bucket; every other one in the email's.
 * Throws 429 with Retry-After while a bucket must wait.
 */
export function signInAttempt(deps: AppDeps, devices: KnownDevices, c: Context, email: string, accountId: string | null): Promise<Attempt> {
  const device = accountId ? devices.read(c, accountId) : null
  const { perEmail, perDevice } = deps.config.rateLimits.signIn
  return device ? attempt(deps, c, `sign-in:device:${accountId}:${device}`, perDevice) : attempt(deps, c, signInEmailKey(email), perEmail)
}

/**
 * A password or code confirmed inside a signed-in session (changing the password, two-step
 * sign-in): counted per account, so a stolen session guesses no faster than a stranger, and a
 * stranger at the sign-in form never blocks the owner's own changes.
 */
export function confirmationAttempt(deps: AppDeps, c: Context, accountId: string): Promise<Attempt> {
  return attempt(deps, c, `confirm:account:${accountId}`, deps.config.rateLimits.signIn.perAccount)
}
