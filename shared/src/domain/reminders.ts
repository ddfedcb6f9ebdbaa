import { addDays, type CalendarDay, todayIn } from './calendar-day.ts'
import { CONSENT_AGE } from './family/parental-consent.ts'
import type { NotificationFrequency, NotificationPreferences } from './notification-preferences.ts'

/**
 * When reminders go out and what each frequency means (docs/features/notifications.md lists daily, weekly and custom and
 * no more): the API sends by these rules and the settings panel describes them with the same words.
 * Times are the player's own, in the time zone stored on the account.
 */
export const REMINDER_SCHEDULE: Record<NotificationFrequency, { hour: number; lookBackDays: number; hint: string }> = {
  daily: { hour: 7, lookBackDays: 1, hint: "Each morning there is something planned or due: the day's sessions and deadlines." },
  weekly: { hour: 7, lookBackDays: 7, hint: 'Monday mornings: the sessions and deadlines of the week ahead.' },
  custom: { hour: 18, lookBackDays: 1, hint: 'The evening before a planned session or a deadline.' },
}

/**
 * What each reminder kind covers (the settings panel's hints): practice and milestone reminders are
 * the player's own plan, and practice reminders also the evening nudge when a streak is at risk
 * (streak-reminder.ts, whatever the frequency); communication is, for a family admin, what the
 * children did since the last reminder (the family feed's items, lookBackDays back).
 */
export const REMINDER_TRIGGER_HINT =
  "Practice: sessions you planned, and a nudge on an evening your streak is at risk. Milestones: goals coming due. Communication: for a family's admin, what the children did since the last reminder."

/** How far back a reminder's family news reaches, in ms. */
export const lookBackMs = (frequency: NotificationFrequency) => REMINDER_SCHEDULE[frequency].lookBackDays * 86_400_000

/** The player's local day, hour (0-23) and ISO weekday (1 Monday … 7 Sunday). */
export type LocalClock = { day: CalendarDay; hour: number; weekday: number }

export function localClock(now: Date, timeZone: string): LocalClock {
  const day = todayIn(now, timeZone)
  const hour = Number(new Intl.DateTimeFormat('en-US', { timeZone, hour: '2-digit', hourCycle: 'h23' }).format(now))
  // The weekday of a calendar day does not depend on the zone once the day is known.
  const weekday = ((new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7) + 1
  return { day, hour, weekday }
}

/** One reminder: the days it covers, and the key that makes it go out once per player. */
export type ReminderWindow = { key: string; from: CalendarDay; to: CalendarDay; title: string }

/**
 * The reminder due at this moment under these preferences, or null. Daily: today, from 07:00.
 * Weekly: the rest of this week (to Sunday), from Monday 07:00; a week's reminder still goes out
 * later that week if Monday's was missed (the server was down, the player just turned it on).
 * Custom: tomorrow, from 18:00. Nothing while notifications, email or every reminder kind is off.
 */
export function dueReminder(preferences: NotificationPreferences, clock: LocalClock): ReminderWindow | null {
  const { enabled, methods, triggers, frequency } = preferences
  const anyTrigger = triggers.practiceReminders || triggers.milestoneReminders || triggers.communicationNotifications
  if (!enabled || !methods.email || !anyTrigger) return null
  if (clock.hour < REMINDER_SCHEDULE[frequency].hour && !(frequency === 'weekly' && clock.weekday > 1)) return null
  if (frequency === 'daily') return { key: `daily:${clock.day}`, from: clock.day, to: clock.day, title: 'Today' }
  if (frequency === 'weekly') {
    const monday = addDays(clock.day, 1 - clock.weekday)
    return { key: `weekly:${monday}`, from: clock.day, to: addDays(monday, 6), title: 'This week' }
  }
  const tomorrow = addDays(clock.day, 1)
  return { key: `evening:${clock.day}`, from: tomorrow, to: tomorrow, title: 'Tomorrow' }
}

/**
 * Who reads a player's reminders: the player, or for a child under 13 the parent's address given at
 * sign-up (notifications go to the parent; COPPA: a young child's account is the parent's).
 */
export function reminderRecipient(person: { email: string; age: number | null; parentEmail: string | null }): string | null {
  // Only players give an age (docs/features/account-and-security.md), so an age under 13 is always a child's account.
  return person.age !== null && person.age < CONSENT_AGE ? person.parentEmail : person.email
}
