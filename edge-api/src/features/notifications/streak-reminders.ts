import { PUSH_MESSAGES, STREAK_REMINDER_MESSAGES } from '@app/shared/domain/messages/reminders.ts'
import type { NotificationPreferences } from '@app/shared/domain/notification-preferences.ts'
import { localClock, reminderRecipient } from '@app/shared/domain/reminders.ts'
import { dueStreakReminder, streakReminderKey, streakReminderWindowOpen } from '@app/shared/domain/streak-reminder.ts'
import { INITIAL_STREAK, streakAsOf } from '@app/shared/domain/training-streak.ts'
import { streakReminderMail } from '../../mail/streak-reminder-mail.ts'
import { readStreakStates } from '../progress/public.ts'
import { claim, deliverClaimed, handledPeriods, type ReminderDeps, type ReminderRun } from './reminder-claims.ts'
import { stopToken } from './stop-token.ts'

/** A player whose plan includes notifications, as the reminder job reads them. */
export type ReminderPlayer = {
  id: string
  email: string
  firstName: string
  age: number | null
  parentEmail: string | null
  timeZone: string | null
  notificationPreferences: NotificationPreferences
}

/**
 * The streak-at-risk reminders due at `at` (shared/src/domain/streak-reminder.ts says when): among
 * `players`, those in their evening window whose streak, as the dashboard shows it today, ends
 * tonight. Claimed under the day's key like the plan reminders, so it goes once a day whichever
 * instance runs it; only a reminder that goes is claimed, so a player who has trained is simply
 * not due, and one who lets the streak slip later that evening is still reminded.
 */
export async function sendStreakReminders(deps: ReminderDeps, run: ReminderRun, players: readonly ReminderPlayer[], at: number) {
  const now = new Date(at)
  const open = players.map((player) => ({ player, clock: localClock(now, player.timeZone ?? 'UTC') }))
    .filter(({ player, clock }) => streakReminderWindowOpen(player.notificationPreferences, clock))
  if (open.length === 0) return
  const db = deps.database.db
  const done = await handledPeriods(db, [...new Set(open.map((o) => streakReminderKey(o.clock.day)))], at)
  const waiting = open.filter(({ player, clock }) => !done.has(`${player.id} ${streakReminderKey(clock.day)}`))
  // One read for all of them: this runs on the API's thread.
  const streaks = await readStreakStates(db, waiting.map((w) => w.player.id))
  for (const { player, clock } of waiting) {
    const streak = streakAsOf(streaks.get(player.id) ?? INITIAL_STREAK, clock.day)
    const due = dueStreakReminder(player.notificationPreferences, clock, streak)
    const to = reminderRecipient(player)
    if (!due || to === null) continue
    if (!(await claim(deps.database, player.id, due.key, 'sending', at))) continue
    const mail = streakReminderMail({
      to,
      firstName: player.firstName,
      forParent: to !== player.email,
      streak: due.streak,
      origin: deps.publicOrigin,
      stopLink: `${deps.publicOrigin}/app/reminders/stop#token=${stopToken(deps.secretsKey, player.id)}`,
    })
    const push = { title: PUSH_MESSAGES.title, body: STREAK_REMINDER_MESSAGES.push(due.streak), url: '/app/dashboard', tag: due.key }
    await deliverClaimed(deps, run, { userId: player.id, periodKey: due.key }, mail, push)
  }
}
