import assert from 'node:assert/strict'
import { eq } from 'drizzle-orm'
import { familyMembers, playerLevels, trainingStreaks, userBadges, users } from '../../db/schema/index.ts'
import { call, SITE, type TestApp, withApp } from '../../test-support/test-app.ts'
import { answerAll, finish, startPlay } from '../games/game-fixtures.ts'
import { createGoal, setTier } from '../goals/goal-fixtures.ts'
import { logSession } from '../training/training-fixtures.ts'
import { createFamily, get, linkChild, patch, post, signUpChild, signUpParent } from './family-fixtures.ts'

// GET /api/family, /api/family/dashboard and /api/family/report are served from memory until this
// process writes a table each names (http/cached-answer.ts), a child's day changes in the child's
// zone, or an open ask or the family's trial ends (docs/features/family.md, "Cached answers").
const MINUTE = 60_000
const DAY = 24 * 60 * MINUTE

const read = async (t: TestApp, path: string, token: string) => {
  const res = await get(t.app, path, token)
  assert.equal(res.status, 200, await res.clone().text())
  return res.json()
}

/** What the admin's three family pages show of the family and its one child. */
async function pages(t: TestApp, token: string) {
  const [family, dashboard, report] = await Promise.all([
    read(t, '/api/family', token),
    read(t, '/api/family/dashboard', token),
    read(t, '/api/family/report?period=week', token),
  ])
  const child = dashboard.children[0]
  const card = report.children[0]
  return {
    family: `${family.family.family_name}: ${family.family.members.map((m: { first_name: string }) => m.first_name).join(', ')}`,
    dashboard: [
      dashboard.family.family_name,
      `${child.first_name} ${child.permission_level} level ${child.level} streak ${child.current_streak} goals ${child.active_goals}`,
      child.last_activity_at,
      `${dashboard.link_requests.length} asks ${dashboard.invitations.length} invitations ${dashboard.goal_approvals.length} approvals`,
    ].join(' | '),
    report:
      `${report.family_name} ${card.first_name} ${card.to} level ${card.level} streak ${card.current_streak} sessions ${card.sessions} ` +
      `check-ins ${card.check_ins} goals ${card.goals_set} badges ${card.badges.length} games ${card.games.length}`,
    generated: report.generated_at as string,
  }
}

Deno.test("protects behaviour: the family pages show each kind of write on the next read, the child's new day, an ask's expiry, never another family's", () =>
  withApp({}, async (t) => {
    const { app, database, clock } = t
    const sam = await signUpParent(app, 'sam@example.com', 'Sam')
    await createFamily(app, sam)
    await setTier(database, sam.id, 'parent')
    const maya = await signUpChild(app, 'maya@example.com', 14, 'Maya')
    await linkChild(app, database, sam, maya, 'limited')
    // Maya lives at UTC+14: at 12:00 UTC on 22 November it is 02:00 on the 23rd; her day ends at 10:00 UTC.
    const zone = { time_zone: 'Pacific/Kiritimati' }
    assert.equal((await call(app, 'PUT', '/api/me/time-zone', { token: maya.token, origin: SITE, body: zone })).status, 200)
    let seen = await pages(t, sam.token)
    assert.equal(seen.family, 'Lopez Family: Sam, Maya')
    assert.match(seen.dashboard, /^Lopez Family \| Maya limited level 1 streak 0 goals 0 \| .* \| 0 asks 0 invitations 0 approvals$/)
    assert.match(seen.report, / Maya 2026-11-23 level 1 streak 0 sessions 0 check-ins 0 goals 0 badges 0 games 0$/)
    clock.advance(MINUTE)
    const again = await pages(t, sam.token)
    assert.deepEqual({ ...again, generated: '' }, { ...seen, generated: '' })
    assert.equal(again.generated, new Date(clock.now()).toISOString(), 'a kept report says when it was served')
    const types = await Promise.all(
      ['/api/family', '/api/family/report'].map(async (path) => (await get(app, path, sam.token)).headers.get('content-type')),
    )
    assert.equal(types[1], types[0], 'a kept report is JSON as a built answer is')

    // Each write, through the API where one writes the table, shows on the next read.
    const step = async (what: string, write: () => Promise<unknown>, changed: (keyof typeof seen)[]) => {
      clock.advance(MINUTE)
      await write()
      const now = await pages(t, sam.token)
      for (const page of ['family', 'dashboard', 'report'] as const) {
        if (changed.includes(page)) assert.notEqual(now[page], seen[page], `${what} shows on ${page}`)
        else assert.equal(now[page], seen[page], `${what} leaves ${page} as it was`)
      }
      seen = now
    }
    const ok = async (res: Promise<Response>, status = 200) => assert.equal((await res).status, status)
    await step('a logged session (training_logs and the rest of Log Training)', () => ok(logSession(app, maya.token), 201), [
      'dashboard',
      'report',
    ])
    await step('a new goal (goals)', () => ok(createGoal(app, maya.token, { title: 'Juggle 50' }), 201), ['dashboard', 'report'])
    await step('a check-in (daily_checkins)', () => ok(post(app, '/api/check-ins', maya.token, {}), 201), ['dashboard', 'report'])
    await step('a game (game_results)', async () => {
      const play = await startPlay(app, maya.token, { game_id: 'soccer-trivia' })
      await answerAll(app, maya.token, play, undefined, clock)
      await ok(finish(app, maya.token, play.id), 201)
    }, ['dashboard', 'report'])
    await step(
      'an ask to link (child_link_requests)',
      () => ok(post(app, '/api/family/link-requests', sam.token, { child_email: 'leo@example.com' }), 201),
      [
        'dashboard',
      ],
    )
    await step(
      'an invitation (family_invitations)',
      () => ok(post(app, '/api/family/invitations', sam.token, { email: 'kim@example.com', relationship: 'guardian' }), 201),
      [
        'dashboard',
      ],
    )
    await step('a new name (family_accounts)', () => ok(patch(app, '/api/family', sam.token, { family_name: 'Lopez Squad' })), [
      'family',
      'dashboard',
      'report',
    ])
    // Tables one flow writes with others, each written alone.
    const alone = (write: Parameters<typeof database.write>[0]) => () => database.write(write)
    await step(
      'a changed permission (family_members)',
      alone((db) => db.update(familyMembers).set({ permissionLevel: 'view_only' }).where(eq(familyMembers.userId, maya.id))),
      ['dashboard'],
    )
    await step('a renamed child (users)', alone((db) => db.update(users).set({ firstName: 'Mia' }).where(eq(users.id, maya.id))), [
      'family',
      'dashboard',
      'report',
    ])
    await step(
      'a level (player_levels)',
      alone((db) => db.update(playerLevels).set({ totalXp: 5_000 }).where(eq(playerLevels.userId, maya.id))),
      [
        'dashboard',
        'report',
      ],
    )
    await step(
      'a streak (training_streaks)',
      alone((db) => db.update(trainingStreaks).set({ currentStreak: 9, lastDay: '2026-11-23' }).where(eq(trainingStreaks.userId, maya.id))),
      [
        'dashboard',
        'report',
      ],
    )
    await step('a lost badge (user_badges)', alone((db) => db.delete(userBadges).where(eq(userBadges.userId, maya.id))), ['report'])

    // Past Maya's midnight (10:00 UTC), nothing written: her report's week moves on with her day.
    clock.advance(Date.parse('2026-11-23T09:59:00Z') - clock.now())
    assert.match((await pages(t, sam.token)).report, / Mia 2026-11-23 /)
    clock.advance(2 * MINUTE)
    assert.match((await pages(t, sam.token)).report, / Mia 2026-11-24 /)

    // The open ask and invitation leave the dashboard when each expires (7 days), with no write and
    // on one day of Maya's.
    const open = await read(t, '/api/family/dashboard', sam.token)
    const askEnds = Date.parse(open.link_requests[0].expires_at)
    const invitationEnds = Date.parse(open.invitations[0].expires_at)
    assert.ok(askEnds < invitationEnds)
    clock.advance(askEnds - MINUTE - clock.now())
    assert.match((await pages(t, sam.token)).dashboard, / 1 asks 1 invitations /)
    clock.advance(MINUTE + 1_000)
    assert.match((await pages(t, sam.token)).dashboard, / 0 asks 1 invitations /)
    clock.advance(invitationEnds - clock.now())
    assert.match((await pages(t, sam.token)).dashboard, / 0 asks 0 invitations /)

    // Another family's admin reads the same URLs and gets their own family.
    const ana = await signUpParent(app, 'ana@example.com', 'Ana')
    await createFamily(app, ana, 'Other Family')
    assert.equal((await read(t, '/api/family', ana.token)).family.family_name, 'Other Family')
    assert.deepEqual((await read(t, '/api/family/dashboard', ana.token)).children, [])
    assert.deepEqual((await read(t, '/api/family/report', ana.token)).children, [])
  }))

Deno.test("protects behaviour: a kept dashboard and report end with the family's trial when the admin is not on Parent", () =>
  withApp({}, async ({ app, database, clock }) => {
    const sam = await signUpParent(app, 'sam@example.com', 'Sam')
    await createFamily(app, sam)
    const maya = await signUpChild(app, 'maya@example.com', 14, 'Maya')
    await linkChild(app, database, sam, maya)
    for (const path of ['/api/family/dashboard', '/api/family/report']) assert.equal((await get(app, path, sam.token)).status, 200)
    clock.advance(7 * DAY)
    for (const path of ['/api/family/dashboard', '/api/family/report']) assert.equal((await get(app, path, sam.token)).status, 402, path)
    // The family itself stays open on every plan.
    assert.equal((await get(app, '/api/family', sam.token)).status, 200)
  }))
