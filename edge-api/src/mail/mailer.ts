import type { MailConfig } from '../config.ts'
import type { Database } from '../db/client.ts'
import { HttpMailer } from './http-mailer.ts'
import { OutboxMailer } from './outbox-mailer.ts'

export type Mail = { to: string; subject: string; text: string }

/** Where mail goes: the development outbox or a real provider, chosen by MAIL_TRANSPORT alone. */
export interface Mailer {
  readonly transport: MailConfig['transport']
  send(mail: Mail): Promise<void>
}

export function createMailer(config: MailConfig, database: Database, now: () => number): Mailer {
  return config.transport === 'http' ? new HttpMailer(config) : new OutboxMailer(database, now)
}
