import { and, desc, eq, gt, isNotNull, isNull, lte, or } from 'drizzle-orm'
import {
  CONSENT_TEXT,
  CONSENT_TEXT_VERSION,
  CONSENT_VALID_MS,
  consentCoversUntil,
  type ConsentRecord,
} from '@app/shared/domain/family/parental-consent.ts'
import { hashToken, newToken } from '../auth/public.ts'
import type { Database, Tx } from '../../db/client.ts'
import { childLinkRequests, familyInvitations, outboxMails, parentalConsents, users } from '../../db/schema/index.ts'
import type { Mailer } from '../../mail/mailer.ts'
import { parentalConsentMail } from '../../mail/family-templates.ts'

/** Records the pending consent and returns the raw token for the parent's link (stored hashed). */
export async function requestConsent(tx: Tx, childUserId: string, parentEmail: string, at: number): Promise<string> {
  const token = newToken()
  await tx.insert(parentalConsents).values({
    id: crypto.randomUUID(),
    childUserId,
    parentEmail,
    tokenHash: hashToken(token),
    expiresAt: at + CONSENT_VALID_MS,
    createdAt: at,
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
  const [row] = await db.select({
    consent: parentalConsents,
    child: { id: users.id, firstName: users.firstName, lastName: users.lastName, age: users.age, email: users.email },
  })
    .from(parentalConsents).innerJoin(users, eq(users.id, parentalConsents.childUserId))
    .where(and(eq(parentalConsents.tokenHash, hashToken(token)), isNull(parentalConsents.approvedAt), gt(parentalConsents.expiresAt, at)))
  return row ?? null
}

/**
 * Marks a consent given by `parentId` with the exact words shown; the child may sign in from now on.
 * The consent covers the child until 13 by the age they gave at sign-up, which they could not have
 * changed since (a pending child cannot sign in).
 */
export async function approveConsent(tx: Tx, consentId: string, childUserId: string, parentId: string, at: number): Promise<boolean> {
  const [child] = await tx.select({ age: users.age, askedAt: parentalConsents.createdAt }).from(parentalConsents)
    .innerJoin(users, eq(users.id, parentalConsents.childUserId)).where(eq(parentalConsents.id, consentId))
  if (!child) return false
  const done = await tx.update(parentalConsents)
    .set({
      approvedAt: at,
      approvedBy: parentId,
      consentText: `[${CONSENT_TEXT_VERSION}] ${CONSENT_TEXT}`,
      coversUntil: consentCoversUntil(child.askedAt, { age: child.age }),
    })
    .where(and(eq(parentalConsents.id, consentId), isNull(parentalConsents.approvedAt))).returning({ id: parentalConsents.id })
  if (done.length === 0) return false
  await tx.update(users).set({ consentStatus: 'approved', updatedAt: at }).where(eq(users.id, childUserId))
  return true
}

/**
 * A parent who creates their child's account gives consent by doing so: recorded as an approved
 * consent row like a mailed approval (its token is random and never sent), so one rule reads both.
 */
export async function recordCreatedChildConsent(
  tx: Tx,
  child: { id: string; age: number | null; birthDate: string | null },
  parent: { id: string; email: string },
  at: number,
): Promise<void> {
  await tx.insert(parentalConsents).values({
    id: crypto.randomUUID(),
    childUserId: child.id,
    parentEmail: parent.email,
    tokenHash: hashToken(newToken()),
    // The link is born expired: this consent was given by creating the account, not by a mail.
    expiresAt: at,
    coversUntil: consentCoversUntil(at, { age: child.age, birthDate: child.birthDate }),
    approvedAt: at,
    approvedBy: parent.id,
    consentText: `[${CONSENT_TEXT_VERSION}] ${CONSENT_TEXT}`,
    createdAt: at,
  })
}

/**
 * What was recorded about a person's parental consent: their consent status and the newest approved
 * consent (who gave it, and until when it covers them). Read by isProtectedChild, the one rule.
 */
export async function consentRecord(db: Database['db'] | Tx, userId: string): Promise<ConsentRecord | null> {
  const [row] = await db.select({
    consentStatus: users.consentStatus,
    approvedBy: parentalConsents.approvedBy,
    coveredUntil: parentalConsents.coversUntil,
  })
    .from(users).leftJoin(parentalConsents, and(eq(parentalConsents.childUserId, users.id), isNotNull(parentalConsents.approvedAt)))
    .where(eq(users.id, userId)).orderBy(desc(parentalConsents.approvedAt)).limit(1)
  return row ?? null
}

/**
 * Deletes every child account whose parent did not approve within 7 days, with every row that names
 * it: its own data goes by cascade; link requests and invitations addressed to its email, and the
 * development outbox's mails about it, are deleted here. Returns how many accounts went.
 */
export async function purgeExpiredConsents(database: Database, at: number): Promise<number> {
  return database.transaction(async (tx) => {
    const expired = await tx.select({
      id: users.id,
      email: users.email,
      firstName: users.firstName,
      parentEmail: parentalConsents.parentEmail,
    }).from(parentalConsents)
      .innerJoin(users, eq(users.id, parentalConsents.childUserId))
      .where(and(isNull(parentalConsents.approvedAt), lte(parentalConsents.expiresAt, at), eq(users.consentStatus, 'pending')))
    for (const child of expired) {
      await tx.delete(childLinkRequests).where(
        or(eq(childLinkRequests.childEmail, child.email), eq(childLinkRequests.childUserId, child.id)),
      )
      await tx.delete(familyInvitations).where(eq(familyInvitations.invitedEmail, child.email))
      await tx.delete(outboxMails).where(
        or(
          eq(outboxMails.to, child.email),
          and(eq(outboxMails.to, child.parentEmail), eq(outboxMails.subject, parentalConsentMail('', child.firstName, '').subject)),
        ),
      )
      await tx.delete(users).where(eq(users.id, child.id))
    }
    return expired.length
  })
}
