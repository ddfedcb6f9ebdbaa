import assert from 'node:assert/strict'
import { eq } from 'drizzle-orm'
import { familyAccounts, familyMembers, parentalConsents, users } from '../../db/schema/index.ts'
import { signUp, withApp } from '../../test-support/test-app.ts'
import { DRILLS } from '../drills/public.ts'
import { answerAll, finish, startPlay } from '../games/game-fixtures.ts'
import { logSession } from '../training/training-fixtures.ts'
import { signUpParent } from '../family/family-fixtures.ts'
import { fullTeam, get, joinTeam, post, setTier, signIn } from './team-fixtures.ts'

// GET /api/teams, /api/teams/:id and /api/teams/:id/league are served from memory until this
// process writes a table each names (http/cached-answer.ts), the group's day changes in its zone,
// or a consent the caller gave stops covering their child (docs/features/family.md, "Cached answers").
const MINUTE = 60_000

Deno.test("protects behaviour: my teams, a team and its league show each kind of write on the next read, the group's new week, a consent's end, never another caller's", () =>
  withApp({}, async ({ app, database, clock }) => {
    const t = await fullTeam(app)
    const people = { coach: t.coach, tia: t.teen, leo: t.child, pat: t.parent }
    type Who = keyof typeof people
    type Page = 'list' | 'team' | 'league'
    const paths: Record<Page, string> = { list: '/api/teams', team: `/api/teams/${t.team.id}`, league: `/api/teams/${t.team.id}/league` }
    const readAll = async () => {
      const out: Record<string, string> = {}
      for (const who of Object.keys(people) as Who[]) {
        for (const page of Object.keys(paths) as Page[]) {
          const res = await get(app, paths[page], people[who].token)
          out[`${who} ${page}`] = `${res.status} ${await res.text()}`
        }
      }
      return out
    }
    let seen = await readAll()
    assert.deepEqual(await readAll(), seen)
    // Another caller's read of the same URL is their own.
    assert.notEqual(seen['tia team'], seen['leo team'])
    assert.match(seen['tia team']!, /"is_me":true/)

    const step = async (what: string, write: () => Promise<unknown>, changed: string[]) => {
      clock.advance(MINUTE)
      await write()
      const now = await readAll()
      for (const slot of changed) assert.notEqual(now[slot], seen[slot], `${what} shows on ${slot}: ${now[slot]}`)
      seen = now
    }
    const ok = async (res: Promise<Response>, status = 200) => {
      const done = await res
      assert.equal(done.status, status, await done.clone().text())
    }
    await step('a session (training_logs)', () => ok(logSession(app, t.teen.token, { duration_minutes: 60 }), 201), [
      'tia team',
      'tia league',
      'leo league',
      'pat league',
      'coach league',
    ])
    await step('a game (game_results)', async () => {
      const play = await startPlay(app, t.child.token, { game_id: 'soccer-trivia' })
      await answerAll(app, t.child.token, play, undefined, clock)
      await ok(finish(app, t.child.token, play.id), 201)
    }, ['tia league', 'leo league', 'coach team'])
    await step(
      'a cheer (team_cheers)',
      () => ok(post(app, `/api/teams/${t.team.id}/cheers`, t.child.token, { to_member_id: t.tiaId, phrase_id: 'great-session' }), 201),
      ['tia team'],
    )
    await step('a drill (team_drill_assignments)', async () => {
      await setTier(database, t.coach.id, 'parent')
      await ok(post(app, `/api/teams/${t.team.id}/drills`, t.coach.token, { drill_slug: DRILLS[0]!.slug }))
    }, ['tia team', 'leo team'])
    await step('a new code (team_groups)', () => ok(post(app, `/api/teams/${t.team.id}/code`, t.coach.token)), ['coach team'])
    const kim = await signUpParent(app, 'kim@example.com', 'Kim')
    const zoe = await signUp(app, { email: 'zoe@example.com', age: 15, first_name: 'Zoe', last_name: 'Ng', parentEmail: 'kim@example.com' })
    const code = JSON.parse(seen['coach team']!.slice(4)).team.join_code
    await step('a new member (team_members)', () => joinTeam(app, zoe, code), ['tia team', 'coach team', 'coach league'])
    await step(
      'a renamed member (users)',
      () => database.write((db) => db.update(users).set({ firstName: 'Tina' }).where(eq(users.id, t.teen.id))),
      ['tia team', 'leo league', 'coach team'],
    )

    // Pat follows Leo two ways: by the consent Pat gave (parental_consents) and as the admin of the
    // family Pat's approval linked him to (family_accounts, family_members). Each is written alone
    // while the other way is closed, so each write changes the answer.
    const pats = ['pat list', 'pat team', 'pat league']
    const consentBy = (id: string) => () =>
      database.write((db) => db.update(parentalConsents).set({ approvedBy: id }).where(eq(parentalConsents.childUserId, t.child.id)))
    const adminIs = (from: string, to: string) => () =>
      database.write((db) => db.update(familyAccounts).set({ primaryAccountId: to }).where(eq(familyAccounts.primaryAccountId, from)))
    await step('the consent given by someone else (parental_consents)', consentBy(kim.id), [])
    await step('another admin (family_accounts)', adminIs(t.parent.id, kim.id), pats)
    assert.match(seen['pat team']!, /^404 /)
    await step("Pat's consent again (parental_consents)", consentBy(t.parent.id), pats)
    assert.match(seen['pat team']!, /^200 /)
    await step('Pat the admin again (family_accounts)', adminIs(kim.id, t.parent.id), [])
    await step('the consent given by someone else (parental_consents)', consentBy(kim.id), [])
    await step(
      'Leo out of the family (family_members)',
      () => database.write((db) => db.delete(familyMembers).where(eq(familyMembers.userId, t.child.id))),
      pats,
    )
    assert.match(seen['pat team']!, /^404 /)

    // The group's week (UTC, the coach's zone) starts on Monday: the league starts again, nothing written.
    clock.advance(Date.parse('2026-11-22T23:59:00Z') - clock.now())
    assert.match((await readAll())['tia league']!, /"week_start":"2026-11-16"/)
    clock.advance(2 * MINUTE)
    const monday = await readAll()
    assert.match(monday['tia league']!, /"week_start":"2026-11-23"/)
    assert.match(monday['tia team']!, /"drills":\[\]/)
  }))

Deno.test('protects behaviour: a kept team ends when the consent that made the caller its parent stops covering the child', () =>
  withApp({}, async ({ app, database, clock }) => {
    const t = await fullTeam(app)
    // Pat follows Leo by consent alone (not as the admin of his family).
    await database.write((db) => db.delete(familyMembers).where(eq(familyMembers.userId, t.child.id)))
    const [consent] = await database.db.select().from(parentalConsents).where(eq(parentalConsents.approvedBy, t.parent.id))
    clock.advance(consent!.coversUntil! - MINUTE - clock.now())
    // Years on, Pat signs in again.
    const pat = await signIn(app, 'pat@example.com', 'parent-123')
    const paths = [`/api/teams/${t.team.id}`, `/api/teams/${t.team.id}/league`]
    for (const path of paths) assert.equal((await get(app, path, pat.token)).status, 200)
    assert.equal((await (await get(app, '/api/teams', pat.token)).json()).teams.length, 1)
    clock.advance(2 * MINUTE)
    for (const path of paths) assert.equal((await get(app, path, pat.token)).status, 404, path)
    assert.deepEqual((await (await get(app, '/api/teams', pat.token)).json()).teams, [])
  }))
