import { fileURLToPath } from 'node:url'
import { createApp } from './app.ts'
import { type Config, type DatabaseConfig, loadConfig } from './config.ts'
import { usePasswordHasher } from './features/auth/public.ts'
import type { Database } from './db/client.ts'
import { openDatabase } from './db/open-database.ts'
import { databaseTrouble } from './db/errors.ts'
import { databaseFileProblem } from './db/database-path.ts'
import { migrateDatabase } from './db/migrate.ts'
import { seedDemo } from './db/seed.ts'
import { createMailer } from './mail/mailer.ts'
import { type JobContext, JOBS } from './jobs/jobs.ts'
import { scheduleJobs } from './jobs/scheduler.ts'
import { DRILLS, syncDrills } from './features/drills/public.ts'
import { developmentSecretsKey, secretsKeyFile } from './secrets-key-file.ts'
import { developmentVapidKeys } from './secrets/vapid-keys-file.ts'
import { HttpPushSender } from './features/push/public.ts'
import { dirname, join } from 'node:path'

function describeDatabase(database: DatabaseConfig): string {
  if (database.kind === 'file') return database.file
  if (database.kind === 'replica') return `${database.file}, a replica of ${new URL(database.syncUrl).host}`
  return new URL(database.url).host
}

/**
 * What stops the start: one line on stderr (what, where, what to do) and exit code 1. A person reads
 * this in a terminal or a deploy log; a stack trace would bury the one thing they must fix.
 */
function cannotStart(reason: string): never {
  console.error(`[api] PitchPath API cannot start: ${reason.replaceAll('\n', ' ')}`)
  Deno.exit(1)
}
const messageOf = (err: unknown) => (err instanceof Error ? err.message : String(err))

function configOrExit(): Config {
  let config: Config
  try {
    config = loadConfig()
  } catch (err) {
    cannotStart(messageOf(err))
  }
  // Development keeps its own random key in a file (SECRETS_KEY wins; tests get a fresh key per
  // process from loadConfig; production does not start without SECRETS_KEY).
  if (config.appEnv === 'development' && !Deno.env.get('SECRETS_KEY')) {
    try {
      config = {
        ...config,
        secretsKey: developmentSecretsKey(secretsKeyFile(config, fileURLToPath(new URL('../../data', import.meta.url)))),
      }
    } catch (err) {
      cannotStart(messageOf(err))
    }
  }
  // The push key pair likewise (VAPID_* win), beside the secrets key.
  if (config.appEnv === 'development' && !Deno.env.get('VAPID_PRIVATE_KEY')) {
    try {
      const dir = dirname(secretsKeyFile(config, fileURLToPath(new URL('../../data', import.meta.url))))
      config = { ...config, vapid: { ...config.vapid, ...developmentVapidKeys(join(dir, 'vapid-keys.json')) } }
    } catch (err) {
      cannotStart(messageOf(err))
    }
  }
  return config
}

async function databaseOrExit(config: Config): Promise<Database> {
  const where = config.database.kind === 'remote' ? 'LIBSQL_URL' : 'DATABASE_FILE'
  if (config.database.kind !== 'remote') {
    const problem = databaseFileProblem(config.database.file)
    if (problem) {
      cannotStart(
        `the database file ${config.database.file} cannot be used: ${problem}. Fix that, or set DATABASE_FILE to a file in a folder this user can write.`,
      )
    }
  }
  try {
    const database = await openDatabase(config.database)
    await migrateDatabase(database)
    // The drill library's content into its table: writes only what changed since the last start.
    const drills = await syncDrills(database, DRILLS)
    if (drills.added + drills.changed + drills.removed > 0) {
      console.log(`[api] drill library: ${drills.added} added, ${drills.changed} changed, ${drills.removed} removed`)
    }
    if (config.seedDemo && (await seedDemo(database, Date.now()))) console.log('[api] seeded the demo accounts')
    return database
  } catch (err) {
    const found = databaseTrouble(err)
    const what = found ? `${(found.error as { code?: string }).code ?? found.trouble}: ${found.error.message}` : messageOf(err)
    cannotStart(
      `the database ${
        describeDatabase(config.database)
      } cannot be opened and prepared (${what}). Check that ${where} names a PitchPath database this user can write, with free disk space.`,
    )
  }
}

const config = configOrExit()
usePasswordHasher(config.passwordHasher)
// The scheduled jobs (jobs/jobs.ts: reminders, consent expiry, subscriptions, pruning) are registered
// before anything is awaited: Deno Deploy discovers Deno.cron jobs only while this module's top level
// runs. Each run waits for the database, claims its period, then works (jobs/scheduler.ts).
const jobContext = Promise.withResolvers<JobContext>()
const jobs = scheduleJobs(JOBS, jobContext.promise, { tickMs: config.jobsTickMs })
const database = await databaseOrExit(config)
const mailer = createMailer(config.mail, database, Date.now)
const push = new HttpPushSender(config.vapid)
const app = createApp({ config, database, mailer })
jobContext.resolve({ database, mailer, push, publicOrigin: config.publicOrigin, secretsKey: config.secretsKey })
console.log(
  jobs.scheduler === 'deno-cron'
    ? `[api] jobs on Deno.cron: ${JOBS.map((job) => `${job.name} (${job.cron})`).join(', ')}`
    : `[api] jobs on local timers, also run now: ${JOBS.map((job) => `${job.name} every ${jobs.everyMs(job) / 1000} s`).join(', ')}`,
)

// Only the host of a remote database: its URL may carry credentials.
const where = describeDatabase(config.database)
try {
  // Loopback unless HOST says otherwise: the site's front-end servers forward /api here.
  Deno.serve({
    hostname: config.host,
    port: config.port,
    onListen: ({ hostname, port }) =>
      console.log(
        `[api] PitchPath API ${config.version} (${config.appEnv}) on http://${hostname}:${port}/api, database ${where}, mail: ${config.mail.transport}`,
      ),
  }, app.fetch)
} catch (err) {
  cannotStart(
    `cannot listen on ${config.host}:${config.port} (${messageOf(err)}). Stop what uses that port, or set PORT (and HOST) to another.`,
  )
}

// No signal handlers on purpose: every commit is already durable (WAL, synchronous=FULL), so being
// stopped loses nothing but requests in flight, and a SIGTERM handler would keep `deno run --watch`
// alive after the script ends (the dev scripts stop the API with SIGTERM).
