import type { CalendarDay } from '@app/shared/domain/calendar-day.ts'

/** What the pages need of a date formatter: `Intl.DateTimeFormat`, or the written-out one below. */
export interface DateFormatter {
  format(date?: Date | number): string
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']
const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat']

/**
 * The first `Intl` object a page builds loads ICU's locale data: 60-150 ms of one task on a phone
 * (Lighthouse's 4× slowdown), the longest task of a signed-in page's first render. For the browser
 * default most visitors have, American English, the few formats the pages use are written out here
 * (`format-dates.test.ts` holds each equal to `Intl`'s for every day of several years, in UTC and
 * in the local zone); any other locale, zone or option goes to `Intl` as before.
 */
function writtenOutEnUs(options: Intl.DateTimeFormatOptions): DateFormatter | undefined {
  const { weekday, day, month, year, timeZone, dateStyle, ...rest } = options
  if (Object.keys(rest).length > 0 || (timeZone !== undefined && timeZone !== 'UTC')) return undefined
  const utc = timeZone === 'UTC'
  let shape: string
  if (dateStyle === 'medium' && weekday === undefined && day === undefined && month === undefined && year === undefined) shape = 'mdy'
  else if (dateStyle !== undefined) return undefined
  else if (weekday !== undefined && weekday !== 'short') return undefined
  else if ((day ?? 'numeric') !== 'numeric' || (month ?? 'short') !== 'short' || (year ?? 'numeric') !== 'numeric') return undefined
  else shape = `${weekday ? 'w' : ''}${month ? 'm' : ''}${day ? 'd' : ''}${year ? 'y' : ''}`
  if (!['w', 'wmd', 'md', 'mdy'].includes(shape)) return undefined
  return {
    format(date = Date.now()) {
      const d = new Date(date)
      const [w, m, n, y] = utc
        ? [d.getUTCDay(), d.getUTCMonth(), d.getUTCDate(), d.getUTCFullYear()]
        : [d.getDay(), d.getMonth(), d.getDate(), d.getFullYear()]
      if (Number.isNaN(y)) throw new RangeError('Invalid time value')
      if (shape === 'w') return WEEKDAYS[w]!
      if (shape === 'wmd') return `${WEEKDAYS[w]}, ${MONTHS[m]} ${n}`
      if (shape === 'md') return `${MONTHS[m]} ${n}`
      return `${MONTHS[m]} ${n}, ${y}`
    },
  }
}

/** The browser's own language, without building an `Intl` object to ask it. */
const browserLocale = (): string | undefined => (typeof navigator === 'undefined' ? undefined : navigator.language)

/**
 * One formatter per locale and options for the page's life: building an Intl.DateTimeFormat costs
 * about as much as formatting a hundred dates, and a dashboard formats a few hundred on its first
 * render (a phone's main thread; docs/performance.md).
 */
const formatters = new Map<string, DateFormatter>()
export function dateFormat(locale: string | undefined, options: Intl.DateTimeFormatOptions): DateFormatter {
  const key = `${locale ?? ''}|${JSON.stringify(options)}`
  let format = formatters.get(key)
  if (!format) {
    format = ((locale ?? browserLocale()) === 'en-US' ? writtenOutEnUs(options) : undefined) ?? new Intl.DateTimeFormat(locale, options)
    formatters.set(key, format)
  }
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
