import assert from 'node:assert/strict'
import { eq } from 'drizzle-orm'
import { PAID_FEATURES } from '@app/shared/domain/billing/tier-features.ts'
import { TEAM_MESSAGES } from '@app/shared/domain/messages/teams.ts'
import { outboxMails, teamCheers, teamMembers } from '../../db/schema/index.ts'
import { logSession } from '../training/training-fixtures.ts'
import { withApp } from '../../test-support/test-app.ts'
import { DRILLS } from '../drills/public.ts'
import { del, fullTeam, get, joinTeam, post, setTier, teamOf, teamWithPlayers } from './team-fixtures.ts'

Deno.test('a parent creates a team; a teen joins at once and her parent is told; a child under 13 waits for his', () =>
  withApp({}, async ({ app, database }) => {
    const { coach, team, teen, child, parent } = await teamWithPlayers(app)
    assert.match(team.join_code, /^[A-Z2-9]{8}$/)

    assert.equal((await joinTeam(app, teen, team.join_code.toLowerCase())).status, 'active')
    const toMa = await database.db.select().from(outboxMails).where(eq(outboxMails.to, 'ma@example.com'))
    assert.ok(toMa.some((m) => m.subject === 'Tia joined the team "Lions" on PitchPath'))

    const joined = await joinTeam(app, child, team.join_code)
    assert.equal(joined.status, 'pending_parent')
    const toPat = await database.db.select().from(outboxMails).where(eq(outboxMails.to, 'pat@example.com'))
    const ask = toPat.find((m) => m.subject === 'Leo asked to join the team "Lions" on PitchPath')
    assert.ok(ask?.text.includes(`/app/teams/${team.id}`))

    // The waiting child cannot see the team yet; the coach sees him waiting; his parent may approve.
    assert.equal((await get(app, `/api/teams/${team.id}`, child.token)).status, 404)
    const coachView = await teamOf(app, coach, team.id)
    assert.deepEqual(coachView.members.map((m: { name: string; status: string }) => [m.name, m.status]), [
      ['Sam L.', 'active'],
      ['Leo P.', 'pending_parent'],
      ['Tia R.', 'active'],
    ])
    const parentView = await teamOf(app, parent, team.id)
    assert.equal(parentView.my_role, 'parent')
    assert.equal(parentView.join_code, null)
    const leo = parentView.members.find((m: { name: string }) => m.name === 'Leo P.')
    assert.equal(leo.can_approve, true)
    const list = await (await get(app, '/api/teams', parent.token)).json()
    assert.deepEqual(list.teams.map((t: { name: string; waiting_for_me: number }) => [t.name, t.waiting_for_me]), [['Lions', 1]])

    assert.equal((await post(app, `/api/teams/${team.id}/members/${leo.id}/approve`, parent.token)).status, 200)
    const leoView = await teamOf(app, child, team.id)
    assert.equal(leoView.my_role, 'member')
    assert.equal(leoView.join_code, null)
    // Names only as first name and initial, nothing else about a person.
    assert.ok(!JSON.stringify(leoView).includes('Reyes'))
    assert.ok(!JSON.stringify(leoView).includes('@'))
  }))

Deno.test('the weekly league counts this week’s training XP; cheers use the fixed phrases', () =>
  withApp({}, async ({ app, database, clock }) => {
    const t = await fullTeam(app)
    assert.equal((await logSession(app, t.teen.token, { duration_minutes: 60 })).status, 201)
    const league = await (await get(app, `/api/teams/${t.team.id}/league`, t.child.token)).json()
    assert.equal(league.week_start, '2026-11-16')
    assert.deepEqual(league.rows.map((r: { name: string; rank: number }) => [r.name, r.rank]), [['Tia R.', 1], ['Leo P.', 2]])
    assert.ok(league.rows[0].training_xp > 0)
    assert.equal(league.rows[0].points, league.rows[0].training_xp + league.rows[0].game_points)
    assert.equal(league.rows[1].tier, 'Warming up')

    const cheer = await post(app, `/api/teams/${t.team.id}/cheers`, t.child.token, { to_member_id: t.tiaId, phrase_id: 'great-session' })
    assert.equal(cheer.status, 201)
    const tia = await teamOf(app, t.teen, t.team.id)
    assert.deepEqual(tia.cheers_received.map((c: { from: string; text: string }) => [c.from, c.text]), [['Leo P.', 'Great session!']])

    // Monday (the coach's zone is UTC here): the table starts again.
    clock.advance(24 * 60 * 60 * 1000)
    const monday = await (await get(app, `/api/teams/${t.team.id}/league`, t.teen.token)).json()
    assert.equal(monday.week_start, '2026-11-23')
    assert.ok(monday.rows.every((r: { points: number }) => r.points === 0))
    assert.equal((await database.db.select().from(teamCheers)).length, 1)
  }))

Deno.test('a parent removes their child at any time; the coach rotates the code', () =>
  withApp({}, async ({ app, database }) => {
    const t = await fullTeam(app)
    assert.equal((await del(app, `/api/teams/${t.team.id}/members/${t.leoId}`, t.parent.token)).status, 204)
    assert.equal((await get(app, `/api/teams/${t.team.id}`, t.child.token)).status, 404)
    const [row] = await database.db.select().from(teamMembers).where(eq(teamMembers.id, t.leoId))
    assert.equal(row?.status, 'removed')

    const rotated = await (await post(app, `/api/teams/${t.team.id}/code`, t.coach.token)).json()
    assert.notEqual(rotated.team.join_code, t.team.join_code)
    const old = await post(app, '/api/teams/join', t.child.token, { code: t.team.join_code })
    assert.equal(old.status, 400)
    assert.equal((await old.json()).error.message, TEAM_MESSAGES.invalidCode)

    // The teen leaves on her own.
    assert.equal((await del(app, `/api/teams/${t.team.id}/members/${t.tiaId}`, t.teen.token)).status, 204)
    assert.equal((await get(app, `/api/teams/${t.team.id}`, t.teen.token)).status, 404)
  }))

Deno.test('a coach sets a drill for the week; it appears in each member’s plan, with no message', () =>
  withApp({}, async ({ app, database }) => {
    const t = await fullTeam(app)
    const slug = DRILLS[0]!.slug
    await setTier(database, t.coach.id, 'parent')
    const set = await post(app, `/api/teams/${t.team.id}/drills`, t.coach.token, { drill_slug: slug })
    assert.equal(set.status, 200)
    assert.deepEqual((await set.json()).team.drills.map((d: { slug: string }) => d.slug), [slug])
    assert.deepEqual((await teamOf(app, t.child, t.team.id)).drills.map((d: { slug: string }) => d.slug), [slug])

    const plan = await (await get(app, '/api/plan/this-week', t.teen.token)).json()
    const drills = plan.sessions.flatMap((s: { drills: { slug: string }[] }) => s.drills.map((d) => d.slug))
    assert.ok(drills.includes(slug), `the plan has ${drills.join(', ')}`)

    // Only the coach sets drills; only library drills; at most 3 a week.
    assert.equal((await post(app, `/api/teams/${t.team.id}/drills`, t.teen.token, { drill_slug: slug })).status, 403)
    assert.equal((await post(app, `/api/teams/${t.team.id}/drills`, t.coach.token, { drill_slug: 'not-a-drill' })).status, 400)
    assert.equal((await post(app, `/api/teams/${t.team.id}/drills`, t.coach.token, { drill_slug: slug, note: 'hi' })).status, 400)
    for (const d of DRILLS.slice(1, 3)) {
      assert.equal((await post(app, `/api/teams/${t.team.id}/drills`, t.coach.token, { drill_slug: d.slug })).status, 200)
    }
    assert.equal((await post(app, `/api/teams/${t.team.id}/drills`, t.coach.token, { drill_slug: DRILLS[3]!.slug })).status, 409)
    const removed = await del(app, `/api/teams/${t.team.id}/drills/${slug}`, t.coach.token)
    assert.equal(removed.status, 200)
    assert.equal((await removed.json()).team.drills.length, 2)
  }))

Deno.test('setting the week’s drills is the Parent plan’s; the team, the league and cheers stay free', () =>
  withApp({}, async ({ app, database }) => {
    const t = await fullTeam(app)
    const slug = DRILLS[0]!.slug
    // A free coach: 402 with the plan's sentence, nothing set; the team page still opens.
    const refused = await post(app, `/api/teams/${t.team.id}/drills`, t.coach.token, { drill_slug: slug })
    assert.equal(refused.status, 402)
    assert.equal((await refused.json()).error.message, PAID_FEATURES.coachCommunication.message)
    assert.deepEqual((await teamOf(app, t.coach, t.team.id)).drills, [])
    assert.equal(
      (await post(app, `/api/teams/${t.team.id}/cheers`, t.teen.token, { to_member_id: t.leoId, phrase_id: 'great-session' })).status,
      201,
    )
    // On Pro it is still refused: coach communication is the Parent plan's.
    await setTier(database, t.coach.id, 'pro')
    assert.equal((await post(app, `/api/teams/${t.team.id}/drills`, t.coach.token, { drill_slug: slug })).status, 402)
    // On Parent the coach sets it; after a downgrade it stays in the week but cannot be removed.
    await setTier(database, t.coach.id, 'parent')
    assert.equal((await post(app, `/api/teams/${t.team.id}/drills`, t.coach.token, { drill_slug: slug })).status, 200)
    await setTier(database, t.coach.id, 'free')
    assert.equal((await del(app, `/api/teams/${t.team.id}/drills/${slug}`, t.coach.token)).status, 402)
    assert.deepEqual((await teamOf(app, t.teen, t.team.id)).drills.map((d: { slug: string }) => d.slug), [slug])
  }))
