/** At most `max` hits per `windowMs`, counted per key (an email or a client address). */
export type RateRule = { max: number; windowMs: number }

export type RateLimits = {
  signIn: { perEmail: RateRule; perAddress: RateRule }
  passwordReset: { perEmail: RateRule; perAddress: RateRule }
}

const MINUTE = 60_000

type Overrides = { signInPerEmail?: number; signInPerAddress?: number; resetPerEmail?: number; resetPerAddress?: number }

/**
 * Production numbers: enough for a person who mistypes a few times, far too few to guess passwords.
 * Under APP_ENV=test the defaults are generous, because browser suites sign in many times from one
 * address; the API's own tests pass small numbers to prove the limits hold.
 */
export function rateLimitsFor(appEnv: string, o: Overrides = {}): RateLimits {
  const loose = appEnv === 'test' ? 1000 : undefined
  return {
    signIn: {
      perEmail: { max: o.signInPerEmail ?? loose ?? 10, windowMs: 15 * MINUTE },
      perAddress: { max: o.signInPerAddress ?? loose ?? 30, windowMs: 15 * MINUTE },
    },
    passwordReset: {
      perEmail: { max: o.resetPerEmail ?? loose ?? 5, windowMs: 60 * MINUTE },
      perAddress: { max: o.resetPerAddress ?? loose ?? 20, windowMs: 60 * MINUTE },
    },
  }
}
