import assert from 'node:assert/strict'
import { PAID_FEATURES } from '@app/shared/domain/billing/tier-features.ts'
import { MyReportResponse } from '@app/shared/schemas/player-report.ts'
import { snapshot } from '../../test-support/db-snapshot.ts'
import { call, signUp, withApp } from '../../test-support/test-app.ts'
import { setTier } from '../goals/goal-fixtures.ts'
import { logSession } from '../training/training-fixtures.ts'

const DAY = 86_400_000

Deno.test("protects behaviour: a Pro player's analytics count their own sessions, averages, skills and 12 weeks, and a Free player is offered the upgrade with nothing written", () =>
  withApp({}, async ({ app, database, clock }) => {
    const maya = await signUp(app)
    const refused = await call(app, 'GET', '/api/progress/report', { token: maya.token })
    assert.equal(refused.status, 402)
    assert.equal((await refused.json()).error.message, PAID_FEATURES.advancedAnalytics.message)

    await setTier(database, maya.id, 'pro')
    assert.equal(
      (await logSession(app, maya.token, { duration_minutes: 60, energy_level: 5, skill_focus: ['technical', 'mental'] })).status,
      201,
    )
    clock.advance(10 * DAY)
    assert.equal(
      (await logSession(app, maya.token, { duration_minutes: 30, energy_level: 2, session_type: 'physical', skill_focus: ['physical'] }))
        .status,
      201,
    )
    assert.equal((await logSession(app, maya.token, { duration_minutes: 45, energy_level: 4 })).status, 201)

    const before = await snapshot(database)
    const week = MyReportResponse.parse(await (await call(app, 'GET', '/api/progress/report', { token: maya.token })).json())
    assert.equal(await snapshot(database), before, 'reading analytics writes nothing')
    const r = week.report
    assert.deepEqual([r.first_name, r.from, r.to], ['Maya', '2026-11-26', '2026-12-02'])
    assert.deepEqual([r.sessions, r.minutes, r.average_minutes, r.average_energy, r.previous], [2, 75, 38, 3, { sessions: 1, minutes: 60 }])
    assert.deepEqual(r.skill_focus.map((s) => [s.skill, s.sessions]), [['technical', 1], ['physical', 1]])
    assert.equal(r.weeks.length, 12)
    assert.deepEqual(r.weeks.slice(-2).map((w) => [w.from, w.sessions, w.minutes]), [['2026-11-19', 1, 60], ['2026-11-26', 2, 75]])

    // Looking ahead: the pace is the last 4 weeks' XP (all three sessions) a week; tactical was never trained.
    const level = (await (await call(app, 'GET', '/api/progress/level', { token: maya.token })).json()).level
    assert.equal(week.outlook.level_forecast?.next_level, level.level + 1)
    // The XP chart's line ends at today's total, and the threshold is that total plus the XP to go.
    assert.equal(week.outlook.level_forecast?.total_xp, level.total_xp)
    assert.equal(week.outlook.level_forecast?.xp_to_go, level.xp_to_next_level)
    assert.equal(week.outlook.level_forecast?.weekly_xp, Math.round(level.total_xp / 4))
    assert.ok(week.outlook.level_forecast?.day && week.outlook.level_forecast.day > r.to)
    assert.deepEqual([week.outlook.skill_suggestion.skill, week.outlook.skill_suggestion.level], ['tactical', 0])

    const month = MyReportResponse.parse(await (await call(app, 'GET', '/api/progress/report?period=month', { token: maya.token })).json())
    assert.deepEqual([month.period, month.report.sessions, month.report.minutes_by_day.length], ['month', 3, 30])
    assert.equal((await call(app, 'GET', '/api/progress/report?period=decade', { token: maya.token })).status, 400)
  }))
