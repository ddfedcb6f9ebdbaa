import type { MailConfig } from '../config.ts'
import type { Mailer } from './mail.ts'
import type { Database } from '../db/client.ts'
import { HttpMailer } from './http-mailer.ts'
import { OutboxMailer } from './outbox-mailer.ts'

export type { Mail, Mailer } from './mail.ts'

export function createMailer(config: MailConfig, database: Database, now: () => number): Mailer {
  return config.transport === 'http' ? new HttpMailer(config) : new OutboxMailer(database, now)
}
