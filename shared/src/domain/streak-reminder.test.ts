import { describe, expect, it } from 'vitest'
import { DEFAULT_NOTIFICATION_PREFERENCES, type NotificationPreferences } from './notification-preferences.ts'
import { dueStreakReminder } from './streak-reminder.ts'
import { applyRestDay, applyTrainingDay, INITIAL_STREAK, type StreakState, streakAsOf } from './training-streak.ts'

const prefs = (over: Partial<NotificationPreferences> = {}): NotificationPreferences => ({ ...DEFAULT_NOTIFICATION_PREFERENCES, ...over })
// Wednesday 25 November 2026, by the player's own clock.
const TODAY = '2026-11-25'
const evening = (hour: number) => ({ day: TODAY, hour, weekday: 3 })
const trained = (...days: string[]) => days.reduce<StreakState>((s, d) => applyTrainingDay(s, d), INITIAL_STREAK)
const due = (state: StreakState, hour = 18, p = prefs()) => dueStreakReminder(p, evening(hour), streakAsOf(state, TODAY))

describe('the streak-at-risk reminder', () => {
  it("protects behaviour: a streak of 2 or more not kept today is due from 18:00 until 22:00, once under the day's key", () => {
    const two = trained('2026-11-23', '2026-11-24')
    expect(due(two, 17)).toBeNull()
    expect(due(two, 18)).toEqual({ key: 'streak:2026-11-25', day: TODAY, streak: 2 })
    expect(due(two, 21)).toEqual({ key: 'streak:2026-11-25', day: TODAY, streak: 2 })
    expect(due(two, 22)).toBeNull()
  })

  it('protects behaviour: no reminder for a streak of 0 or 1, or one already ended by a missed day', () => {
    expect(due(INITIAL_STREAK)).toBeNull()
    expect(due(trained('2026-11-24'))).toBeNull()
    expect(due(trained('2026-11-21', '2026-11-22'))).toBeNull()
  })

  it('protects behaviour: no reminder once the player trained or marked a rest day today', () => {
    expect(due(trained('2026-11-23', '2026-11-24', TODAY))).toBeNull()
    const rested = applyRestDay(trained('2026-11-23', '2026-11-24'), TODAY, 'match')
    expect(rested.ok).toBe(true)
    expect(due(rested.ok ? rested.state : INITIAL_STREAK)).toBeNull()
  })

  it('protects behaviour: a freeze that would cover today means the streak is not at risk, as the dashboard says', () => {
    const week = trained('2026-11-18', '2026-11-19', '2026-11-20', '2026-11-21', '2026-11-22', '2026-11-23', '2026-11-24')
    expect(week.freezes).toBe(1)
    expect(due(week)).toBeNull()
    expect(due({ ...week, freezes: 0 })).toEqual({ key: 'streak:2026-11-25', day: TODAY, streak: 7 })
  })

  it('protects behaviour: the master switch, email and the practice reminders switch turn it off; the frequency does not', () => {
    const two = trained('2026-11-23', '2026-11-24')
    expect(due(two, 18, prefs({ enabled: false }))).toBeNull()
    expect(due(two, 18, prefs({ methods: { email: false, sms: false } }))).toBeNull()
    const noPractice = { practiceReminders: false, communicationNotifications: true, milestoneReminders: true }
    expect(due(two, 18, prefs({ triggers: noPractice }))).toBeNull()
    for (const frequency of ['daily', 'weekly', 'custom'] as const) expect(due(two, 18, prefs({ frequency }))).not.toBeNull()
  })
})
