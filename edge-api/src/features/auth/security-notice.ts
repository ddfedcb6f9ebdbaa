import type { AppDeps } from '../../app-deps.ts'
import { type SecurityEvent, securityNoticeMail } from '../../mail/templates.ts'

/**
 * Mails the owner after a change that decides who can get into the account, once it is committed.
 * The mail is the record the owner sees: there is no account-level audit table (the audit trail
 * in family_audit_log is per family, and these changes are the person's own).
 */
export async function notifyOwner(
  deps: AppDeps,
  user: { email: string; first_name: string },
  event: SecurityEvent,
  at: number,
): Promise<void> {
  await deps.mailer.send(securityNoticeMail(user.email, user.first_name, event, at, deps.config.publicOrigin))
}
