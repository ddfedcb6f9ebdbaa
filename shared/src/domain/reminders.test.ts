import { describe, expect, it } from 'vitest'
import { DEFAULT_NOTIFICATION_PREFERENCES, type NotificationPreferences } from './notification-preferences.ts'
import { dueReminder, localClock, reminderRecipient } from './reminders.ts'

const prefs = (over: Partial<NotificationPreferences> = {}): NotificationPreferences => ({ ...DEFAULT_NOTIFICATION_PREFERENCES, ...over })
// Wednesday 25 November 2026.
const clock = (day: string, hour: number, weekday: number) => ({ day, hour, weekday })

describe('reminders', () => {
  it("read the player's own day, hour and weekday in their time zone", () => {
    expect(localClock(new Date('2026-11-25T06:30:00Z'), 'UTC')).toEqual({ day: '2026-11-25', hour: 6, weekday: 3 })
    expect(localClock(new Date('2026-11-25T06:30:00Z'), 'Pacific/Kiritimati')).toEqual({ day: '2026-11-25', hour: 20, weekday: 3 })
    expect(localClock(new Date('2026-11-23T02:00:00Z'), 'America/Los_Angeles')).toEqual({ day: '2026-11-22', hour: 18, weekday: 7 })
  })

  it('daily: today, from 07:00 in the morning, once a day', () => {
    const daily = prefs({ frequency: 'daily' })
    expect(dueReminder(daily, clock('2026-11-25', 6, 3))).toBeNull()
    expect(dueReminder(daily, clock('2026-11-25', 7, 3))).toEqual({
      key: 'daily:2026-11-25',
      from: '2026-11-25',
      to: '2026-11-25',
      title: 'Today',
    })
  })

  it("weekly: Monday from 07:00 the week to Sunday; later in the week, the rest of it under the same week's key", () => {
    expect(dueReminder(prefs(), clock('2026-11-23', 6, 1))).toBeNull()
    expect(dueReminder(prefs(), clock('2026-11-23', 7, 1))).toEqual({
      key: 'weekly:2026-11-23',
      from: '2026-11-23',
      to: '2026-11-29',
      title: 'This week',
    })
    expect(dueReminder(prefs(), clock('2026-11-25', 3, 3))).toEqual({
      key: 'weekly:2026-11-23',
      from: '2026-11-25',
      to: '2026-11-29',
      title: 'This week',
    })
  })

  it('custom: tomorrow, from 18:00 the evening before', () => {
    const evening = prefs({ frequency: 'custom' })
    expect(dueReminder(evening, clock('2026-11-25', 17, 3))).toBeNull()
    expect(dueReminder(evening, clock('2026-11-25', 18, 3))).toEqual({
      key: 'evening:2026-11-25',
      from: '2026-11-26',
      to: '2026-11-26',
      title: 'Tomorrow',
    })
  })

  it('nothing while notifications are off, email is off, or every reminder kind is off', () => {
    const at = clock('2026-11-25', 9, 3)
    expect(dueReminder(prefs({ enabled: false }), at)).toBeNull()
    expect(dueReminder(prefs({ methods: { email: false, sms: true } }), at)).toBeNull()
    const triggers = { practiceReminders: false, milestoneReminders: false, communicationNotifications: false }
    expect(dueReminder(prefs({ triggers }), at)).toBeNull()
    expect(dueReminder(prefs({ triggers: { ...triggers, milestoneReminders: true } }), at)).not.toBeNull()
    expect(dueReminder(prefs({ triggers: { ...triggers, communicationNotifications: true } }), at)).not.toBeNull()
  })

  it("go to the player, or for a child under 13 to the parent's address", () => {
    expect(reminderRecipient({ email: 'maya@x.dev', age: 14, parentEmail: 'sam@x.dev' })).toBe('maya@x.dev')
    expect(reminderRecipient({ email: 'kid@x.dev', age: 11, parentEmail: 'sam@x.dev' })).toBe('sam@x.dev')
    expect(reminderRecipient({ email: 'kid@x.dev', age: 11, parentEmail: null })).toBeNull()
    expect(reminderRecipient({ email: 'sam@x.dev', age: null, parentEmail: null })).toBe('sam@x.dev')
  })
})
