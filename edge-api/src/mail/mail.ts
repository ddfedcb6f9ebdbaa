import type { MailConfig } from '../config.ts'

export type Mail = { to: string; subject: string; text: string }

/** Where mail goes: the development outbox or a real provider, chosen by MAIL_TRANSPORT alone. */
export interface Mailer {
  readonly transport: MailConfig['transport']
  /** Hands the mail over and returns at once (a request must not wait on, or reveal, delivery). */
  send(mail: Mail): Promise<void>
  /** Returns once the transport took the mail, or throws: for background jobs that retry. */
  deliver(mail: Mail): Promise<void>
}
