import assert from 'node:assert/strict'
import { FamilyReportResponse } from '@app/shared/schemas/player-report.ts'
import { snapshot } from '../../test-support/db-snapshot.ts'
import { call, SITE, withApp } from '../../test-support/test-app.ts'
import { answerAll, finish, startPlay } from '../games/game-fixtures.ts'
import { createGoal, setTier } from '../goals/goal-fixtures.ts'
import { logSession } from '../training/training-fixtures.ts'
import { createFamily, get, linkChild, post, signUpChild, signUpParent } from './family-fixtures.ts'

const DAY = 86_400_000
const report = async (app: Parameters<typeof get>[0], token: string, query = '') => {
  const res = await get(app, `/api/family/report${query}`, token)
  assert.equal(res.status, 200, await res.clone().text())
  return FamilyReportResponse.parse(await res.json())
}

Deno.test("protects behaviour: the family report counts each child's training, check-ins, goals, badges and games on the child's own days, beside the period before", () =>
  withApp({}, async ({ app, database, clock }) => {
    const admin = await signUpParent(app, 'sam@example.com', 'Sam')
    await createFamily(app, admin)
    const maya = await signUpChild(app, 'maya@example.com', 14, 'Maya')
    await linkChild(app, database, admin, maya, 'limited')
    const leo = await signUpChild(app, 'leo@example.com', 15, 'Leo')
    await linkChild(app, database, admin, leo, 'view_only')

    // Maya lives at UTC+14: 2026-11-22 12:00 UTC is already the 23rd on her calendar.
    const zone = 'Pacific/Kiritimati'
    assert.equal((await call(app, 'PUT', '/api/me/time-zone', { token: maya.token, origin: SITE, body: { time_zone: zone } })).status, 200)
    assert.equal((await logSession(app, maya.token, { duration_minutes: 30 })).status, 201)
    clock.advance(2 * DAY)
    assert.equal(
      (await logSession(app, maya.token, { duration_minutes: 45, session_type: 'physical', skill_focus: ['physical'] })).status,
      201,
    )
    assert.equal((await logSession(app, maya.token, { duration_minutes: 15 })).status, 201)
    assert.equal((await post(app, '/api/check-ins', maya.token, {})).status, 201)
    const goal = await (await createGoal(app, maya.token, { title: 'Juggle 50' })).json()
    assert.equal((await post(app, `/api/goals/${goal.goal.id}/complete`, maya.token)).status, 200)
    const play = await startPlay(app, maya.token, { game_id: 'soccer-trivia' })
    await answerAll(app, maya.token, play, undefined, clock)
    assert.equal((await finish(app, maya.token, play.id)).status, 201)

    const week = await report(app, admin.token)
    assert.equal(week.period, 'week')
    assert.deepEqual(week.children.map((c) => c.first_name), ['Maya', 'Leo'])
    const [m, l] = week.children as [typeof week.children[number], typeof week.children[number]]
    assert.deepEqual([m.from, m.to], ['2026-11-19', '2026-11-25'], "Maya's week ends on her own today")
    assert.deepEqual([l.from, l.to], ['2026-11-18', '2026-11-24'])
    assert.deepEqual([m.sessions, m.minutes, m.training_days, m.check_ins, m.goals_set], [3, 90, 2, 1, 1])
    assert.deepEqual(m.by_type.map((t) => [t.type, t.sessions, t.minutes]), [['technical', 2, 45], ['physical', 1, 45]])
    assert.deepEqual(m.minutes_by_day.map((d) => d.minutes), [0, 0, 0, 0, 30, 0, 60])
    assert.deepEqual(m.goals_completed, ['Juggle 50'])
    assert.ok(m.badges.includes('First Session') && m.badges.includes('Goal Getter'), m.badges.join())
    assert.deepEqual(m.games.map((g) => [g.game_id, g.plays, g.best_percent]), [['soccer-trivia', 1, 100]])
    assert.ok(m.xp > 0 && m.level >= 1)
    assert.deepEqual([m.average_minutes, m.weeks.length, m.weeks.at(-1)!.minutes], [30, 12, 90])
    assert.deepEqual([l.sessions, l.minutes, l.games, l.goals_completed], [0, 0, [], []], 'nothing of Maya is counted for Leo')

    // A week on (the trial over, so the family is on Parent), the sessions are the period before.
    await setTier(database, admin.id, 'parent')
    clock.advance(7 * DAY)
    const later = (await report(app, admin.token)).children[0]!
    assert.deepEqual([later.sessions, later.previous], [0, { sessions: 3, minutes: 90 }])
    assert.deepEqual([later.goals_completed, later.games, later.check_ins], [[], [], 0])
    const month = (await report(app, admin.token, '?period=month')).children[0]!
    assert.deepEqual([month.from, month.to, month.sessions, month.minutes_by_day.length], ['2026-11-03', '2026-12-02', 3, 30])
  }))

Deno.test('protects behaviour: the family report refuses a bad period, members and outsiders, and reads without writing', () =>
  withApp({}, async ({ app, database }) => {
    const admin = await signUpParent(app, 'sam@example.com', 'Sam')
    await createFamily(app, admin)
    const teen = await signUpChild(app, 'maya@example.com', 14, 'Maya')
    await linkChild(app, database, admin, teen)
    const loner = await signUpParent(app, 'olga@example.com', 'Olga')
    const before = await snapshot(database)
    for (
      const [token, query, status] of [
        [admin.token, '?period=year', 400],
        [admin.token, '?period=week&extra=1', 400],
        [teen.token, '', 403],
        [loner.token, '', 404],
        [null, '', 401],
      ] as const
    ) {
      const res = await call(app, 'GET', `/api/family/report${query}`, { token, origin: SITE })
      assert.equal(res.status, status, `${query} ${await res.text()}`)
    }
    await report(app, admin.token, '?period=month')
    assert.equal(await snapshot(database), before, 'reading or refusing a report changed nothing')
  }))
