import { and, asc, eq, gte, inArray, lt, lte, max, ne, notLike, sql } from 'drizzle-orm'
import { PAID_FEATURES } from '@app/shared/domain/billing/tier-features.ts'
import { todayIn } from '@app/shared/domain/calendar-day.ts'
import { STREAK_KEY_PREFIX } from '@app/shared/domain/streak-reminder.ts'
import { dueReminder, localClock, lookBackMs, reminderRecipient, type ReminderWindow } from '@app/shared/domain/reminders.ts'
import type { Database, Db } from '../../db/client.ts'
import { goals, plannedSessions, remindersSent, users } from '../../db/schema/index.ts'
import { type FamilyNewsLine, type ReminderDeadline, reminderMail, type ReminderSession } from '../../mail/reminder-mail.ts'
import { familyNews, waitingApprovals } from './family-news.ts'
import { stopToken } from './stop-token.ts'
import { reminderPush } from './push-text.ts'
import { claim, deliverClaimed, handledPeriods, type ReminderDeps, type ReminderRun } from './reminder-claims.ts'
import { sendStreakReminders } from './streak-reminders.ts'

export { REMINDER_CLAIM_LEASE_MS, type ReminderDeps, type ReminderRun } from './reminder-claims.ts'

/**
 * Sends every reminder due at `at` (shared/src/domain/reminders.ts says when, by each player's own
 * clock): the sessions planned and the goals due in its window, and for a family admin what the
 * children did since the last reminder and their goals still waiting for approval, to players whose plan includes notifications (the rule the
 * settings route refuses by). Each period is claimed in the database before its mail leaves, so
 * several API instances never send one reminder twice; a mail the transport refuses gives its claim
 * back, and the next run tries again. A claim whose delivery is never confirmed (the process died
 * mid-send) is taken over after REMINDER_CLAIM_LEASE_MS: a reminder may then, rarely, go twice,
 * rather than never.
 */
export async function sendDueReminders(deps: ReminderDeps, at: number): Promise<ReminderRun> {
  const run: ReminderRun = { sent: 0, nothingDue: 0, failed: 0 }
  const now = new Date(at)
  const db = deps.database.db
  const players = await playersWithNotifications(db)
  const due = players.map((player) => ({ player, timeZone: player.timeZone ?? 'UTC' }))
    .map((p) => ({ ...p, window: dueReminder(p.player.notificationPreferences, localClock(now, p.timeZone)) }))
  // One read for every period already handled, not one per player: this runs on the API's thread.
  const done = await handledPeriods(db, [...new Set(due.flatMap((d) => (d.window ? [d.window.key] : [])))], at)
  for (const { player, timeZone, window } of due) {
    if (!window || done.has(`${player.id} ${window.key}`)) continue
    const to = reminderRecipient(player)
    const { frequency, triggers } = player.notificationPreferences
    const sessions = triggers.practiceReminders ? await sessionsIn(db, player.id, window) : []
    const deadlines = triggers.milestoneReminders ? await deadlinesIn(db, player.id, window) : []
    // Since the last reminder mailed, at most one period back: nothing is told twice.
    const since = Math.max(at - lookBackMs(frequency), await lastSentAt(db, player.id))
    const family: FamilyNewsLine[] = triggers.communicationNotifications
      ? (await familyNews(db, player.id, since, at)).map((i) => ({
        memberName: i.memberName,
        description: i.description,
        day: todayIn(new Date(i.at), timeZone),
      }))
      : []
    const waiting = triggers.communicationNotifications ? await waitingApprovals(db, player.id, at) : []
    const something = to !== null && sessions.length + deadlines.length + family.length + waiting.length > 0
    if (!(await claim(deps.database, player.id, window.key, something ? 'sending' : 'nothing_due', at))) continue
    if (!something) {
      run.nothingDue++
      continue
    }
    const stopLink = `${deps.publicOrigin}/app/reminders/stop#token=${stopToken(deps.secretsKey, player.id)}`
    const mail = reminderMail({
      to,
      firstName: player.firstName,
      forParent: to !== player.email,
      window,
      sessions,
      deadlines,
      family,
      waiting,
      origin: deps.publicOrigin,
      stopLink,
    })
    const counts = { sessions: sessions.length, deadlines: deadlines.length, family: family.length, waiting: waiting.length }
    await deliverClaimed(deps, run, { userId: player.id, periodKey: window.key }, mail, reminderPush(window, counts))
  }
  await sendStreakReminders(deps, run, players, at)
  return run
}

/** Players whose plan includes notifications; a child still waiting for a parent's approval is not one. */
function playersWithNotifications(db: Db) {
  return db
    .select({
      id: users.id,
      email: users.email,
      firstName: users.firstName,
      age: users.age,
      parentEmail: users.parentEmail,
      timeZone: users.timeZone,
      notificationPreferences: users.notificationPreferences,
    })
    .from(users)
    .where(and(
      inArray(users.subscriptionTier, [...PAID_FEATURES.notifications.tiers]),
      ne(users.consentStatus, 'pending'),
      // Switched off or no email: not read at all (dueReminder would say no to each).
      sql`json_extract(${users.notificationPreferences}, '$.enabled') = 1`,
      sql`json_extract(${users.notificationPreferences}, '$.methods.email') = 1`,
    ))
}

/** Open sessions planned for the player's active goals in the window, soonest first. */
function sessionsIn(db: Db, userId: string, window: ReminderWindow): Promise<ReminderSession[]> {
  return db
    .select({
      sessionDate: plannedSessions.sessionDate,
      startTime: plannedSessions.startTime,
      duration: plannedSessions.duration,
      notes: plannedSessions.notes,
      goalTitle: goals.title,
    })
    .from(plannedSessions)
    .innerJoin(goals, eq(goals.id, plannedSessions.goalId))
    .where(and(
      eq(plannedSessions.userId, userId),
      eq(plannedSessions.completed, false),
      eq(goals.status, 'active'),
      gte(plannedSessions.sessionDate, window.from),
      lte(plannedSessions.sessionDate, window.to),
    ))
    .orderBy(asc(plannedSessions.sessionDate), asc(plannedSessions.startTime))
}

/** The player's active goals whose target date falls in the window, soonest first. */
function deadlinesIn(db: Db, userId: string, window: ReminderWindow): Promise<ReminderDeadline[]> {
  return db
    .select({ targetDate: goals.targetDate, title: goals.title, pillar: goals.pillar })
    .from(goals)
    .where(and(eq(goals.userId, userId), eq(goals.status, 'active'), gte(goals.targetDate, window.from), lte(goals.targetDate, window.to)))
    .orderBy(asc(goals.targetDate), asc(goals.title)) as Promise<ReminderDeadline[]>
}

/** Rows older than any period a run can meet (a week) or a look-back can reach: the hourly housekeeping drops them. */
export const REMINDER_LOG_DAYS = 35

export async function pruneReminderLog(database: Database, at: number): Promise<number> {
  const gone = await database.write((db) =>
    db.delete(remindersSent).where(lt(remindersSent.createdAt, at - REMINDER_LOG_DAYS * 86_400_000)).returning({
      userId: remindersSent.userId,
    })
  )
  return gone.length
}

/** When the player's last plan reminder was mailed (0: never); a streak reminder carries no family news, so it does not count. */
async function lastSentAt(db: Db, userId: string): Promise<number> {
  const [row] = await db.select({ at: max(remindersSent.createdAt) }).from(remindersSent).where(
    and(eq(remindersSent.userId, userId), eq(remindersSent.outcome, 'sent'), notLike(remindersSent.periodKey, `${STREAK_KEY_PREFIX}%`)),
  )
  return row?.at ?? 0
}
