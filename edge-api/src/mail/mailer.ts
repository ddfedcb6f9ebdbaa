import type { MailConfig } from '../config.ts'
import type { Database } from '../db/client.ts'
import { HttpMailer } from './http-mailer.ts'
import { OutboxMailer } from './outbox-mailer.ts'

export type Mail = { to: string; subject: string; text: string }

/** Where mail goes: the development outbox or a real provider, chosen by MAIL_TRANSPORT alone. */
export interface Mailer {
  readonly transport: MailConfig['transport']
  /** Hands the mail over and returns at once (a request must not wait on, or reveal, delivery). */
  send(mail: Mail): Promise<void>
  /** Returns once the transport took the mail, or throws: for background jobs that retry. */
  deliver(mail: Mail): Promise<void>
}

export function createMailer(config: MailConfig, database: Database, now: () => number): Mailer {
  return config.transport === 'http' ? new HttpMailer(config) : new OutboxMailer(database, now)
}
