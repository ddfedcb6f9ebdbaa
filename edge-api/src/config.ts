import { fileURLToPath } from 'node:url'
import { z } from 'zod'
import pkg from '../package.json' with { type: 'json' }
import { type RateLimits, rateLimitsFor } from './config-rate-limits.ts'
import { FRONTENDS } from '@app/shared/remotes.js'
import { randomVapidKeys, type VapidKeys, vapidKeysProblem } from './secrets/vapid-keys.ts'

const DEFAULT_DATABASE_FILE = fileURLToPath(new URL('../../data/pitchpath.db', import.meta.url))
// The site's own front-end servers, from the one remotes table: a new remote may write at once.
const DEFAULT_ALLOWED_ORIGINS = ['localhost', '127.0.0.1'].flatMap((host) => FRONTENDS.map(({ port }) => `http://${host}:${port}`))

/** An origin is scheme + host + port and nothing else; a trailing path would never match a request's Origin header. */
const Origin = z.url({ protocol: /^https?$/ }).refine(
  (value) => new URL(value).origin === value,
  'must be an origin like https://example.com (no path, no trailing slash)',
)
const Flag = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1')
const Count = z.coerce.number().int().min(1)
const base64Bytes = (value: string) => {
  try {
    return atob(value).length
  } catch {
    return -1
  }
}
const SecretsKey = z.string().refine((v) => base64Bytes(v) === 32, 'must be 32 random bytes, base64-encoded (openssl rand -base64 32)')

/** 32 random bytes, base64: a key no one else has (tests, and development before main.ts stores one). */
export function randomSecretsKey(): string {
  return btoa(String.fromCharCode(...crypto.getRandomValues(new Uint8Array(32))))
}

const EnvSchema = z
  .object({
    PORT: z.coerce.number().int().min(0).max(65535).default(8000),
    // Loopback unless told otherwise: the API is reached through the site's own proxies.
    HOST: z.string().trim().min(1).default('127.0.0.1'),
    APP_ENV: z.enum(['development', 'test', 'production']).default('development'),
    DATABASE_FILE: z.string().min(1).default(DEFAULT_DATABASE_FILE),
    LIBSQL_URL: z.url({ protocol: /^(libsql|https?|wss?|file)$/ }).optional(),
    LIBSQL_AUTH_TOKEN: z.string().min(1).optional(),
    DATABASE_SYNC_URL: z.url({ protocol: /^(libsql|https?)$/ }).optional(),
    DATABASE_SYNC_AUTH_TOKEN: z.string().min(1).optional(),
    PASSWORD_HASHER: z.enum(['native', 'wasm']).optional(),
    DATABASE_PULL_INTERVAL_MS: z.coerce.number().int().min(20).max(60_000).default(500),
    // Where an embedded file's WAL is copied back: on a thread of its own, or inside a COMMIT.
    DATABASE_CHECKPOINT: z.enum(['background', 'in-commit']).default('background'),
    // Every scheduled job's period, in ms, run by the local scheduler (jobs/scheduler.ts): for tests,
    // which cannot wait ten minutes for a reminder; unset, each job keeps its own schedule.
    JOBS_TICK_MS: z.coerce.number().int().min(100).max(3_600_000).optional(),
    PUBLIC_ORIGIN: Origin.default('http://localhost:3000'),
    ALLOWED_ORIGINS: z
      .string()
      .transform((s) => s.split(',').map((o) => o.trim()).filter(Boolean))
      .pipe(z.array(Origin).min(1, 'list at least one origin'))
      .optional(),
    MAIL_TRANSPORT: z.enum(['outbox', 'http']).optional(),
    MAIL_HTTP_URL: z.url({ protocol: /^https?$/ }).optional(),
    MAIL_HTTP_TOKEN: z.string().min(1).optional(),
    MAIL_FROM: z.string().min(3).optional(),
    SEED_DEMO: Flag.optional(),
    TRUSTED_PROXY_HOPS: z.coerce.number().int().min(0).max(5).default(1),
    PROXY_SECRET: z.string().min(16, 'must be at least 16 characters (openssl rand -base64 32)').optional(),
    // Lets `npm run deploys` read a deployed API's error counts (features/client-errors); unset, only this machine may.
    OPS_TOKEN: z.string().min(24, 'must be at least 24 characters (openssl rand -base64 32)').optional(),
    RATE_LIMIT_SIGN_IN_PER_EMAIL: Count.optional(),
    RATE_LIMIT_SIGN_IN_PER_ADDRESS: Count.optional(),
    RATE_LIMIT_RESET_PER_EMAIL: Count.optional(),
    RATE_LIMIT_RESET_PER_ADDRESS: Count.optional(),
    RATE_LIMIT_SIGN_UP_PER_ADDRESS: Count.optional(),
    BILLING_PROVIDER: z.enum(['simulated', 'stripe']).optional(),
    STRIPE_SECRET_KEY: z.string().startsWith('sk_', 'must be a Stripe secret key (sk_…)').optional(),
    STRIPE_PUBLISHABLE_KEY: z.string().startsWith('pk_', 'must be a Stripe publishable key (pk_…)').optional(),
    STRIPE_WEBHOOK_SECRET: z.string().startsWith('whsec_', 'must be a Stripe webhook signing secret (whsec_…)').optional(),
    STRIPE_PRICE_PRO: z.string().startsWith('price_', 'must be a Stripe price id (price_…)').optional(),
    STRIPE_PRICE_PARENT: z.string().startsWith('price_', 'must be a Stripe price id (price_…)').optional(),
    SECRETS_KEY: SecretsKey.optional(),
    // Web Push (docs/features/notifications.md): the pair browsers subscribe with, and who runs the server.
    VAPID_PUBLIC_KEY: z.string().optional(),
    VAPID_PRIVATE_KEY: z.string().optional(),
    VAPID_SUBJECT: z.string().regex(/^(mailto:\S+@\S+|https:\/\/\S+)$/, 'must be a mailto: address or an https:// URL (RFC 8292)')
      .optional(),
    // One JSON line per request on stdout (http/request-context.ts); off by default in tests only.
    LOG_REQUESTS: z.enum(['on', 'off']).optional(),
    INSTANCE_NAME: z.string().trim().regex(/^[\w.-]{1,64}$/, 'letters, digits, dots, dashes and underscores, at most 64').optional(),
  })
  .superRefine((env, ctx) => {
    if (!env.VAPID_PUBLIC_KEY && !env.VAPID_PRIVATE_KEY) {
      if (env.APP_ENV === 'production') {
        ctx.addIssue({
          code: 'custom',
          path: ['VAPID_PRIVATE_KEY'],
          message:
            'missing, required when APP_ENV=production (with VAPID_PUBLIC_KEY): the key pair that signs push reminders (docs/features/notifications.md says how to make one)',
        })
      }
      return
    }
    const problem = vapidKeysProblem({ publicKey: env.VAPID_PUBLIC_KEY ?? '', privateKey: env.VAPID_PRIVATE_KEY ?? '' })
    if (problem) ctx.addIssue({ code: 'custom', path: ['VAPID_PUBLIC_KEY'], message: problem })
  })
  .superRefine((env, ctx) => {
    if (env.APP_ENV !== 'production') return
    if (!env.SECRETS_KEY) {
      ctx.addIssue({
        code: 'custom',
        path: ['SECRETS_KEY'],
        message:
          'missing, required when APP_ENV=production: the key that seals two-step sign-in secrets and signs mailed links (openssl rand -base64 32)',
      })
    }
    if (env.JOBS_TICK_MS !== undefined) {
      ctx.addIssue({
        code: 'custom',
        path: ['JOBS_TICK_MS'],
        message: 'is for tests only: in production every job keeps its own schedule (remove it)',
      })
    }
    // Behind a proxy, per-address limits need the client's address, which only the proxy knows;
    // the API believes the proxy's X-Forwarded-For only with this secret (http/client-address.ts).
    if (env.TRUSTED_PROXY_HOPS > 0 && !env.PROXY_SECRET) {
      ctx.addIssue({
        code: 'custom',
        path: ['PROXY_SECRET'],
        message:
          'missing, required when APP_ENV=production and TRUSTED_PROXY_HOPS > 0: the value your proxy sends in X-PitchPath-Proxy (or TRUSTED_PROXY_HOPS=0 when clients reach the API directly)',
      })
    }
  })
  .superRefine((env, ctx) => {
    if (env.LIBSQL_URL && env.DATABASE_SYNC_URL) {
      ctx.addIssue({
        code: 'custom',
        path: ['DATABASE_SYNC_URL'],
        message: 'set LIBSQL_URL (the database over HTTP) or DATABASE_SYNC_URL (a local replica of it), not both',
      })
    }
  })
  .superRefine((env, ctx) => {
    // Stripe is chosen by configuration: all of its keys, or none (then the simulated provider).
    if (billingProviderOf(env) === 'stripe') {
      for (const key of STRIPE_KEYS) {
        if (!env[key]) {
          ctx.addIssue({ code: 'custom', path: [key], message: 'required for BILLING_PROVIDER=stripe (or set every STRIPE_* variable)' })
        }
      }
    }
  })
  .superRefine((env, ctx) => {
    // Production has no readable outbox, so a reset mail must really leave: make the choice explicit.
    const transport = env.MAIL_TRANSPORT ?? (env.APP_ENV === 'production' ? 'http' : 'outbox')
    if (transport !== 'http') return
    for (const key of ['MAIL_HTTP_URL', 'MAIL_HTTP_TOKEN', 'MAIL_FROM'] as const) {
      if (!env[key]) {
        ctx.addIssue({ code: 'custom', path: [key], message: `required when MAIL_TRANSPORT is http (the default when APP_ENV=production)` })
      }
    }
  })

const STRIPE_KEYS = [
  'STRIPE_SECRET_KEY',
  'STRIPE_PUBLISHABLE_KEY',
  'STRIPE_WEBHOOK_SECRET',
  'STRIPE_PRICE_PRO',
  'STRIPE_PRICE_PARENT',
] as const

function billingProviderOf(
  env: { BILLING_PROVIDER?: 'simulated' | 'stripe' } & Partial<Record<(typeof STRIPE_KEYS)[number], string>>,
): 'simulated' | 'stripe' {
  return env.BILLING_PROVIDER ?? (STRIPE_KEYS.every((k) => env[k]) ? 'stripe' : 'simulated')
}

export type BillingConfig =
  | { provider: 'simulated' }
  | { provider: 'stripe'; secretKey: string; publishableKey: string; webhookSecret: string; prices: { pro: string; parent: string } }

export type DatabaseConfig =
  | { kind: 'file'; file: string; checkpoint: 'background' | 'in-commit' }
  | { kind: 'remote'; url: string; authToken?: string }
  // DATABASE_FILE is then the local replica's file.
  | { kind: 'replica'; file: string; syncUrl: string; authToken?: string; pullIntervalMs: number }
export type MailConfig = { transport: 'outbox' } | { transport: 'http'; url: string; token: string; from: string }

export type Config = {
  port: number
  /** The address the API listens on (HOST; loopback by default). */
  host: string
  appEnv: 'development' | 'test' | 'production'
  version: string
  database: DatabaseConfig
  publicOrigin: string
  allowedOrigins: string[]
  /** False only when the site itself is plain-http localhost, where browsers would drop a Secure cookie. */
  secureCookies: boolean
  mail: MailConfig
  seedDemo: boolean
  /** How many proxies we run in front of the API; each appends one X-Forwarded-For entry. */
  trustedProxyHops: number
  /** What the nearest of them sends in X-PitchPath-Proxy; without it X-Forwarded-For is never believed. */
  proxySecret: string | null
  /** OPS_TOKEN: a bearer token for the operators' routes from another machine; null: this machine only. */
  opsToken: string | null
  rateLimits: RateLimits
  billing: BillingConfig
  /** argon2id natively, or in WASM where the host loads no native code (features/auth/password.ts). */
  passwordHasher: 'native' | 'wasm'
  /** base64 of the 32-byte key that seals stored secrets (secrets/secret-box.ts). */
  secretsKey: string
  /** Signs push reminders (RFC 8292); `subject` is who push services contact about them. */
  vapid: VapidKeys & { subject: string }
  /** Whether each request writes its log line (LOG_REQUESTS; errors are logged either way). */
  logRequests: boolean
  /** Which process answered, in log lines (INSTANCE_NAME, or the host's name). */
  instanceName: string
  /** JOBS_TICK_MS: one short period for every job, on the local scheduler (tests); null: each job's own schedule. */
  jobsTickMs: number | null
}

type DatabaseEnv = Pick<
  z.infer<typeof EnvSchema>,
  | 'DATABASE_FILE'
  | 'LIBSQL_URL'
  | 'LIBSQL_AUTH_TOKEN'
  | 'DATABASE_SYNC_URL'
  | 'DATABASE_SYNC_AUTH_TOKEN'
  | 'DATABASE_PULL_INTERVAL_MS'
  | 'DATABASE_CHECKPOINT'
>

/** The database comes from configuration alone: over HTTP (no disk, e.g. Deno Deploy), a replica beside a primary, or a local file. */
function databaseConfigOf(env: DatabaseEnv): DatabaseConfig {
  if (env.LIBSQL_URL) return { kind: 'remote', url: env.LIBSQL_URL, authToken: env.LIBSQL_AUTH_TOKEN }
  if (env.DATABASE_SYNC_URL) {
    return {
      kind: 'replica',
      file: env.DATABASE_FILE,
      syncUrl: env.DATABASE_SYNC_URL,
      authToken: env.DATABASE_SYNC_AUTH_TOKEN,
      pullIntervalMs: env.DATABASE_PULL_INTERVAL_MS,
    }
  }
  return { kind: 'file', file: env.DATABASE_FILE, checkpoint: env.DATABASE_CHECKPOINT }
}

/** Parses the environment once at start-up and reports every problem at once. */
export function loadConfig(source: Record<string, string | undefined> = Deno.env.toObject()): Config {
  // An empty variable (`FOO=` in a .env or compose file) means "not set", not "set to nothing".
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== ''))
  const parsed = EnvSchema.safeParse(cleaned)
  if (!parsed.success) {
    // One line (main.ts prints it as the reason the process stops), naming every variable.
    const problems = parsed.error.issues.map((i) => `- ${i.path.join('.') || '(environment)'}: ${i.message}`)
    throw new Error(`Invalid environment for the PitchPath API, fix and start again: ${problems.join('; ')}`)
  }
  const env = parsed.data
  const publicUrl = new URL(env.PUBLIC_ORIGIN)
  const localHttp = publicUrl.protocol === 'http:' && ['localhost', '127.0.0.1'].includes(publicUrl.hostname)
  const transport = env.MAIL_TRANSPORT ?? (env.APP_ENV === 'production' ? 'http' : 'outbox')
  return {
    port: env.PORT,
    host: env.HOST,
    appEnv: env.APP_ENV,
    version: pkg.version,
    database: databaseConfigOf(env),
    // A database over HTTP means a host that may load no native code (Deno Deploy), unless told otherwise.
    passwordHasher: env.PASSWORD_HASHER ?? (env.LIBSQL_URL ? 'wasm' : 'native'),
    publicOrigin: env.PUBLIC_ORIGIN,
    // The public origin is always allowed: its own pages are the ones that post to us.
    allowedOrigins: [...new Set([...(env.ALLOWED_ORIGINS ?? DEFAULT_ALLOWED_ORIGINS), env.PUBLIC_ORIGIN])],
    secureCookies: !localHttp,
    mail: transport === 'http' ? { transport, url: env.MAIL_HTTP_URL!, token: env.MAIL_HTTP_TOKEN!, from: env.MAIL_FROM! } : { transport },
    seedDemo: env.SEED_DEMO ?? env.APP_ENV === 'development',
    trustedProxyHops: env.TRUSTED_PROXY_HOPS,
    proxySecret: env.PROXY_SECRET ?? null,
    opsToken: env.OPS_TOKEN ?? null,
    rateLimits: rateLimitsFor(env.APP_ENV, {
      signInPerEmail: env.RATE_LIMIT_SIGN_IN_PER_EMAIL,
      signInPerAddress: env.RATE_LIMIT_SIGN_IN_PER_ADDRESS,
      resetPerEmail: env.RATE_LIMIT_RESET_PER_EMAIL,
      resetPerAddress: env.RATE_LIMIT_RESET_PER_ADDRESS,
      signUpPerAddress: env.RATE_LIMIT_SIGN_UP_PER_ADDRESS,
    }),
    billing: billingProviderOf(env) === 'stripe'
      ? {
        provider: 'stripe',
        secretKey: env.STRIPE_SECRET_KEY!,
        publishableKey: env.STRIPE_PUBLISHABLE_KEY!,
        webhookSecret: env.STRIPE_WEBHOOK_SECRET!,
        prices: { pro: env.STRIPE_PRICE_PRO!, parent: env.STRIPE_PRICE_PARENT! },
      }
      : { provider: 'simulated' },
    // Outside production without SECRETS_KEY: a key of this process's own (main.ts keeps the
    // development one in a file, so sealed secrets and mailed links survive a restart).
    secretsKey: env.SECRETS_KEY ?? randomSecretsKey(),
    // Likewise the push key pair: main.ts keeps development's in a file beside the secrets key.
    vapid: {
      ...(env.VAPID_PUBLIC_KEY && env.VAPID_PRIVATE_KEY
        ? { publicKey: env.VAPID_PUBLIC_KEY, privateKey: env.VAPID_PRIVATE_KEY }
        : randomVapidKeys()),
      subject: env.VAPID_SUBJECT ?? (publicUrl.protocol === 'https:' ? env.PUBLIC_ORIGIN : 'mailto:reminders@pitchpath.dev'),
    },
    // Tests keep their output readable; every server that runs for people logs its requests.
    logRequests: (env.LOG_REQUESTS ?? (env.APP_ENV === 'test' ? 'off' : 'on')) === 'on',
    instanceName: env.INSTANCE_NAME ?? hostName(),
    jobsTickMs: env.JOBS_TICK_MS ?? null,
  }
}

/** The host's name, or 'api' where the host does not say (a sandbox without --allow-sys). */
function hostName(): string {
  try {
    return Deno.hostname()
  } catch {
    return 'api'
  }
}
