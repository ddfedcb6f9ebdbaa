import type { CalendarDay } from './calendar-day.ts'
import type { NotificationPreferences } from './notification-preferences.ts'
import type { LocalClock } from './reminders.ts'
import type { StreakView } from './training-streak.ts'

/**
 * The streak-at-risk reminder (docs/features/notifications.md, "Streak at risk"): on an evening
 * when a player's streak ends tonight unless they train or mark a rest day, one nudge, by the
 * player's own clock.
 * - From 18:00, the hour of the evening-before reminder, and not from 22:00: a child's phone at
 *   night is no place for it. A run missed in that window (the server was down) sends nothing late.
 * - A streak of at least 2 days: a 1-day streak has little to lose, and nagging a player who
 *   trained once yesterday every evening would teach them to turn reminders off.
 * - "At risk" is the dashboard's own rule (streakAsOf's atRisk): not trained or rested today, and
 *   no freeze left to cover today. A player whose freeze would cover tonight is not at risk.
 * - It is a practice reminder: the practice reminders switch turns it off with the planned sessions.
 *   It does not follow the frequency, which is about the digest of plans: a streak is daily.
 */
export const STREAK_REMINDER = { fromHour: 18, untilHour: 22, minStreak: 2 } as const

/** Begins every streak reminder's key in reminders_sent (family news counts from the plan reminders only). */
export const STREAK_KEY_PREFIX = 'streak:'

/** The reminder's claim key: one a player and day (reminders_sent). */
export const streakReminderKey = (day: CalendarDay) => `${STREAK_KEY_PREFIX}${day}`

/** Whether this evening's hour is in the window, and the player's switches let the reminder go at all. */
export function streakReminderWindowOpen(preferences: NotificationPreferences, clock: LocalClock): boolean {
  const { enabled, methods, triggers } = preferences
  if (!enabled || !methods.email || !triggers.practiceReminders) return false
  return clock.hour >= STREAK_REMINDER.fromHour && clock.hour < STREAK_REMINDER.untilHour
}

/**
 * The streak reminder due for this player now, or null: `streak` is streakAsOf(state, clock.day),
 * the same view the dashboard's streak card shows.
 */
export function dueStreakReminder(
  preferences: NotificationPreferences,
  clock: LocalClock,
  streak: Pick<StreakView, 'current' | 'atRisk'>,
): { key: string; day: CalendarDay; streak: number } | null {
  if (!streakReminderWindowOpen(preferences, clock)) return null
  if (!streak.atRisk || streak.current < STREAK_REMINDER.minStreak) return null
  return { key: streakReminderKey(clock.day), day: clock.day, streak: streak.current }
}
