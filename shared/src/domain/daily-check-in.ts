import { type CalendarDay, daysBetween } from './calendar-day.ts'

/**
 * Daily check-in: once per local day. `lastCheckInDay` is the player's calendar day of their last
 * check-in (todayIn(created_at, tz)); `today` is todayIn(now, tz). A last day later than today (the
 * player flew west since) also says no, so moving time zones cannot buy a second check-in.
 * @example canCheckIn('2026-11-22', '2026-11-23') // true; canCheckIn('2026-11-23', '2026-11-23') // false
 */
export function canCheckIn(lastCheckInDay: CalendarDay | null, today: CalendarDay): boolean {
  return lastCheckInDay === null || daysBetween(lastCheckInDay, today) > 0
}
