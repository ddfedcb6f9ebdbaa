import { desc, eq, sql } from 'drizzle-orm'
import type { OutboxMail } from '@app/shared/schemas/health.ts'
import type { Database, Db } from '../db/client.ts'
import { outboxMails } from '../db/schema/index.ts'
import type { Mail, Mailer } from './mail.ts'

/** The development transport: mail is stored and shown at /api/dev/outbox/view; nothing leaves the machine. */
export class OutboxMailer implements Mailer {
  readonly transport = 'outbox' as const
  constructor(private readonly database: Database, private readonly now: () => number) {}

  async send(mail: Mail): Promise<void> {
    const sentAt = this.now()
    await this.database.write((db) => db.insert(outboxMails).values({ id: crypto.randomUUID(), ...mail, sentAt }))
    console.log(`[mail] outbox: "${mail.subject}" to ${mail.to}`)
  }

  /** Stored is delivered: the outbox is the mailbox. */
  deliver(mail: Mail): Promise<void> {
    return this.send(mail)
  }
}

/** Newest first; `to` narrows to one recipient (tests and the dev page use it). */
export async function listOutbox(db: Db, to?: string, limit = 100): Promise<OutboxMail[]> {
  const rows = await db
    .select()
    .from(outboxMails)
    .where(to ? eq(outboxMails.to, to.trim().toLowerCase()) : undefined)
    // rowid breaks ties between mails sent in the same millisecond: newest insert first.
    .orderBy(desc(outboxMails.sentAt), desc(sql`rowid`))
    .limit(limit)
  return rows.map((r) => ({ id: r.id, to: r.to, subject: r.subject, text: r.text, sentAt: new Date(r.sentAt).toISOString() }))
}
