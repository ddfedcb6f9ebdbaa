import { and, eq, getTableColumns, inArray, or, type SQL, sql } from 'drizzle-orm'
import type { SQLiteColumn, SQLiteTable } from 'drizzle-orm/sqlite-core'
import type { Db, Tx } from '../../db/client.ts'
import {
  accountEvents,
  achievements,
  checkouts,
  childLinkRequests,
  clientActions,
  dailyChallengeAnswers,
  dailyCheckins,
  familyAccounts,
  familyAuditLog,
  familyInvitations,
  familyMembers,
  gameAnswers,
  gameItemHistory,
  gamePlays,
  gameResults,
  goals,
  goalTemplates,
  journeyMilestones,
  linkCodeAttempts,
  mindsetEntries,
  outboxMails,
  parentalConsents,
  passwordResetTokens,
  plannedSessions,
  playerLevels,
  pushSubscriptions,
  rateLimits,
  recoveryCodes,
  remindersSent,
  secondFactors,
  sessions,
  skillProgress,
  subscriptions,
  teamCheers,
  teamDrillAssignments,
  teamGroups,
  teamMembers,
  trainingLogs,
  trainingStreaks,
  userBadges,
  users,
  weeklyPlans,
  weeklyPlanSessions,
} from '../../db/schema/index.ts'

/**
 * Every table with rows that name a person, how to find them, and which columns never leave the
 * server (secrets: hashes, codes, client secrets). One list serves the export and the deletion, and
 * personal-data.test.ts proves no table that references users is missing from it.
 */
type Source = {
  table: SQLiteTable
  /** Rows about this person. */
  where: (person: Person) => SQL | undefined
  /** Columns left out of the export. */
  secret?: string[]
  /** Not exported at all (only deleted): one-time tokens. */
  internal?: boolean
}
export type Person = { id: string; email: string; firstName: string; lastName: string; parentEmail: string | null }

const byUser = (column: SQLiteColumn) => (p: Person) => eq(column, p.id)
// instr, not LIKE: '_' in an email is a LIKE wildcard and would match other people's text.
const mentions = (column: SQLiteColumn, text: string) => sql`instr(${column}, ${text}) > 0`

export const PERSONAL_DATA: Record<string, Source> = {
  account: { table: users, where: byUser(users.id), secret: ['passwordHash'] },
  sessions: { table: sessions, where: byUser(sessions.userId), secret: ['id', 'publicId'] },
  account_events: { table: accountEvents, where: byUser(accountEvents.userId) },
  password_reset_tokens: { table: passwordResetTokens, where: byUser(passwordResetTokens.userId), internal: true },
  two_step_sign_in: { table: secondFactors, where: byUser(secondFactors.userId), secret: ['secret', 'lastCounter'] },
  recovery_codes: { table: recoveryCodes, where: byUser(recoveryCodes.userId), internal: true },
  goals: { table: goals, where: byUser(goals.userId) },
  planned_sessions: { table: plannedSessions, where: byUser(plannedSessions.userId) },
  goal_templates: { table: goalTemplates, where: byUser(goalTemplates.userId) },
  mindset_entries: { table: mindsetEntries, where: byUser(mindsetEntries.userId) },
  training_logs: { table: trainingLogs, where: byUser(trainingLogs.userId) },
  weekly_plans: { table: weeklyPlans, where: byUser(weeklyPlans.userId) },
  weekly_plan_sessions: { table: weeklyPlanSessions, where: byUser(weeklyPlanSessions.userId) },
  player_level: { table: playerLevels, where: byUser(playerLevels.userId) },
  training_streak: { table: trainingStreaks, where: byUser(trainingStreaks.userId) },
  skill_progress: { table: skillProgress, where: byUser(skillProgress.userId) },
  badges: { table: userBadges, where: byUser(userBadges.userId) },
  daily_check_ins: { table: dailyCheckins, where: byUser(dailyCheckins.userId) },
  // The stored answers to check-ins and rest days sent with a client id: copies, not new data.
  client_actions: { table: clientActions, where: byUser(clientActions.userId), internal: true },
  journey_milestones: { table: journeyMilestones, where: byUser(journeyMilestones.userId) },
  game_plays: { table: gamePlays, where: byUser(gamePlays.userId) },
  game_answers: {
    table: gameAnswers,
    where: (p) => sql`${gameAnswers.playId} in (select ${gamePlays.id} from ${gamePlays} where ${gamePlays.userId} = ${p.id})`,
  },
  game_results: { table: gameResults, where: byUser(gameResults.userId) },
  game_item_history: { table: gameItemHistory, where: byUser(gameItemHistory.userId) },
  achievements: { table: achievements, where: byUser(achievements.userId) },
  daily_challenge: { table: dailyChallengeAnswers, where: byUser(dailyChallengeAnswers.userId) },
  subscriptions: { table: subscriptions, where: byUser(subscriptions.userId) },
  checkouts: { table: checkouts, where: byUser(checkouts.userId), secret: ['clientSecret'] },
  families_administered: { table: familyAccounts, where: byUser(familyAccounts.primaryAccountId) },
  family_membership: { table: familyMembers, where: byUser(familyMembers.userId) },
  family_invitations: {
    table: familyInvitations,
    where: (p) =>
      or(eq(familyInvitations.invitedBy, p.id), eq(familyInvitations.usedBy, p.id), eq(familyInvitations.invitedEmail, p.email)),
    secret: ['inviteCode'],
  },
  child_link_requests: {
    table: childLinkRequests,
    where: (p) =>
      or(eq(childLinkRequests.parentUserId, p.id), eq(childLinkRequests.childUserId, p.id), eq(childLinkRequests.childEmail, p.email)),
    secret: ['verificationCode'],
  },
  // A link request is logged before the child's id is known: its metadata holds the email instead.
  family_audit_log: {
    table: familyAuditLog,
    where: (p) => or(eq(familyAuditLog.parentId, p.id), eq(familyAuditLog.childId, p.id), mentions(familyAuditLog.metadata, p.email)),
  },
  parental_consents: {
    table: parentalConsents,
    where: (p) => or(eq(parentalConsents.childUserId, p.id), eq(parentalConsents.approvedBy, p.id)),
    secret: ['tokenHash'],
  },
  link_code_attempts: { table: linkCodeAttempts, where: byUser(linkCodeAttempts.userId) },
  // Team groups (docs/features/family.md "Team groups and the weekly league"): a coach's groups go
  // with their account, and so do a person's memberships and every cheer they sent or received.
  team_groups_coached: { table: teamGroups, where: byUser(teamGroups.createdBy), secret: ['joinCode'] },
  team_memberships: { table: teamMembers, where: (p) => or(eq(teamMembers.userId, p.id), eq(teamMembers.approvedBy, p.id)) },
  team_cheers: { table: teamCheers, where: (p) => or(eq(teamCheers.fromUserId, p.id), eq(teamCheers.toUserId, p.id)) },
  team_drill_assignments: { table: teamDrillAssignments, where: byUser(teamDrillAssignments.assignedBy) },
  // Which reminders went out (a period a row), so the download shows what was mailed and when.
  reminders_sent: { table: remindersSent, where: byUser(remindersSent.userId) },
  // The devices that take push reminders; the auth secret is the device's own key material.
  push_subscriptions: { table: pushSubscriptions, where: byUser(pushSubscriptions.userId), secret: ['auth'] },
  // What the sign-in and reset limits counted against this email or account (http/rate-limiter.ts
  // keys, features/auth/sign-in-attempts.ts): counters, not history, so deleted and not exported.
  rate_limits: {
    table: rateLimits,
    internal: true,
    where: (p) =>
      or(
        inArray(rateLimits.key, [`sign-in:email:${p.email}`, `reset:email:${p.email}`, `confirm:account:${p.id}`]),
        mentions(rateLimits.key, `sign-in:device:${p.id}:`),
      ),
  },
  // The development mail transport's copies: mail to this person, mail that names them in full, and
  // mail to their parent's address about them (a consent request names only the first name).
  // Deleted, not exported: they hold live links (a password reset), and in production mail has
  // already left for the person's own mailbox.
  mail: {
    table: outboxMails,
    internal: true,
    where: (p) =>
      or(
        eq(outboxMails.to, p.email),
        mentions(outboxMails.text, `${p.firstName} ${p.lastName}`),
        mentions(outboxMails.text, p.email),
        p.parentEmail ? and(eq(outboxMails.to, p.parentEmail), mentions(outboxMails.text, p.firstName)) : undefined,
      ),
  },
}

/** Everything stored about a person, secrets left out, as one JSON-ready object. */
export async function exportPersonalData(db: Db | Tx, person: Person, at: number): Promise<Record<string, unknown>> {
  const sections: Record<string, unknown> = {}
  for (const [name, source] of Object.entries(PERSONAL_DATA)) {
    if (source.internal) continue
    const { secret = [] } = source
    // Keyed by the database's snake_case names, as the rest of the API's JSON is.
    const columns = Object.fromEntries(
      Object.entries(getTableColumns(source.table)).filter(([key]) => !secret.includes(key)).map(([, column]) => [column.name, column]),
    )
    const rows = await db.select(columns).from(source.table).where(source.where(person))
    sections[name] = name === 'account' ? rows[0] : rows
  }
  return { format: 'pitchpath-personal-data', version: 1, exported_at: new Date(at).toISOString(), ...sections }
}

/**
 * Removes a person, in the caller's transaction. Deleting the users row cascades to every table
 * owned by them; what others keep is anonymised first: the family trail loses the names in its
 * metadata (its ids go to NULL by the foreign keys), and invitations, link requests and mail
 * addressed to this person, and what the limits counted against them, are deleted.
 */
export async function erasePerson(tx: Tx, person: Person): Promise<void> {
  const { family_audit_log, family_invitations, child_link_requests, mail, rate_limits } = PERSONAL_DATA
  await tx.update(familyAuditLog).set({ metadata: {} }).where(family_audit_log.where(person))
  await tx.delete(familyInvitations).where(family_invitations.where(person))
  await tx.delete(childLinkRequests).where(child_link_requests.where(person))
  await tx.delete(outboxMails).where(mail.where(person))
  await tx.delete(rateLimits).where(rate_limits.where(person))
  await tx.delete(users).where(eq(users.id, person.id))
}
