import { beforeEach, describe, expect, it } from 'vitest'
import { AUTH_MESSAGES } from '@app/shared/domain/messages/auth.ts'
import { TRAINING_MESSAGES } from '@app/shared/domain/messages/training.ts'
import { GOAL_MESSAGES } from '@app/shared/domain/messages/goals.ts'
import { sessionXp } from '@app/shared/domain/training-xp.ts'
import { playerLevel } from '@app/shared/domain/player-level.ts'
import { browserTimeZone } from '@app/shared/domain/calendar-day.ts'
import { AchievementsResponse, GameStatsResponse } from '@app/shared/schemas/games.ts'
import { GoalListResponse, GoalTemplateListResponse, UpcomingSessionsResponse } from '@app/shared/schemas/goals.ts'
import {
  BadgesResponse,
  CheckInResponse,
  LevelResponse,
  LogTrainingResponse,
  SkillsResponse,
  StreakResponse,
  TrainingListResponse,
  TrainingStatsResponse,
} from '@app/shared/schemas/progress.ts'
import { SessionResponse } from '@app/shared/schemas/user.ts'
import { MyReportResponse } from '@app/shared/schemas/player-report.ts'
import { ReflectionListResponse } from '@app/shared/schemas/mindset.ts'
import { SubscriptionResponse } from '@app/shared/schemas/billing.ts'
import { SessionListResponse, TwoFactorStatusResponse } from '@app/shared/schemas/security.ts'
import { WeeklyPlanResponse } from '@app/shared/schemas/weekly-plan.ts'
import { answerDemo, resetDemo } from '@app/shared/demo/demo-backend.ts'
import { DEMO_SESSIONS } from '@app/shared/demo/demo-fixtures.ts'

const get = (path: string) => answerDemo('GET', path, undefined)

describe('demo mode backend', () => {
  beforeEach(() => resetDemo())

  it("downloads the sample player's data but never pretends to delete the account", () => {
    const exported = get('/me/export')
    expect(exported.status).toBe(200)
    const body = exported.body as { format: string; goals: unknown[]; account: { email: string } }
    expect(body.format).toBe('pitchpath-personal-data')
    expect(body.goals.length).toBe((get('/goals').body as { goals: unknown[] }).goals.length)
    const deleted = answerDemo('DELETE', '/me', { password: 'x' })
    expect(deleted.status).toBe(503)
    expect((deleted.body as { error: { code: string } }).error.code).toBe('NOT_AVAILABLE')
  })

  it('answers every read the pages make in the API response shapes (checked by the API schemas)', () => {
    const reads: Array<[string, { parse(v: unknown): unknown }]> = [
      ['/auth/session', SessionResponse],
      ['/goals', GoalListResponse],
      ['/training?limit=3', TrainingListResponse],
      ['/training/stats?days=7', TrainingStatsResponse],
      ['/progress/level', LevelResponse],
      ['/progress/streak', StreakResponse],
      ['/progress/skills', SkillsResponse],
      ['/progress/badges', BadgesResponse],
      ['/check-ins', CheckInResponse],
      ['/plan/this-week', WeeklyPlanResponse],
      ['/games/stats', GameStatsResponse],
      ['/achievements', AchievementsResponse],
      ['/billing/subscription', SubscriptionResponse],
      ['/me/two-factor', TwoFactorStatusResponse],
      ['/me/sessions', SessionListResponse],
      ['/goals/sessions/upcoming?limit=4', UpcomingSessionsResponse],
      ['/progress/report', MyReportResponse],
      ['/progress/report?period=month', MyReportResponse],
      ['/goals/templates', GoalTemplateListResponse],
      ['/mindset/entries', ReflectionListResponse],
    ]
    for (const [path, schema] of reads) {
      const answer = get(path)
      expect(answer.status, path).toBe(200)
      expect(() => schema.parse(answer.body), path).not.toThrow()
    }
  })

  it("edits a sample goal with the API's rules: the change is listed, bad input and unknown ids change nothing", () => {
    const [first] = GoalListResponse.parse(get('/goals').body).goals
    const body = { title: 'Juggle 100', description: '', pillar: 'mental', goal_type: 'outcome', target_date: null }
    const edited = answerDemo('PUT', `/goals/${first!.id}`, body)
    expect(edited.status).toBe(200)
    const listed = GoalListResponse.parse(get('/goals').body).goals[0]
    expect(listed).toMatchObject({
      id: first!.id,
      title: 'Juggle 100',
      description: null,
      pillar: 'mental',
      status: first!.status,
      created_at: first!.created_at,
    })
    expect(answerDemo('PUT', `/goals/${first!.id}`, { ...body, title: ' ' }).status).toBe(400)
    expect(answerDemo('PUT', '/goals/unknown', body).status).toBe(404)
    expect(GoalListResponse.parse(get('/goals').body).goals[0]).toEqual(listed)
  })

  it('says planning a session is not available in demo mode instead of pretending to save it', () => {
    const [first] = GoalListResponse.parse(get('/goals').body).goals
    const answer = answerDemo('POST', `/goals/${first!.id}/sessions`, { session_date: '2026-12-01', start_time: '16:00' })
    expect(answer.status).toBe(503)
    expect((answer.body as { error: { code: string } }).error.code).toBe('NOT_AVAILABLE')
    expect(UpcomingSessionsResponse.parse(get('/goals/sessions/upcoming').body).sessions).toEqual([])
  })

  it('answers that a planned session cannot be found when asked to change or remove one: the sample plans none', () => {
    const id = '00000000-0000-4000-8000-000000000000'
    for (const [method, body] of [
      ['PUT', { session_date: '2026-12-01', start_time: '16:00' }],
      ['DELETE', undefined],
    ] as const) {
      const answer = answerDemo(method, `/goals/sessions/${id}`, body)
      expect({ method, status: answer.status, body: answer.body }).toEqual({
        method,
        status: 404,
        body: { error: { code: 'NOT_FOUND', message: GOAL_MESSAGES.sessionNotFound } },
      })
    }
  })

  it('says stopping reminders is not available in demo mode, which sends no mail', () => {
    const answer = answerDemo('POST', '/notifications/stop', { token: 'x.y' })
    expect({ status: answer.status, code: (answer.body as { error: { code: string } }).error.code }).toEqual({
      status: 503,
      code: 'NOT_AVAILABLE',
    })
  })

  it('reopens a completed sample goal, which is then active', () => {
    const done = GoalListResponse.parse(get('/goals').body).goals.find((g) => g.status === 'completed')
    expect(answerDemo('POST', `/goals/${done!.id}/reopen`, undefined).status).toBe(200)
    expect(GoalListResponse.parse(get('/goals?status=active').body).goals.map((g) => g.id)).toContain(done!.id)
  })

  it("counts the sample player's analytics from the visit's sessions by the API's rule, and refuses a bad period", () => {
    const month = MyReportResponse.parse(get('/progress/report?period=month').body).report
    const logs = (get('/training?limit=100').body as { logs: { day: string; duration_minutes: number }[] }).logs.filter(
      (l) => l.day >= month.from,
    )
    expect([month.sessions, month.minutes]).toEqual([logs.length, logs.reduce((n, l) => n + l.duration_minutes, 0)])
    expect(month.sessions).toBeGreaterThan(0)
    expect(get('/progress/report?period=year').status).toBe(400)
  })

  it('derives XP, level and streak from the fixture sessions with the shared rules', () => {
    const xp = DEMO_SESSIONS.reduce((sum, s) => sum + sessionXp(s.session_type, s.duration_minutes), 0)
    const { level } = get('/progress/level').body as { level: { total_xp: number; level: number } }
    expect(level.total_xp).toBe(xp)
    expect(level.level).toBe(playerLevel(xp).level)
    const { streak } = get('/progress/streak').body as { streak: { current: number; trained_today: boolean } }
    expect(streak.current).toBeGreaterThanOrEqual(9)
    expect(streak.trained_today).toBe(false)
  })

  it('logs a session: XP by the shared rule, the streak grows today, and the list shows it first', () => {
    const before = (get('/progress/level').body as { level: { total_xp: number } }).level.total_xp
    const body = {
      id: crypto.randomUUID(),
      session_type: 'technical',
      skill_focus: ['technical'],
      duration_minutes: 60,
      energy_level: 4,
      notes: '',
      time_zone: browserTimeZone(),
    }
    const answer = answerDemo('POST', '/training', body)
    expect(answer.status).toBe(201)
    const logged = LogTrainingResponse.parse(answer.body)
    expect(logged.log.xp_earned).toBe(sessionXp('technical', 60))
    expect(logged.level.total_xp).toBe(before + logged.log.xp_earned)
    expect(logged.streak.trained_today).toBe(true)
    expect((get('/training?limit=1').body as { logs: { id: string }[] }).logs[0]!.id).toBe(body.id)
    // The same id again is a replay, not a second session.
    expect(answerDemo('POST', '/training', body).status).toBe(200)
  })

  it("refuses a log beyond the day's 5 hours with the API message, like the API", () => {
    const sent = (minutes: number) =>
      answerDemo('POST', '/training', {
        id: crypto.randomUUID(),
        session_type: 'match',
        skill_focus: ['tactical'],
        duration_minutes: minutes,
        energy_level: 3,
      })
    const logged = (get('/training/stats?days=1').body as { days: { minutes: number }[] }).days[0]!.minutes
    let left = 300 - logged
    while (left >= 180) left -= (sent(180), 180)
    if (left >= 10) expect(sent(left - (left % 5)).status).toBe(201)
    const before = get('/training?limit=100').body
    const over = answerDemo('POST', '/training', {
      id: crypto.randomUUID(),
      session_type: 'match',
      skill_focus: ['tactical'],
      duration_minutes: 10,
      energy_level: 3,
    })
    expect([over.status, JSON.stringify(over.body).includes(TRAINING_MESSAGES.dailyCap)]).toEqual([422, true])
    expect(get('/training?limit=100').body).toEqual(before)
  })

  it('refuses bad input with the API message and changes nothing', () => {
    const before = get('/training?limit=100').body
    const answer = answerDemo('POST', '/training', {
      id: crypto.randomUUID(),
      session_type: 'nap',
      skill_focus: [],
      duration_minutes: 60,
      energy_level: 4,
      time_zone: browserTimeZone(),
    })
    expect(answer.status).toBe(400)
    expect(JSON.stringify(answer.body)).toContain(TRAINING_MESSAGES.chooseSessionType)
    expect(get('/training?limit=100').body).toEqual(before)
  })

  it('says password reset and password update are not available in demo mode', () => {
    expect(answerDemo('POST', '/auth/password-reset', { email: 'maya@pitchpath.dev' })).toEqual({
      status: 503,
      body: { error: { code: 'NOT_AVAILABLE', message: AUTH_MESSAGES.resetNotInDemo } },
    })
    expect(answerDemo('POST', '/auth/password-reset/confirm', { token: 'x', password: 'secret-123' })).toEqual({
      status: 503,
      body: { error: { code: 'NOT_AVAILABLE', message: AUTH_MESSAGES.updateNotInDemo } },
    })
  })

  it('signs out and in again only with the demo account, and hides data while signed out', () => {
    expect(answerDemo('POST', '/auth/sign-out', undefined).status).toBe(204)
    expect(get('/goals').status).toBe(401)
    expect(answerDemo('POST', '/auth/sign-in', { email: 'maya@pitchpath.dev', password: 'wrong-one' }).status).toBe(401)
    expect(answerDemo('POST', '/auth/sign-in', { email: 'maya@pitchpath.dev', password: 'demo-player-1' }).status).toBe(200)
    expect(get('/goals').status).toBe(200)
  })
})
