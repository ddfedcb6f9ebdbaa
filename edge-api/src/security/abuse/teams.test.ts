import assert from 'node:assert/strict'
import { eq } from 'drizzle-orm'
import { PAID_FEATURES } from '@app/shared/domain/billing/tier-features.ts'
import { TEAM_MESSAGES } from '@app/shared/domain/messages/teams.ts'
import { CHEERS_PER_DAY } from '@app/shared/domain/teams/cheers.ts'
import type { Database } from '../../db/client.ts'
import { teamCheers, teamMembers } from '../../db/schema/index.ts'
import { signUpParent } from '../../features/family/family-fixtures.ts'
import { del, fullTeam, get, joinTeam, post, setTier, signIn, teamOf, teamWithPlayers } from '../../features/teams/team-fixtures.ts'
import { everyRowAsText } from '../../test-support/db-snapshot.ts'
import { signUp, withApp } from '../../test-support/test-app.ts'
import { DRILLS } from '../../features/drills/public.ts'

// The team league's rules for children (docs/features/family.md "Team groups and the weekly league"),
// each attacked as a hostile client would: the clear refusal, and nothing stored changed. A refused
// request may write the session's last-seen time and a counted wrong join code, nothing else.
const EXPECTED_WRITES = new Set(['sessions', 'link_code_attempts'])

async function storedData(database: Database): Promise<string> {
  return JSON.stringify([...(await everyRowAsText(database))].filter(([table]) => !EXPECTED_WRITES.has(table)))
}

async function errorOf(res: Response): Promise<{ status: number; message: string }> {
  return { status: res.status, message: (await res.json()).error?.message }
}

Deno.test('attack: a stranger reads, cheers in or rotates a team by its id', () =>
  withApp({}, async ({ app, database }) => {
    const t = await fullTeam(app)
    const stranger = await signUp(app, { email: 'oz@example.com', first_name: 'Oz' })
    const before = await storedData(database)
    for (const path of [`/api/teams/${t.team.id}`, `/api/teams/${t.team.id}/league`]) {
      assert.deepEqual(await errorOf(await get(app, path, stranger.token)), { status: 404, message: TEAM_MESSAGES.groupNotFound })
    }
    const cheer = await post(app, `/api/teams/${t.team.id}/cheers`, stranger.token, { to_member_id: t.leoId, phrase_id: 'keep-going' })
    assert.deepEqual(await errorOf(cheer), { status: 404, message: TEAM_MESSAGES.groupNotFound })
    assert.deepEqual(await errorOf(await post(app, `/api/teams/${t.team.id}/code`, stranger.token)), {
      status: 404,
      message: TEAM_MESSAGES.groupNotFound,
    })
    // No search and no list of other people's teams: the stranger's own list is empty.
    assert.deepEqual((await (await get(app, '/api/teams', stranger.token)).json()).teams, [])
    assert.equal(await storedData(database), before)
  }))

Deno.test("attack: a child under 13 joins and acts without their parent's approval", () =>
  withApp({}, async ({ app, database }) => {
    const t = await teamWithPlayers(app)
    await joinTeam(app, t.teen, t.team.join_code)
    assert.equal((await joinTeam(app, t.child, t.team.join_code)).status, 'pending_parent')
    const [leo] = await database.db.select().from(teamMembers).where(eq(teamMembers.userId, t.child.id))
    const tiaId = (await teamOf(app, t.teen, t.team.id)).my_member_id
    const before = await storedData(database)

    assert.deepEqual(await errorOf(await get(app, `/api/teams/${t.team.id}`, t.child.token)), {
      status: 404,
      message: TEAM_MESSAGES.groupNotFound,
    })
    const approveSelf = await post(app, `/api/teams/${t.team.id}/members/${leo!.id}/approve`, t.child.token)
    assert.deepEqual(await errorOf(approveSelf), { status: 404, message: TEAM_MESSAGES.groupNotFound })
    const cheer = await post(app, `/api/teams/${t.team.id}/cheers`, t.child.token, { to_member_id: tiaId, phrase_id: 'keep-going' })
    assert.equal(cheer.status, 404)
    // Joining again does not skip the wait; the coach cannot approve in the parent's place.
    assert.deepEqual(await errorOf(await post(app, '/api/teams/join', t.child.token, { code: t.team.join_code })), {
      status: 409,
      message: TEAM_MESSAGES.alreadyMember,
    })
    assert.deepEqual(await errorOf(await post(app, `/api/teams/${t.team.id}/members/${leo!.id}/approve`, t.coach.token)), {
      status: 403,
      message: TEAM_MESSAGES.parentOnly,
    })
    // Nor can a teammate.
    assert.equal((await post(app, `/api/teams/${t.team.id}/members/${leo!.id}/approve`, t.teen.token)).status, 403)
    assert.equal(await storedData(database), before)
  }))

Deno.test("attack: a parent approves or removes another family's child", () =>
  withApp({}, async ({ app, database }) => {
    const t = await teamWithPlayers(app)
    await joinTeam(app, t.child, t.team.join_code)
    const [leo] = await database.db.select().from(teamMembers).where(eq(teamMembers.userId, t.child.id))
    // Another parent, with a child of her own in the team: she may see it, not decide for Leo.
    const kim = await signUp(app, { email: 'kim@example.com', age: 9, first_name: 'Kim', parentEmail: 'ann@example.com' })
    await joinTeam(app, kim, t.team.join_code)
    const ann = await signIn(app, 'ann@example.com', 'parent-123')
    const other = await signUpParent(app, 'zed@example.com', 'Zed')
    const before = await storedData(database)

    assert.deepEqual(await errorOf(await post(app, `/api/teams/${t.team.id}/members/${leo!.id}/approve`, ann.token)), {
      status: 403,
      message: TEAM_MESSAGES.parentOnly,
    })
    assert.equal((await post(app, `/api/teams/${t.team.id}/members/${leo!.id}/decline`, ann.token)).status, 403)
    assert.deepEqual(await errorOf(await del(app, `/api/teams/${t.team.id}/members/${leo!.id}`, ann.token)), {
      status: 403,
      message: TEAM_MESSAGES.parentOnly,
    })
    // A parent with no child in the team does not even see it.
    assert.equal((await post(app, `/api/teams/${t.team.id}/members/${leo!.id}/approve`, other.token)).status, 404)
    assert.equal(await storedData(database), before)
  }))

Deno.test('attack: a cheer with free text, an unknown phrase, to a non-member or to oneself', () =>
  withApp({}, async ({ app, database }) => {
    const t = await fullTeam(app)
    const otherTeam = await (await post(app, '/api/teams', t.parent.token, { name: 'Tigers' })).json()
    const outsider = await signUp(app, { email: 'oz@example.com', first_name: 'Oz' })
    await joinTeam(app, outsider, otherTeam.team.join_code)
    const ozId = (await teamOf(app, outsider, otherTeam.team.id)).my_member_id
    const before = await storedData(database)
    const cheer = (body: unknown) => post(app, `/api/teams/${t.team.id}/cheers`, t.child.token, body)

    const freeText = await cheer({ to_member_id: t.tiaId, phrase_id: 'keep-going', text: 'meet me at the park' })
    assert.equal(freeText.status, 400)
    assert.equal((await cheer({ to_member_id: t.tiaId, phrase_id: 'meet me at the park' })).status, 400)
    assert.equal((await cheer({ to_member_id: t.tiaId, message: 'hi' })).status, 400)
    assert.deepEqual(await errorOf(await cheer({ to_member_id: ozId, phrase_id: 'keep-going' })), {
      status: 403,
      message: TEAM_MESSAGES.cheerNotAllowed,
    })
    assert.deepEqual(await errorOf(await cheer({ to_member_id: t.leoId, phrase_id: 'keep-going' })), {
      status: 403,
      message: TEAM_MESSAGES.cheerSelf,
    })
    assert.equal(await storedData(database), before)
  }))

Deno.test(`attack: 1000 cheers in a day stop at ${CHEERS_PER_DAY}`, () =>
  withApp({}, async ({ app, database }) => {
    const t = await fullTeam(app)
    const statuses = new Map<number, number>()
    for (let i = 0; i < 1000; i++) {
      const res = await post(app, `/api/teams/${t.team.id}/cheers`, t.teen.token, { to_member_id: t.leoId, phrase_id: 'on-fire' })
      statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1)
      if (res.status === 429 && i > CHEERS_PER_DAY + 5) break
    }
    assert.equal(statuses.get(201), CHEERS_PER_DAY)
    assert.equal((await database.db.select().from(teamCheers)).length, CHEERS_PER_DAY)
    const refused = await post(app, `/api/teams/${t.team.id}/cheers`, t.teen.token, { to_member_id: t.leoId, phrase_id: 'on-fire' })
    assert.deepEqual(await errorOf(refused), { status: 429, message: TEAM_MESSAGES.cheerLimit })
  }))

Deno.test('attack: guessing join codes locks the player out, the right code included', () =>
  withApp({}, async ({ app, database }) => {
    const t = await teamWithPlayers(app)
    const before = await storedData(database)
    for (let i = 0; i < 5; i++) {
      assert.equal((await post(app, '/api/teams/join', t.teen.token, { code: `ZZZZZZZ${i + 2}` })).status, 400)
    }
    const right = await post(app, '/api/teams/join', t.teen.token, { code: t.team.join_code })
    assert.deepEqual(await errorOf(right), { status: 429, message: TEAM_MESSAGES.codeLocked })
    assert.ok(right.headers.get('retry-after'))
    assert.equal((await database.db.select().from(teamMembers).where(eq(teamMembers.userId, t.teen.id))).length, 0)
    assert.equal(await storedData(database), before)
  }))

Deno.test('attack: a removed member keeps reading and cheering', () =>
  withApp({}, async ({ app, database }) => {
    const t = await fullTeam(app)
    assert.equal((await del(app, `/api/teams/${t.team.id}/members/${t.tiaId}`, t.coach.token)).status, 204)
    const before = await storedData(database)
    for (const path of [`/api/teams/${t.team.id}`, `/api/teams/${t.team.id}/league`]) {
      assert.deepEqual(await errorOf(await get(app, path, t.teen.token)), { status: 404, message: TEAM_MESSAGES.groupNotFound })
    }
    const cheer = await post(app, `/api/teams/${t.team.id}/cheers`, t.teen.token, { to_member_id: t.leoId, phrase_id: 'keep-going' })
    assert.equal(cheer.status, 404)
    // Nor can a teammate cheer the removed member.
    const toRemoved = await post(app, `/api/teams/${t.team.id}/cheers`, t.child.token, { to_member_id: t.tiaId, phrase_id: 'keep-going' })
    assert.deepEqual(await errorOf(toRemoved), { status: 403, message: TEAM_MESSAGES.cheerNotAllowed })
    assert.equal(await storedData(database), before)
  }))

Deno.test('attack: a teammate or a stranger removes a child; the coach is removed from their own team', () =>
  withApp({}, async ({ app, database }) => {
    const t = await fullTeam(app)
    const coachId = (await teamOf(app, t.coach, t.team.id)).my_member_id
    const stranger = await signUpParent(app, 'zed@example.com', 'Zed')
    const before = await storedData(database)
    assert.deepEqual(await errorOf(await del(app, `/api/teams/${t.team.id}/members/${t.leoId}`, t.teen.token)), {
      status: 403,
      message: TEAM_MESSAGES.parentOnly,
    })
    assert.equal((await del(app, `/api/teams/${t.team.id}/members/${t.leoId}`, stranger.token)).status, 404)
    assert.deepEqual(await errorOf(await del(app, `/api/teams/${t.team.id}/members/${coachId}`, t.parent.token)), {
      status: 403,
      message: TEAM_MESSAGES.cannotRemoveCoach,
    })
    assert.equal(await storedData(database), before)
  }))

Deno.test("attack: a player sets the team's drills, or a coach sends a message with one", () =>
  withApp({}, async ({ app, database }) => {
    const t = await fullTeam(app)
    const slug = DRILLS[0]!.slug
    await setTier(database, t.coach.id, 'parent')
    const before = await storedData(database)
    assert.deepEqual(await errorOf(await post(app, `/api/teams/${t.team.id}/drills`, t.teen.token, { drill_slug: slug })), {
      status: 403,
      message: TEAM_MESSAGES.coachOnly,
    })
    assert.equal((await del(app, `/api/teams/${t.team.id}/drills/${slug}`, t.child.token)).status, 403)
    // The body is a library slug and nothing else: no note, no text, no made-up drill.
    const withNote = await post(app, `/api/teams/${t.team.id}/drills`, t.coach.token, { drill_slug: slug, note: 'meet me after school' })
    assert.equal(withNote.status, 400)
    assert.deepEqual(await errorOf(await post(app, `/api/teams/${t.team.id}/drills`, t.coach.token, { drill_slug: 'call-me-maybe' })), {
      status: 400,
      message: TEAM_MESSAGES.unknownDrill,
    })
    assert.equal(await storedData(database), before)
  }))

Deno.test('attack: a coach without the Parent plan assigns drills by hand: 402, nothing stored', () =>
  withApp({}, async ({ app, database }) => {
    const t = await fullTeam(app)
    const slug = DRILLS[0]!.slug
    // A drill set while on Parent, then the plan ends: the coach can neither add nor remove by hand.
    await setTier(database, t.coach.id, 'parent')
    assert.equal((await post(app, `/api/teams/${t.team.id}/drills`, t.coach.token, { drill_slug: slug })).status, 200)
    for (const tier of ['free', 'pro'] as const) {
      await setTier(database, t.coach.id, tier)
      const before = await storedData(database)
      const refusal = { status: 402, message: PAID_FEATURES.coachCommunication.message }
      assert.deepEqual(
        await errorOf(await post(app, `/api/teams/${t.team.id}/drills`, t.coach.token, { drill_slug: DRILLS[1]!.slug })),
        refusal,
      )
      assert.deepEqual(await errorOf(await del(app, `/api/teams/${t.team.id}/drills/${slug}`, t.coach.token)), refusal)
      assert.equal(await storedData(database), before)
    }
  }))
