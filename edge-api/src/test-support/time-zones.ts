import { localClock } from '@app/shared/domain/reminders.ts'

/** Zones spread around the clock: whatever the time, some of them are in their day. */
const ZONES = [
  'Pacific/Pago_Pago',
  'America/Los_Angeles',
  'America/New_York',
  'UTC',
  'Europe/Madrid',
  'Asia/Dubai',
  'Asia/Kolkata',
  'Asia/Tokyo',
  'Pacific/Auckland',
  'Pacific/Kiritimati',
]

/**
 * A zone where the local hour is now between 08 and `lastHour` (inclusive), so a daily reminder is
 * due there while the test runs, whenever the suite is run.
 */
export function zoneInTheDay(now: Date, lastHour = 22): string {
  const zone = ZONES.find((z) => localClock(now, z).hour >= 8 && localClock(now, z).hour <= lastHour)
  if (!zone) throw new Error('no listed zone is in its day now')
  return zone
}
