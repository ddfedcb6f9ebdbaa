import { type CalendarDay, daysBetween, todayIn } from './calendar-day.ts'

/**
 * The deadline line on a goal card (docs/features/goals.md): days to the target date counted on the player's own
 * calendar, so a goal due tomorrow reads '1 day left' all day today, wherever the server is.
 * Positive 'N days left' ('1 day left'), zero 'Due today', negative 'Overdue', none 'No deadline'.
 * @example deadlineText('2026-11-25', new Date('2026-11-22T12:00:00Z'), 'UTC') // '3 days left'
 */
export function deadlineText(targetDate: CalendarDay | null, now: Date, timeZone: string): string {
  if (!targetDate) return 'No deadline'
  const days = daysBetween(todayIn(now, timeZone), targetDate)
  if (days > 1) return `${days} days left`
  if (days === 1) return '1 day left'
  if (days === 0) return 'Due today'
  return 'Overdue'
}
