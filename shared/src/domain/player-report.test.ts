import { describe, expect, it } from 'vitest'
import { firstReportDay, playerReport, type ReportRows, reportHeadline, reportWindow, sessionTrend } from './player-report.ts'

const none: ReportRows = { sessions: [], checkIns: [], goalsSet: [], goalsCompleted: [], badges: [], games: [] }
const session = (
  day: string,
  minutes: number,
  type: ReportRows['sessions'][number]['type'] = 'technical',
  energy = 3,
  skills: ReportRows['sessions'][number]['skills'] = [type === 'physical' ? 'physical' : 'technical'],
) => ({ day, type, minutes, xp: minutes, energy, skills })

describe('reportWindow', () => {
  it('covers the last 7 days with today included, and the 7 days before them', () => {
    expect(reportWindow('2026-11-25', 'week')).toEqual({
      from: '2026-11-19',
      to: '2026-11-25',
      previousFrom: '2026-11-12',
      previousTo: '2026-11-18',
      trendFrom: '2026-09-03',
    })
  })

  it('covers 30 days for a month, across a month and a year end', () => {
    expect(reportWindow('2027-01-10', 'month')).toEqual({
      from: '2026-12-12',
      to: '2027-01-10',
      previousFrom: '2026-11-12',
      previousTo: '2026-12-11',
      trendFrom: '2026-10-19',
    })
  })

  it('reads from the earlier of the period before and the 12-week trend', () => {
    expect(firstReportDay(reportWindow('2026-11-25', 'week'))).toBe('2026-09-03')
    expect(firstReportDay({ ...reportWindow('2026-11-25', 'month'), trendFrom: '2026-10-01' })).toBe('2026-09-27')
  })
})

describe('playerReport', () => {
  const window = reportWindow('2026-11-25', 'week')

  it('counts sessions, minutes, XP and training days inside the period and compares with the period before', () => {
    const report = playerReport(
      {
        ...none,
        sessions: [
          session('2026-11-25', 45),
          session('2026-11-25', 30, 'physical'),
          session('2026-11-19', 60),
          session('2026-11-18', 20),
          session('2026-11-01', 90),
        ],
      },
      window,
    )
    expect([report.sessions, report.minutes, report.xp, report.trainingDays]).toEqual([3, 135, 135, 2])
    expect(report.previous).toEqual({ sessions: 1, minutes: 20 })
    expect(report.byType).toEqual([
      { type: 'technical', label: 'Technical', sessions: 2, minutes: 105 },
      { type: 'physical', label: 'Physical', sessions: 1, minutes: 30 },
    ])
  })

  it('averages minutes and energy per session, and counts sessions per skill worked on', () => {
    const report = playerReport(
      {
        ...none,
        sessions: [
          session('2026-11-24', 40, 'technical', 5, ['technical', 'mental']),
          session('2026-11-25', 25, 'physical', 2),
          session('2026-11-01', 90, 'technical', 1),
        ],
      },
      window,
    )
    expect([report.averageMinutes, report.averageEnergy]).toEqual([33, 3.5])
    expect(report.skillFocus).toEqual([
      { skill: 'technical', label: 'Technical', sessions: 1 },
      { skill: 'physical', label: 'Physical', sessions: 1 },
      { skill: 'mental', label: 'Mental', sessions: 1 },
    ])
    expect(playerReport(none, window)).toMatchObject({ averageMinutes: null, averageEnergy: null, skillFocus: [] })
  })

  it('sums the last 12 weeks, oldest first, each ending on the weekday of today', () => {
    const report = playerReport(
      {
        ...none,
        sessions: [
          session('2026-11-25', 30),
          session('2026-11-19', 20),
          session('2026-11-18', 15),
          session('2026-09-03', 10),
          session('2026-09-02', 99),
        ],
      },
      window,
    )
    expect(report.weeks).toHaveLength(12)
    expect(report.weeks[0]).toEqual({ from: '2026-09-03', to: '2026-09-09', sessions: 1, minutes: 10, xp: 10 })
    expect(report.weeks.at(-2)).toEqual({ from: '2026-11-12', to: '2026-11-18', sessions: 1, minutes: 15, xp: 15 })
    expect(report.weeks.at(-1)).toEqual({ from: '2026-11-19', to: '2026-11-25', sessions: 2, minutes: 50, xp: 50 })
  })

  it('gives every day of the period its minutes, zero days included, oldest first', () => {
    const report = playerReport(
      { ...none, sessions: [session('2026-11-20', 15), session('2026-11-20', 10), session('2026-11-24', 40)] },
      window,
    )
    expect(report.minutesByDay.map((d) => d.minutes)).toEqual([0, 25, 0, 0, 0, 40, 0])
    expect(report.minutesByDay.map((d) => d.day)).toEqual([
      '2026-11-19',
      '2026-11-20',
      '2026-11-21',
      '2026-11-22',
      '2026-11-23',
      '2026-11-24',
      '2026-11-25',
    ])
  })

  it('names completed goals and earned badges, and counts check-ins and new goals, in the period only', () => {
    const report = playerReport(
      {
        ...none,
        checkIns: [{ day: '2026-11-20' }, { day: '2026-11-21' }, { day: '2026-11-10' }],
        goalsSet: [
          { day: '2026-11-22', title: 'Weak foot' },
          { day: '2026-11-02', title: 'Old' },
        ],
        goalsCompleted: [
          { day: '2026-11-23', title: 'Juggle 50' },
          { day: '2026-11-11', title: 'Earlier' },
        ],
        badges: [
          { day: '2026-11-24', id: 'first-session' },
          { day: '2026-11-24', id: 'retired-badge' },
        ],
      },
      window,
    )
    expect([report.checkIns, report.goalsSet, report.goalsCompleted]).toEqual([2, 1, ['Juggle 50']])
    expect(report.badges).toEqual(['First Session', 'retired-badge'])
  })

  it('sums plays and keeps the best percentage per game', () => {
    const report = playerReport(
      {
        ...none,
        games: [
          { day: '2026-11-20', gameId: 'soccer-trivia', score: 30, maxScore: 100 },
          { day: '2026-11-21', gameId: 'soccer-trivia', score: 80, maxScore: 100 },
          { day: '2026-11-21', gameId: 'decision-drill', score: 2, maxScore: 3 },
          { day: '2026-11-01', gameId: 'reaction-master', score: 10, maxScore: 10 },
        ],
      },
      window,
    )
    expect(report.games).toEqual([
      { gameId: 'soccer-trivia', name: 'Soccer Trivia', plays: 2, bestPercent: 80 },
      { gameId: 'decision-drill', name: 'Decision Drill', plays: 1, bestPercent: 67 },
    ])
  })
})

describe('report words', () => {
  it('says how the sessions compare with the period before', () => {
    expect(sessionTrend({ sessions: 4, previous: { sessions: 2 } }, 'week')).toBe('2 more sessions than the 7 days before')
    expect(sessionTrend({ sessions: 2, previous: { sessions: 3 } }, 'month')).toBe('1 fewer session than the 30 days before')
    expect(sessionTrend({ sessions: 3, previous: { sessions: 3 } }, 'week')).toBe('As many sessions as the 7 days before')
    expect(sessionTrend({ sessions: 0, previous: { sessions: 0 } }, 'week')).toBe('No sessions in the 7 days before either')
  })

  it('sums a child up in one sentence, and says plainly when there was no training', () => {
    expect(reportHeadline('Maya', { sessions: 3, minutes: 135, trainingDays: 2 })).toBe('Maya trained 3 times for 135 minutes on 2 days.')
    expect(reportHeadline('Leo', { sessions: 1, minutes: 1, trainingDays: 1 })).toBe('Leo trained once for 1 minute on 1 day.')
    expect(reportHeadline('Mia', { sessions: 0, minutes: 0, trainingDays: 0 })).toBe('Mia logged no training in this period.')
  })
})
