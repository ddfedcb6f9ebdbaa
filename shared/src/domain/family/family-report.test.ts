import { describe, expect, it } from 'vitest'
import { childReport, type ReportRows, reportHeadline, reportWindow, sessionTrend } from './family-report.ts'

const none: ReportRows = { sessions: [], checkIns: [], goalsSet: [], goalsCompleted: [], badges: [], games: [] }
const session = (day: string, minutes: number, type: ReportRows['sessions'][number]['type'] = 'technical') => ({ day, type, minutes, xp: minutes })

describe('reportWindow', () => {
  it('covers the last 7 days with today included, and the 7 days before them', () => {
    expect(reportWindow('2026-11-25', 'week')).toEqual({ from: '2026-11-19', to: '2026-11-25', previousFrom: '2026-11-12', previousTo: '2026-11-18' })
  })

  it('covers 30 days for a month, across a month and a year end', () => {
    expect(reportWindow('2027-01-10', 'month')).toEqual({ from: '2026-12-12', to: '2027-01-10', previousFrom: '2026-11-12', previousTo: '2026-12-11' })
  })
})

describe('childReport', () => {
  const window = reportWindow('2026-11-25', 'week')

  it('counts sessions, minutes, XP and training days inside the period and compares with the period before', () => {
    const report = childReport({
      ...none,
      sessions: [session('2026-11-25', 45), session('2026-11-25', 30, 'physical'), session('2026-11-19', 60), session('2026-11-18', 20), session('2026-11-01', 90)],
    }, window)
    expect([report.sessions, report.minutes, report.xp, report.trainingDays]).toEqual([3, 135, 135, 2])
    expect(report.previous).toEqual({ sessions: 1, minutes: 20 })
    expect(report.byType).toEqual([
      { type: 'technical', label: 'Technical', sessions: 2, minutes: 105 },
      { type: 'physical', label: 'Physical', sessions: 1, minutes: 30 },
    ])
  })

  it('gives every day of the period its minutes, zero days included, oldest first', () => {
    const report = childReport({ ...none, sessions: [session('2026-11-20', 15), session('2026-11-20', 10), session('2026-11-24', 40)] }, window)
    expect(report.minutesByDay.map((d) => d.minutes)).toEqual([0, 25, 0, 0, 0, 40, 0])
    expect(report.minutesByDay.map((d) => d.day)).toEqual(['2026-11-19', '2026-11-20', '2026-11-21', '2026-11-22', '2026-11-23', '2026-11-24', '2026-11-25'])
  })

  it('names completed goals and earned badges, and counts check-ins and new goals, in the period only', () => {
    const report = childReport({
      ...none,
      checkIns: [{ day: '2026-11-20' }, { day: '2026-11-21' }, { day: '2026-11-10' }],
      goalsSet: [{ day: '2026-11-22', title: 'Weak foot' }, { day: '2026-11-02', title: 'Old' }],
      goalsCompleted: [{ day: '2026-11-23', title: 'Juggle 50' }, { day: '2026-11-11', title: 'Earlier' }],
      badges: [{ day: '2026-11-24', id: 'first-session' }, { day: '2026-11-24', id: 'retired-badge' }],
    }, window)
    expect([report.checkIns, report.goalsSet, report.goalsCompleted]).toEqual([2, 1, ['Juggle 50']])
    expect(report.badges).toEqual(['First Session', 'retired-badge'])
  })

  it('sums plays and keeps the best percentage per game', () => {
    const report = childReport({
      ...none,
      games: [
        { day: '2026-11-20', gameId: 'soccer-trivia', score: 30, maxScore: 100 },
        { day: '2026-11-21', gameId: 'soccer-trivia', score: 80, maxScore: 100 },
        { day: '2026-11-21', gameId: 'decision-drill', score: 2, maxScore: 3 },
        { day: '2026-11-01', gameId: 'reaction-master', score: 10, maxScore: 10 },
      ],
    }, window)
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
