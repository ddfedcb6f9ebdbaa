/** A calendar date as 'YYYY-MM-DD' (goal target dates, session dates, streak days). */
export type CalendarDay = string

const DAY_MS = 86_400_000
const CALENDAR_DAY = /^(\d{4})-(\d{2})-(\d{2})$/

/** True for a real date written 'YYYY-MM-DD' (rejects 2026-02-30). */
export function isCalendarDay(value: string): boolean {
  const m = CALENDAR_DAY.exec(value)
  if (!m) return false
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])))
  return d.getUTCFullYear() === Number(m[1]) && d.getUTCMonth() === Number(m[2]) - 1 && d.getUTCDate() === Number(m[3])
}

/**
 * The zone this browser runs in, named without asking `Intl`: the first `Intl` object a page builds
 * loads ICU's data (60-150 ms of one task on a phone), and `Date`'s own local fields already give the
 * day here. For the browser's own use only (never sent to the API, which wants an IANA name).
 */
export const BROWSER_ZONE = 'browser-local'

/**
 * The calendar day it is at `now` in a time zone: a player's "today" is their own, not the server's.
 * @example todayIn(new Date('2026-11-22T23:30:00Z'), 'Europe/Madrid') // '2026-11-23'
 */
export function todayIn(now: Date, timeZone: string): CalendarDay {
  if (timeZone === BROWSER_ZONE) {
    const pad = (n: number) => String(n).padStart(2, '0')
    return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`
  }
  // Days start on a whole minute in every zone (the UTC offsets in use are whole minutes; only local
  // mean times before 1970 had seconds), so within one minute the answer cannot change. The API asks
  // for the same zones' day on every logged session, and formatting was ~3 % of its time.
  const minute = Math.floor(now.getTime() / 60_000)
  const last = lastDays.get(timeZone)
  if (last && last.minute === minute) return last.day
  const day = formatDay(now, timeZone)
  lastDays.set(timeZone, { minute, day })
  return day
}

const lastDays = new Map<string, { minute: number; day: CalendarDay }>()

function formatDay(now: Date, timeZone: string): CalendarDay {
  // Read the parts rather than format() with en-CA: ICU 72 (Node 18.13/19, some browsers) printed
  // en-CA as M/D/YYYY for a while (nodejs/node#45945), so the locale's layout is not a contract.
  const parts = dayFormat(timeZone).formatToParts(now)
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? ''
  return `${part('year')}-${part('month')}-${part('day')}`
}

// One formatter per zone: constructing one costs ~100 µs (measured under Deno), formatting ~2 µs,
// and the API computes a player's day on every logged session. Zones that fail to construct throw
// before anything is cached, so the map only ever holds real zones.
const dayFormats = new Map<string, Intl.DateTimeFormat>()
function dayFormat(timeZone: string): Intl.DateTimeFormat {
  let format = dayFormats.get(timeZone)
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' })
    dayFormats.set(timeZone, format)
  }
  return format
}

/** Whole calendar days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: CalendarDay, to: CalendarDay): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS)
}

/** The day `days` after `day`. @example addDays('2026-12-30', 3) // '2027-01-02' */
export function addDays(day: CalendarDay, days: number): CalendarDay {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10)
}

/**
 * The browser's IANA time zone, or UTC where the runtime does not say. Asked again at most once a
 * minute: building the formatter that tells costs a phone about a millisecond, and a page of goals
 * asks for every card (a device carried across zones is seen within the minute).
 */
export function browserTimeZone(now = Date.now()): string {
  if (knownZone && now - knownZone.at < 60_000) return knownZone.zone
  let zone = 'UTC'
  try {
    zone = Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC'
  } catch {
    // the runtime does not say: UTC
  }
  knownZone = { at: now, zone }
  return zone
}
let knownZone: { at: number; zone: string } | undefined
