import { describe, expect, test } from 'vitest'
import { addDays, todayIn } from './calendar-day.ts'
import {
  applyRestDay,
  applyTrainingDay,
  INITIAL_STREAK,
  type RestDayReason,
  restDaysLeft,
  type StreakState,
  streakAsOf,
} from './training-streak.ts'

const D = '2026-05-04' // a Monday

/** Trains on each of `days` in turn. */
function trainOn(days: string[], from: StreakState = INITIAL_STREAK): StreakState {
  return days.reduce(applyTrainingDay, from)
}
/** Trains on `count` consecutive days starting at `start`. */
function trainRun(start: string, count: number, from: StreakState = INITIAL_STREAK): StreakState {
  return trainOn(
    Array.from({ length: count }, (_, i) => addDays(start, i)),
    from,
  )
}
function rest(state: StreakState, day: string, reason: RestDayReason = 'match'): StreakState {
  const result = applyRestDay(state, day, reason)
  if (!result.ok) throw new Error(`rest day refused: ${result.code}`)
  return result.state
}

describe('applyTrainingDay: the basic rules (no freezes, no rest days)', () => {
  test('protects behaviour: the first training day ever starts the streak at 1', () => {
    expect(applyTrainingDay(INITIAL_STREAK, D)).toMatchObject({ current: 1, longest: 1, totalDays: 1, lastDay: D, lastTrainingDay: D })
  })

  test('protects behaviour: a second session on the same day changes nothing', () => {
    const once = applyTrainingDay(INITIAL_STREAK, D)
    expect(applyTrainingDay(once, D)).toBe(once)
  })

  test('protects behaviour: training the day after adds 1 and counts a new training day', () => {
    expect(trainOn([D, addDays(D, 1)])).toMatchObject({ current: 2, longest: 2, totalDays: 2 })
  })

  test('protects behaviour: a gap of more than a day restarts the streak at 1 while total days keep counting', () => {
    const s = trainOn([D, addDays(D, 1), addDays(D, 2), addDays(D, 4)])
    expect(s).toMatchObject({ current: 1, longest: 3, totalDays: 4, lastDay: addDays(D, 4) })
  })

  test('protects behaviour: the longest streak is the maximum ever seen, not the latest', () => {
    const s = trainRun(addDays(D, 10), 2, trainRun(D, 5))
    expect(s).toMatchObject({ current: 2, longest: 5, totalDays: 7 })
    expect(trainRun(addDays(D, 12), 4, s)).toMatchObject({ current: 6, longest: 6 })
  })

  test('protects behaviour: a day before the last counted day (replay, time-zone move west) changes nothing', () => {
    const s = trainOn([D, addDays(D, 1)])
    expect(applyTrainingDay(s, D)).toBe(s)
    expect(applyTrainingDay(s, addDays(D, -5))).toBe(s)
  })

  test('protects behaviour: the input state is never modified', () => {
    const s = trainOn([D])
    const copy = structuredClone(s)
    applyTrainingDay(s, addDays(D, 1))
    expect(s).toEqual(copy)
  })
})

describe('local calendar days', () => {
  test('protects behaviour: 23:30 UTC is already the next day in Madrid, so it extends the streak there but not in UTC', () => {
    const morning = new Date('2026-11-22T08:00:00Z')
    const late = new Date('2026-11-22T23:30:00Z')
    const madrid = trainOn([todayIn(morning, 'Europe/Madrid'), todayIn(late, 'Europe/Madrid')])
    expect(madrid).toMatchObject({ current: 2, totalDays: 2, lastDay: '2026-11-23' })
    const utc = trainOn([todayIn(morning, 'UTC'), todayIn(late, 'UTC')])
    expect(utc).toMatchObject({ current: 1, totalDays: 1 })
  })

  test('protects behaviour: across the 23-hour spring-forward day in New York, consecutive local days add 1', () => {
    const tz = 'America/New_York'
    // 23:30 on 7 March (EST) and 23:30 on 8 March (EDT): 23 hours apart, two local days.
    const days = [new Date('2026-03-08T04:30:00Z'), new Date('2026-03-09T03:30:00Z')].map((t) => todayIn(t, tz))
    expect(days).toEqual(['2026-03-07', '2026-03-08'])
    expect(trainOn(days)).toMatchObject({ current: 2, totalDays: 2 })
    // 00:30 on 8 March, then 00:30 on 10 March (47 hours): a missed local day restarts the streak.
    const gap = [new Date('2026-03-08T05:30:00Z'), new Date('2026-03-10T04:30:00Z')].map((t) => todayIn(t, tz))
    expect(trainOn(gap)).toMatchObject({ current: 1, totalDays: 2 })
  })

  test('protects behaviour: across the 25-hour fall-back day in New York, consecutive local days add 1 and the same day counts once', () => {
    const tz = 'America/New_York'
    // 23:50 on 31 October (EDT) and 23:50 on 1 November (EST): 25 hours apart, consecutive days.
    const days = [new Date('2026-11-01T03:50:00Z'), new Date('2026-11-02T04:50:00Z')].map((t) => todayIn(t, tz))
    expect(days).toEqual(['2026-10-31', '2026-11-01'])
    expect(trainOn(days)).toMatchObject({ current: 2 })
    // 00:10 and 23:50 on 1 November: 24 h 40 min apart, one local day.
    const sameDay = [new Date('2026-11-01T04:10:00Z'), new Date('2026-11-02T04:50:00Z')].map((t) => todayIn(t, tz))
    expect(sameDay).toEqual(['2026-11-01', '2026-11-01'])
    expect(trainOn(sameDay)).toMatchObject({ current: 1, totalDays: 1 })
  })

  test('protects behaviour: month and year ends are consecutive days', () => {
    expect(trainOn(['2026-02-28', '2026-03-01', '2026-12-31', '2027-01-01'])).toMatchObject({ current: 2, totalDays: 4 })
    expect(trainOn(['2028-02-28', '2028-02-29', '2028-03-01'])).toMatchObject({ current: 3 })
  })
})

describe('streak freezes', () => {
  test('protects behaviour: no freeze before 7 days in a row, one at 7, two at 14, still two at 21 (cap)', () => {
    expect(trainRun(D, 6).freezes).toBe(0)
    expect(trainRun(D, 7).freezes).toBe(1)
    expect(trainRun(D, 13).freezes).toBe(1)
    expect(trainRun(D, 14).freezes).toBe(2)
    expect(trainRun(D, 21).freezes).toBe(2)
  })

  test('protects behaviour: a second session on the 7th day does not earn a second freeze', () => {
    const s = trainRun(D, 7)
    expect(applyTrainingDay(s, addDays(D, 6)).freezes).toBe(1)
  })

  test('protects behaviour: a freeze earned at the cap is not banked for later', () => {
    const full = trainRun(D, 21) // earned at 7 and 14; the one at 21 is lost
    const afterTwoMisses = applyTrainingDay(full, addDays(D, 23)) // misses days 21 and 22: both spent
    expect(afterTwoMisses).toMatchObject({ current: 22, freezes: 0 })
  })

  test('protects behaviour: one missed day with a freeze keeps the streak and spends exactly that freeze', () => {
    const s = applyTrainingDay(trainRun(D, 7), addDays(D, 8))
    expect(s).toMatchObject({ current: 8, longest: 8, totalDays: 8, freezes: 0, frozenDays: [addDays(D, 7)] })
  })

  test('protects behaviour: two missed days with two freezes keep the streak and spend both', () => {
    const s = applyTrainingDay(trainRun(D, 14), addDays(D, 16))
    expect(s).toMatchObject({ current: 15, freezes: 0, frozenDays: [addDays(D, 14), addDays(D, 15)] })
  })

  test('protects behaviour: more missed days than freezes restart the streak and spend no freeze', () => {
    expect(applyTrainingDay(trainRun(D, 7), addDays(D, 9))).toMatchObject({ current: 1, longest: 7, freezes: 1, frozenDays: [] })
    expect(applyTrainingDay(trainRun(D, 14), addDays(D, 17))).toMatchObject({ current: 1, longest: 14, freezes: 2, frozenDays: [] })
  })

  test('protects behaviour: a freeze is not spent twice: once used, the next missed day ends the streak', () => {
    const saved = applyTrainingDay(trainRun(D, 7), addDays(D, 8)) // day 7 frozen, 0 left
    expect(applyTrainingDay(saved, addDays(D, 10))).toMatchObject({ current: 1, freezes: 0 })
    // Repeating the saving session changes nothing and spends nothing.
    expect(applyTrainingDay(saved, addDays(D, 8))).toBe(saved)
  })

  test('protects behaviour: days after a frozen day restart the run toward the next freeze', () => {
    const saved = applyTrainingDay(trainRun(D, 7), addDays(D, 8)) // run restarts at 1 on day 8
    expect(trainRun(addDays(D, 9), 5, saved)).toMatchObject({ trainingRun: 6, freezes: 0 })
    expect(trainRun(addDays(D, 9), 6, saved)).toMatchObject({ trainingRun: 7, freezes: 1, current: 14 })
  })
})

describe('rest days', () => {
  test('protects behaviour: a rest day keeps the streak without adding to it or to training days', () => {
    const s = rest(trainRun(D, 3), addDays(D, 3), 'injury')
    expect(s).toMatchObject({ current: 3, totalDays: 3, lastDay: addDays(D, 3), lastTrainingDay: addDays(D, 2) })
    expect(s.restDays).toEqual([{ day: addDays(D, 3), reason: 'injury' }])
    expect(applyTrainingDay(s, addDays(D, 4))).toMatchObject({ current: 4, totalDays: 4 })
  })

  test('protects behaviour: a rest day breaks the run of training days that earns freezes', () => {
    const s = trainRun(addDays(D, 4), 3, rest(trainRun(D, 3), addDays(D, 3)))
    expect(s).toMatchObject({ current: 6, trainingRun: 3, freezes: 0 })
    expect(trainRun(addDays(D, 4), 7, rest(trainRun(D, 3), addDays(D, 3)))).toMatchObject({ trainingRun: 7, freezes: 1 })
  })

  test('protects behaviour: at most 2 rest days in any 7 consecutive days (a rolling window, not the ISO week)', () => {
    let s = rest(trainRun(D, 1), addDays(D, 1))
    s = rest(s, addDays(D, 2))
    expect(applyRestDay(s, addDays(D, 3), 'exam')).toEqual({ ok: false, code: 'REST_DAY_LIMIT' })
    // Sunday and Monday are in different ISO weeks but the same 7 days: still refused.
    const sunday = '2026-05-10'
    let w = rest(trainRun(addDays(sunday, -2), 1), addDays(sunday, -1))
    w = rest(w, sunday)
    expect(applyRestDay(w, addDays(sunday, 1), 'exam')).toEqual({ ok: false, code: 'REST_DAY_LIMIT' })
  })

  test('protects behaviour: a rest day is allowed again once the earlier ones are 7 days back', () => {
    let s = rest(trainRun(D, 1), addDays(D, 1))
    s = rest(s, addDays(D, 2))
    s = trainRun(addDays(D, 3), 4, s) // days 3..6
    expect(applyRestDay(s, addDays(D, 7), 'exam').ok).toBe(false) // day 1 is 6 days back
    s = applyTrainingDay(s, addDays(D, 7))
    expect(applyRestDay(s, addDays(D, 8), 'exam').ok).toBe(true) // day 1 is now 7 days back
  })

  test('protects behaviour: a rest day needs a live streak and a day not yet counted', () => {
    expect(applyRestDay(INITIAL_STREAK, D, 'match')).toEqual({ ok: false, code: 'NO_STREAK' })
    const s = trainRun(D, 2)
    expect(applyRestDay(s, addDays(D, 1), 'match')).toEqual({ ok: false, code: 'ALREADY_TRAINED' })
    expect(applyRestDay(s, D, 'match')).toEqual({ ok: false, code: 'DAY_PASSED' })
    expect(applyRestDay(rest(s, addDays(D, 2)), addDays(D, 2), 'exam')).toEqual({ ok: false, code: 'ALREADY_RESTING' })
    expect(applyRestDay(s, addDays(D, 3), 'match')).toEqual({ ok: false, code: 'NO_STREAK' }) // day 2 missed, no freeze
  })

  test('protects behaviour: a rest day after a missed day spends a freeze to close the gap', () => {
    const s = rest(trainRun(D, 7), addDays(D, 8))
    expect(s).toMatchObject({ current: 7, freezes: 0, frozenDays: [addDays(D, 7)], lastDay: addDays(D, 8) })
  })

  test('protects behaviour: training on a day marked as rest turns it into a training day and gives the rest day back', () => {
    const resting = rest(trainRun(D, 2), addDays(D, 2))
    const trained = applyTrainingDay(resting, addDays(D, 2))
    expect(trained).toMatchObject({ current: 3, totalDays: 3, trainingRun: 3, lastTrainingDay: addDays(D, 2), restDays: [] })
  })
})

describe('streakAsOf', () => {
  test('protects behaviour: with no training yet the streak shows 0', () => {
    expect(streakAsOf(INITIAL_STREAK, D)).toMatchObject({ current: 0, longest: 0, totalDays: 0, atRisk: false })
  })

  test('protects behaviour: trained today or yesterday shows the streak; yesterday is at risk without freezes', () => {
    const s = trainRun(D, 3)
    expect(streakAsOf(s, addDays(D, 2))).toMatchObject({ current: 3, trainedToday: true, atRisk: false })
    expect(streakAsOf(s, addDays(D, 3))).toMatchObject({ current: 3, trainedToday: false, atRisk: true })
  })

  test('protects behaviour: without freezes a streak whose last day is two days back shows 0, and longest stays', () => {
    expect(streakAsOf(trainRun(D, 3), addDays(D, 4))).toMatchObject({ current: 0, longest: 3, totalDays: 3 })
  })

  test('protects behaviour: a held freeze keeps a one-missed-day streak on show and counts the freeze as used', () => {
    const view = streakAsOf(trainRun(D, 7), addDays(D, 8))
    expect(view).toMatchObject({ current: 7, freezes: 0, frozenDays: [addDays(D, 7)], atRisk: true })
    expect(streakAsOf(trainRun(D, 14), addDays(D, 8 + 7))).toMatchObject({ current: 14, freezes: 1, atRisk: false })
  })

  test('protects behaviour: a gap longer than the freezes shows 0 and the freezes are shown as still held', () => {
    expect(streakAsOf(trainRun(D, 7), addDays(D, 9))).toMatchObject({ current: 0, freezes: 1, frozenDays: [] })
    expect(streakAsOf(trainRun(D, 14), addDays(D, 17))).toMatchObject({ current: 0, freezes: 2 })
  })

  test('protects behaviour: reading spends nothing: repeated reads agree and the next session spends the freeze once', () => {
    const s = trainRun(D, 7)
    const today = addDays(D, 8)
    const first = streakAsOf(s, today)
    expect(streakAsOf(s, today)).toEqual(first)
    expect(s.freezes).toBe(1)
    const trained = applyTrainingDay(s, today)
    expect(trained.freezes).toBe(0)
    expect(streakAsOf(trained, today)).toMatchObject({ current: 8, freezes: 0, trainedToday: true })
    expect(streakAsOf(trained, addDays(today, 1))).toMatchObject({ current: 8, freezes: 0 })
  })

  test('protects behaviour: what the read shows matches what training that day commits', () => {
    for (const [held, gap] of [
      [7, 1],
      [7, 2],
      [14, 1],
      [14, 2],
      [14, 3],
      [3, 1],
    ] as const) {
      const s = trainRun(D, held)
      const day = addDays(D, held + gap)
      const view = streakAsOf(s, day)
      const after = applyTrainingDay(s, day)
      expect(after.current, `held ${held}, gap ${gap}`).toBe(view.current === 0 ? 1 : view.current + 1)
      expect(after.frozenDays).toEqual(view.frozenDays.slice(-7))
    }
  })

  test('protects behaviour: a rest day today is shown and keeps the streak tomorrow', () => {
    const s = rest(trainRun(D, 2), addDays(D, 2))
    expect(streakAsOf(s, addDays(D, 2))).toMatchObject({ current: 2, restingToday: true, atRisk: false })
    expect(streakAsOf(s, addDays(D, 3))).toMatchObject({ current: 2, atRisk: true })
  })
})

describe('restDaysLeft', () => {
  test('protects behaviour: rest days older than the 7-day window no longer count against the limit of 2', () => {
    const state = {
      ...INITIAL_STREAK,
      restDays: [
        { day: '2026-03-01', reason: 'match' as const },
        { day: '2026-03-05', reason: 'exam' as const },
      ],
    }
    expect(restDaysLeft(state, '2026-03-07')).toBe(0)
    expect(restDaysLeft(state, '2026-03-08')).toBe(1)
    expect(restDaysLeft(INITIAL_STREAK, '2026-03-08')).toBe(2)
  })
})
