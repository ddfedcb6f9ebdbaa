/** At most `max` hits per `windowMs`, counted per key (an email or a client address). */
export type RateRule = { max: number; windowMs: number }

/**
 * Growing delays instead of a lockout. The first `freeFailures` failures cost nothing; after that
 * each further attempt must wait `baseDelayMs * 2^(failures - freeFailures)` from the last failure,
 * never more than `maxDelayMs`. One failure is forgiven every `forgiveEveryMs` without a new one,
 * so a person who mistyped is back to normal later, while someone guessing all day stays slowed.
 */
export type BackoffRule = { freeFailures: number; baseDelayMs: number; maxDelayMs: number; forgiveEveryMs: number }

export type RateLimits = {
  signIn: {
    /** Wrong passwords (and codes) for one email from any browser that has not signed in to it before. */
    perEmail: BackoffRule
    /** The same, for a browser that has signed in to that account before (a signed "known device" cookie). */
    perDevice: BackoffRule
    /** Password and code confirmations inside a signed-in session (changing the password, two-step sign-in). */
    perAccount: BackoffRule
    /** Wrong passwords from one client address, whatever the email: stops trying many accounts. */
    perAddress: BackoffRule
  }
  passwordReset: { perEmail: RateRule; perAddress: RateRule }
  /** New accounts from one client address: stops a script from making accounts by the thousand. */
  signUp: { perAddress: RateRule }
  /**
   * Browsers' error reports (docs/features/platform.md, "Errors from browsers"): per client address
   * and for everyone together, so neither one browser nor a script floods the table, and at most
   * `newErrorsPerWindow` different errors kept per report window (identical ones only count).
   */
  clientErrors: { perAddress: RateRule; everyone: RateRule; newErrorsPerWindow: number }
  /**
   * Page loads per remote version (docs/features/platform.md, "Automatic rollback"): per client
   * address, and at most `newVersionsPerWindow` remote versions a window (a script inventing
   * versions). No limit for everyone together: it would undercount loads exactly when the site is
   * busiest, and make every version's error rate look worse than it is.
   */
  remoteLoads: { perAddress: RateRule; newVersionsPerWindow: number }
}

const SECOND = 1000
const MINUTE = 60 * SECOND

type Overrides = {
  signInPerEmail?: number
  signInPerAddress?: number
  resetPerEmail?: number
  resetPerAddress?: number
  signUpPerAddress?: number
}

/**
 * Sign-in never locks an account. A fixed lockout (the old "10 wrong passwords, 15 minutes") hands
 * anyone who knows an email the power to keep its owner out, a child included. Instead:
 * - failures slow the next attempt, doubling from 1 s up to 15 min, so guessing is slow (at the cap,
 *   about 4 guesses an hour per email) while a person who mistypes a few times never notices;
 * - a browser that has signed in to the account before counts in a bucket of its own, so a stranger
 *   hammering the email slows only browsers the account has never used;
 * - the per-address bucket counts failures only (a success takes its attempt back): a school or a
 *   family behind one address signs in all day, and its typos have room (30) before any delay;
 * - a signed-in session confirming its password or a code has its own per-account bucket, so a
 *   stolen session cannot guess the password quickly, and a stranger at the sign-in form cannot
 *   stop the owner from changing their password.
 * Password reset requests keep a plain window: they cost a mail, and stop mail-bombing.
 * Sign-ups too, per client address: 30 an hour lets a club's or a school's evening of new players
 * through one address, and stops a script making accounts (each one a row and often a mail).
 *
 * Under APP_ENV=test the numbers are generous, because browser suites sign in many times from one
 * address; the API's own tests pass small numbers to prove the rules hold.
 */
export function rateLimitsFor(appEnv: string, o: Overrides = {}): RateLimits {
  const loose = appEnv === 'test' ? 1000 : undefined
  const perPerson = (free: number): BackoffRule => ({
    freeFailures: free,
    baseDelayMs: SECOND,
    maxDelayMs: 15 * MINUTE,
    forgiveEveryMs: 60 * MINUTE,
  })
  const personFree = o.signInPerEmail ?? loose ?? 5
  return {
    signIn: {
      perEmail: perPerson(personFree),
      perDevice: perPerson(personFree),
      perAccount: perPerson(personFree),
      // 30 forgiven an hour: a shared address's everyday typos never reach a delay.
      perAddress: {
        freeFailures: o.signInPerAddress ?? loose ?? 30,
        baseDelayMs: SECOND,
        maxDelayMs: 15 * MINUTE,
        forgiveEveryMs: 2 * MINUTE,
      },
    },
    passwordReset: {
      perEmail: { max: o.resetPerEmail ?? loose ?? 5, windowMs: 60 * MINUTE },
      perAddress: { max: o.resetPerAddress ?? loose ?? 20, windowMs: 60 * MINUTE },
    },
    signUp: { perAddress: { max: o.signUpPerAddress ?? loose ?? 30, windowMs: 60 * MINUTE } },
    // A page sends at most 5 reports: 30 a minute is six broken pages a minute from one address (a
    // school behind one address loses some, and identical ones are counted anyway).
    clientErrors: {
      perAddress: { max: loose ?? 30, windowMs: MINUTE },
      everyone: { max: 600, windowMs: MINUTE },
      newErrorsPerWindow: 200,
    },
    // A page sends one load a remote it shows (usually one or two): 120 a minute lets a class or a
    // club behind one address through, and bounds what one browser can add to a version's loads.
    remoteLoads: { perAddress: { max: loose ?? 120, windowMs: MINUTE }, newVersionsPerWindow: 100 },
  }
}
