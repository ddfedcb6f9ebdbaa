import { OutboxMailer } from '../../mail/outbox-mailer.ts'
import { type PushEndpoint, startPushEndpoint } from '../../test-support/push-endpoint.ts'
import type { TestApp } from '../../test-support/test-app.ts'
import { HttpPushSender } from '../push/public.ts'
import { sendDueReminders } from './send-reminders.ts'

/** The reminders job as main.ts runs it at `when`, its pushes going to the tests' own push service. */
export const runRemindersAt = (t: TestApp, endpoint: PushEndpoint, when: number) =>
  sendDueReminders({
    database: t.database,
    mailer: new OutboxMailer(t.database, () => when),
    push: new HttpPushSender(t.config.vapid, endpoint.fetcher),
    publicOrigin: 'https://pitchpath.example',
    secretsKey: t.config.secretsKey,
  }, when)

/** Runs `fn` with a local push service that is closed afterwards, whatever `fn` does. */
export async function withPushEndpoint(fn: (endpoint: PushEndpoint) => Promise<void>) {
  const endpoint = await startPushEndpoint()
  try {
    await fn(endpoint)
  } finally {
    await endpoint.close()
  }
}
