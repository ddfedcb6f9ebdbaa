import { and, eq, gt, isNull, lte, or } from 'drizzle-orm'
import { CONSENT_TEXT, CONSENT_TEXT_VERSION, CONSENT_VALID_MS } from '@app/shared/domain/family/parental-consent.ts'
import { hashToken, newToken } from '../../auth/tokens.ts'
import type { Database, Tx } from '../../db/client.ts'
import { childLinkRequests, familyInvitations, outboxMails, parentalConsents, users } from '../../db/schema/index.ts'
import type { Mailer } from '../../mail/mailer.ts'
import { parentalConsentMail } from '../../mail/family-templates.ts'

/** Records the pending consent and returns the raw token for the parent's link (stored hashed). */
export async function requestConsent(tx: Tx, childUserId: string, parentEmail: string, at: number): Promise<string> {
  const token = newToken()
  await tx.insert(parentalConsents).values({
    id: crypto.randomUUID(), childUserId, parentEmail, tokenHash: hashToken(token), expiresAt: at + CONSENT_VALID_MS, createdAt: at,
  })
  return token
}

export function consentLink(publicOrigin: string, token: string): string {
  return new URL(`/app/family/consent#token=${token}`, publicOrigin).href
}

export async function sendConsentMail(mailer: Mailer, publicOrigin: string, parentEmail: string, childFirstName: string, token: string) {
  await mailer.send(parentalConsentMail(parentEmail, childFirstName, consentLink(publicOrigin, token)))
}

/** The open consent a link names, with the child it is for. */
export async function findOpenConsent(db: Database['db'] | Tx, token: string, at: number) {
  const [row] = await db.select({ consent: parentalConsents, child: { id: users.id, firstName: users.firstName, lastName: users.lastName, age: users.age, email: users.email } })
    .from(parentalConsents).innerJoin(users, eq(users.id, parentalConsents.childUserId))
    .where(and(eq(parentalConsents.tokenHash, hashToken(token)), isNull(parentalConsents.approvedAt), gt(parentalConsents.expiresAt, at)))
  return row ?? null
}

/** Marks a consent given by `parentId` with the exact words shown; the child may sign in from now on. */
export async function approveConsent(tx: Tx, consentId: string, childUserId: string, parentId: string, at: number): Promise<boolean> {
  const done = await tx.update(parentalConsents).set({ approvedAt: at, approvedBy: parentId, consentText: `[${CONSENT_TEXT_VERSION}] ${CONSENT_TEXT}` })
    .where(and(eq(parentalConsents.id, consentId), isNull(parentalConsents.approvedAt))).returning({ id: parentalConsents.id })
  if (done.length === 0) return false
  await tx.update(users).set({ consentStatus: 'approved', updatedAt: at }).where(eq(users.id, childUserId))
  return true
}

/**
 * Deletes every child account whose parent did not approve within 7 days, with every row that names
 * it: its own data goes by cascade; link requests and invitations addressed to its email, and the
 * development outbox's mails about it, are deleted here. Returns how many accounts went.
 */
export async function purgeExpiredConsents(database: Database, at: number): Promise<number> {
  return database.transaction(async (tx) => {
    const expired = await tx.select({ id: users.id, email: users.email, firstName: users.firstName, parentEmail: parentalConsents.parentEmail }).from(parentalConsents)
      .innerJoin(users, eq(users.id, parentalConsents.childUserId))
      .where(and(isNull(parentalConsents.approvedAt), lte(parentalConsents.expiresAt, at), eq(users.consentStatus, 'pending')))
    for (const child of expired) {
      await tx.delete(childLinkRequests).where(or(eq(childLinkRequests.childEmail, child.email), eq(childLinkRequests.childUserId, child.id)))
      await tx.delete(familyInvitations).where(eq(familyInvitations.invitedEmail, child.email))
      await tx.delete(outboxMails).where(or(eq(outboxMails.to, child.email), and(eq(outboxMails.to, child.parentEmail), eq(outboxMails.subject, parentalConsentMail('', child.firstName, '').subject))))
      await tx.delete(users).where(eq(users.id, child.id))
    }
    return expired.length
  })
}
