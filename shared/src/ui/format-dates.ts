import type { CalendarDay } from '@app/shared/domain/calendar-day.ts'

/**
 * One formatter per locale and options for the page's life: building an Intl.DateTimeFormat costs
 * about as much as formatting a hundred dates, and a dashboard formats a few hundred on its first
 * render (a phone's main thread; docs/performance.md).
 */
const formatters = new Map<string, Intl.DateTimeFormat>()
export function dateFormat(locale: string | undefined, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale ?? ''}|${JSON.stringify(options)}`
  let format = formatters.get(key)
  if (!format) formatters.set(key, (format = new Intl.DateTimeFormat(locale, options)))
  return format
}

// A calendar day is already the player's own day: format it in UTC so no time zone moves it.
const dayFormat = (locale?: string) => dateFormat(locale, { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' })
const weekdayFormat = (locale?: string) => dateFormat(locale, { weekday: 'short', timeZone: 'UTC' })
const instantFormat = (locale?: string) => dateFormat(locale, { day: 'numeric', month: 'short', year: 'numeric' })

const atUtcMidnight = (day: CalendarDay) => Date.parse(`${day}T00:00:00Z`)

/** A session's day, e.g. "Mon, 23 Nov". @example formatCalendarDay('2026-11-23', 'en-GB') // 'Mon 23 Nov' */
export function formatCalendarDay(day: CalendarDay, locale?: string): string {
  return dayFormat(locale).format(atUtcMidnight(day))
}

/** The weekday under a bar of the activity chart. @example weekday('2026-11-23', 'en') // 'Mon' */
export function weekday(day: CalendarDay, locale?: string): string {
  return weekdayFormat(locale).format(atUtcMidnight(day))
}

/** A moment (an ISO timestamp) as a date on the viewer's own calendar. */
export function formatInstant(iso: string, locale?: string): string {
  const time = Date.parse(iso)
  return Number.isNaN(time) ? '' : instantFormat(locale).format(time)
}
