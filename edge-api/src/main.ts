import { createApp } from './app.ts'
import { type DatabaseConfig, loadConfig } from './config.ts'
import { usePasswordHasher } from './auth/password.ts'
import { openDatabase } from './db/client.ts'
import { migrateDatabase } from './db/migrate.ts'
import { seedDemo } from './db/seed.ts'
import { createMailer } from './mail/mailer.ts'
import { pruneReminderLog, sendDueReminders } from './notifications/send-reminders.ts'
import { settleSimulatedSubscriptions } from './routes/billing/subscriptions.queries.ts'
import { purgeExpiredConsents } from './routes/family/parental-consent.ts'

function describeDatabase(database: DatabaseConfig): string {
  if (database.kind === 'file') return database.file
  if (database.kind === 'replica') return `${database.file}, a replica of ${new URL(database.syncUrl).host}`
  return new URL(database.url).host
}

function configOrExit() {
  try {
    return loadConfig()
  } catch (err) {
    console.error(err instanceof Error ? err.message : err)
    Deno.exit(1)
  }
}

const config = configOrExit()
usePasswordHasher(config.passwordHasher)
const database = await openDatabase(config.database)
await migrateDatabase(database)
if (config.seedDemo && (await seedDemo(database, Date.now()))) console.log('[api] seeded the demo accounts')
const mailer = createMailer(config.mail, database, Date.now)
const app = createApp({ config, database, mailer })

// Hourly housekeeping, also at start: children under 13 whose parent did not approve within 7 days
// are deleted; simulated subscriptions renew or, when cancelled, end with their paid period; the
// reminder log forgets periods no run can meet again.
const purge = async () => {
  const gone = await purgeExpiredConsents(database, Date.now())
  if (gone > 0) console.log(`[api] deleted ${gone} child account(s) without parental approval after 7 days`)
  await settleSimulatedSubscriptions(database, Date.now())
  await pruneReminderLog(database, Date.now())
}
await purge()
Deno.unrefTimer(setInterval(() => void purge().catch((err) => console.error('[api] hourly housekeeping failed', err)), 60 * 60 * 1000))

// Reminders (planned sessions, goal deadlines) by each player's own clock, every 10 minutes and at
// start; each period is claimed in the database first, so restarts and other instances never
// send one twice (notifications/send-reminders.ts).
const remind = async () => {
  const run = await sendDueReminders({ database, mailer, publicOrigin: config.publicOrigin, secretsKey: config.secretsKey }, Date.now())
  if (run.sent + run.failed > 0) console.log(`[api] reminders: ${run.sent} sent, ${run.failed} to retry`)
}
void remind().catch((err) => console.error('[api] reminders failed', err)) // not awaited: serving starts at once
Deno.unrefTimer(setInterval(() => void remind().catch((err) => console.error('[api] reminders failed', err)), 10 * 60 * 1000))

// Only the host of a remote database: its URL may carry credentials.
const where = describeDatabase(config.database)
Deno.serve({
  hostname: '127.0.0.1',
  port: config.port,
  onListen: ({ hostname, port }) => console.log(`[api] PitchPath API ${config.version} (${config.appEnv}) on http://${hostname}:${port}/api, database ${where}, mail: ${config.mail.transport}`),
}, app.fetch)

// No signal handlers on purpose: every commit is already durable (WAL, synchronous=FULL), so being
// stopped loses nothing but requests in flight, and a SIGTERM handler would keep `deno run --watch`
// alive after the script ends (the dev scripts stop the API with SIGTERM).
