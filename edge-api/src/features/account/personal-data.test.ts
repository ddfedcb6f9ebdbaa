import assert from 'node:assert/strict'
import { getTableName, sql } from 'drizzle-orm'
import { ACCOUNT_DATA_MESSAGES } from '@app/shared/domain/messages/account-data.ts'
import { SIMULATED_TOKENS } from '@app/shared/domain/billing/simulated-card.ts'
import type { AppDeps } from '../../app-deps.ts'
import type { App } from '../../app.ts'
import { SimulatedProvider } from '../billing/public.ts'
import type { Database } from '../../db/client.ts'
import { RateLimiter } from '../../http/rate-limiter.ts'
import { createFamily, del, get, inviteGuardian, linkChild, post, signUpParent } from '../family/family-fixtures.ts'
import { answerAll, finish, startPlay } from '../games/game-fixtures.ts'
import { answerDaily, servedItem } from '../games/daily-challenge-fixtures.ts'
import { createGoal } from '../goals/goal-fixtures.ts'
import { logSession } from '../training/training-fixtures.ts'
import { call, sessionToken, signUp, SITE, type TestApp, withApp } from '../../test-support/test-app.ts'
import { everyRowAsText, tableNames } from '../../test-support/db-snapshot.ts'
import { deleteAccount } from './account-deletion.ts'
import { PERSONAL_DATA } from './personal-data.ts'

// Names no other fixture uses, so finding them anywhere after deletion means a row still names her.
const ZARA = { email: 'zara.quill@example.com', first_name: 'Zarathea', last_name: 'Quillfeather', password: 'secret-123' }

type Signed = { token: string; id: string; email: string }

/** A player with rows in every part of the product: goals, training, check-in, games, plan, family, reset mail. */
async function busyPlayer(t: TestApp, overrides: Record<string, unknown> = {}): Promise<Signed> {
  const { app } = t
  const player = await signUp(app, { ...ZARA, ...overrides })
  assert.equal((await createGoal(app, player.token)).status, 201)
  assert.equal((await logSession(app, player.token)).status, 201)
  assert.equal((await call(app, 'POST', '/api/check-ins', { token: player.token, origin: SITE, body: {} })).status, 201)
  const play = await startPlay(app, player.token, { game_id: 'soccer-trivia' })
  await answerAll(app, player.token, play, undefined, t.clock)
  assert.equal((await finish(app, player.token, play.id!)).status, 201)
  const daily = await servedItem(app, player.token, 'question')
  assert.equal((await answerDaily(app, player.token, { kind: 'question', item_id: daily, choice: 0 })).status, 201)
  const paid = await call(app, 'POST', '/api/billing/checkout', {
    token: player.token,
    origin: SITE,
    body: { checkout_id: crypto.randomUUID(), plan: 'pro', payment_token: SIMULATED_TOKENS.ok },
  })
  // A child under 13 does not buy a plan: their parent chooses it.
  assert.equal(paid.status, typeof overrides.age === 'number' && overrides.age < 13 ? 403 : 201)
  assert.equal((await call(app, 'POST', '/api/auth/password-reset', { body: { email: player.email }, origin: SITE })).status, 202)
  t.clock.advance(1000) // later mail (a link code) must sort after the reset mail
  return player
}

async function tracesOf(database: Database, person: { id: string; email: string }): Promise<string[]> {
  const needles = [person.id, person.email, ZARA.first_name, ZARA.last_name]
  const traces: string[] = []
  for (const [table, rows] of await everyRowAsText(database)) {
    for (const row of rows) if (needles.some((n) => row.includes(n))) traces.push(`${table}: ${row}`)
  }
  return traces
}

async function rowsPerTable(database: Database): Promise<Record<string, number>> {
  return Object.fromEntries([...(await everyRowAsText(database))].map(([t, rows]) => [t, rows.length]))
}

/** A family (Sam, admin) with a guardian (Gus) in it. */
async function familyWithGuardian({ app, database }: TestApp) {
  const admin = await signUpParent(app, 'sam@example.com')
  await createFamily(app, admin)
  const guardian = await signUpParent(app, 'gus@example.com', 'Gus')
  await inviteGuardian(app, database, admin, guardian)
  return { admin, guardian }
}

const deleteMe = (app: App, token: string, body: unknown) => call(app, 'DELETE', '/api/me', { token, origin: SITE, body })

Deno.test('protects behaviour: every table that references users is covered by the export and the deletion', () =>
  withApp({}, async ({ database }) => {
    const referencing: string[] = []
    for (const name of await tableNames(database)) {
      // Raw statements answer rows as arrays; column 2 of foreign_key_list is the referenced table.
      const keys = await database.db.all<unknown[]>(sql.raw(`pragma foreign_key_list("${name}")`))
      if (keys.some((k) => k[2] === 'users')) referencing.push(name)
    }
    const covered = new Set(Object.values(PERSONAL_DATA).map((s) => getTableName(s.table)))
    assert.ok(referencing.length >= 20, `found only ${referencing.length} tables referencing users`)
    assert.deepEqual(referencing.filter((t) => !covered.has(t)), [])
  }))

Deno.test('protects behaviour: a player downloads all of their data as JSON, with no password hash, token or secret in it', () =>
  withApp({}, async (t) => {
    const player = await busyPlayer(t)
    const res = await call(t.app, 'GET', '/api/me/export', { token: player.token })
    assert.equal(res.status, 200)
    assert.match(res.headers.get('content-disposition') ?? '', /^attachment; filename="pitchpath-my-data-2026-11-22\.json"$/)
    const text = await res.text()
    const data = JSON.parse(text)
    assert.equal(data.format, 'pitchpath-personal-data')
    assert.deepEqual([data.account.email, data.account.first_name], [player.email, ZARA.first_name])
    assert.deepEqual(
      [
        data.goals.length,
        data.training_logs.length,
        data.daily_check_ins.length,
        data.game_plays.length,
        data.game_results.length,
        data.subscriptions.length,
        data.sessions.length,
      ],
      [1, 1, 1, 1, 1, 1, 1],
    )
    assert.ok(data.game_answers.length > 0)
    assert.deepEqual(data.daily_challenge.map((r: { kind: string }) => r.kind), ['question'])
    assert.deepEqual(['password_reset_tokens' in data, 'mail' in data], [false, false])
    for (const secret of ['password_hash', '$argon2', 'token_hash', 'client_secret', 'verification_code', '#token=', player.token]) {
      assert.ok(!text.includes(secret), secret)
    }
    assert.equal((await call(t.app, 'GET', '/api/me/export')).status, 401)
  }))

Deno.test('protects behaviour: deleting an account removes or anonymises every row that names the player, and nothing of anyone else', () =>
  withApp({}, async (t) => {
    const { app, database } = t
    const { admin } = await familyWithGuardian(t)
    const other = await signUp(app, { email: 'other@example.com', first_name: 'Olly' })
    await createGoal(app, other.token)
    await logSession(app, other.token)
    const player = await busyPlayer(t)
    const memberId = await linkChild(app, database, admin, player)
    assert.equal((await get(app, `/api/family/members/${memberId}`, admin.token)).status, 200) // an audited view naming her
    assert.ok((await tracesOf(database, player)).length > 20)
    const before = await rowsPerTable(database)

    const res = await deleteMe(app, player.token, { password: ZARA.password })
    assert.equal(res.status, 200)
    assert.ok(res.headers.getSetCookie().some((c) => /^pp_session=;/.test(c)), 'the session cookie is cleared')

    assert.deepEqual(await tracesOf(database, player), [])
    assert.deepEqual(await database.db.all(sql`pragma foreign_key_check`), [])
    // The family keeps its trail (ids gone), its admin and guardian; the other player keeps everything.
    const after = await rowsPerTable(database)
    assert.equal(after.family_audit_log, before.family_audit_log)
    assert.equal(after.family_members, before.family_members! - 1)
    assert.equal(after.users, before.users! - 1)
    assert.equal((await call(app, 'GET', '/api/goals', { token: other.token })).status, 200)
    assert.equal((await (await call(app, 'GET', '/api/goals', { token: other.token })).json()).goals.length, 1)
    assert.equal((await call(app, 'GET', '/api/me', { token: player.token })).status, 401)
    const signIn = await call(app, 'POST', '/api/auth/sign-in', { body: { email: player.email, password: ZARA.password }, origin: SITE })
    assert.equal(signIn.status, 401)
    // The email is free again: the same person can come back with a new account.
    assert.equal(
      (await call(app, 'POST', '/api/auth/sign-up', {
        body: { ...ZARA, accountType: 'player', age: 14, parentEmail: 'p@example.com' },
        origin: SITE,
      })).status,
      201,
    )
  }))

Deno.test('protects behaviour: deletion asks for the password again; a wrong or missing one changes nothing but the count of wrong ones', () =>
  withApp({}, async (t) => {
    const player = await busyPlayer(t)
    const before = await rowsPerTable(t.database)
    const wrong = await deleteMe(t.app, player.token, { password: 'not-it' })
    assert.equal(wrong.status, 403)
    assert.equal((await wrong.json()).error.message, ACCOUNT_DATA_MESSAGES.wrongPassword)
    const missing = await deleteMe(t.app, player.token, {})
    assert.equal(missing.status, 400)
    assert.deepEqual((await missing.json()).error.fields.password, [ACCOUNT_DATA_MESSAGES.confirmWithPassword])
    assert.equal((await deleteMe(t.app, player.token, { password: ZARA.password, user_id: 'someone-else' })).status, 400)
    assert.equal((await call(t.app, 'DELETE', '/api/me', { body: { password: ZARA.password }, origin: SITE })).status, 401)
    assert.equal(
      (await call(t.app, 'DELETE', '/api/me', { token: player.token, body: { password: ZARA.password }, origin: 'https://evil.example' }))
        .status,
      403,
    )
    // The wrong password is counted (per account and address, http/rate-limiter.ts); nothing else changed.
    const { rate_limits: counted, ...after } = await rowsPerTable(t.database)
    const { rate_limits: countedBefore, ...rest } = before
    assert.deepEqual(after, rest)
    assert.ok(counted! > countedBefore!)
    assert.equal((await call(t.app, 'GET', '/api/me', { token: player.token })).status, 200)
  }))

Deno.test('protects behaviour: deletion is one transaction: a failure at its last step leaves every row in place', () =>
  withApp({}, async (t) => {
    const player = await busyPlayer(t)
    const before = await rowsPerTable(t.database)
    const deps = {
      database: t.database,
      now: t.clock.now,
      billing: new SimulatedProvider(t.clock.now),
      limiter: new RateLimiter(t.database, t.clock.now),
      config: t.config,
    } as unknown as AppDeps
    await assert.rejects(deleteAccount(deps, player.id, () => Promise.reject(new Error('power cut'))), /power cut/)
    assert.deepEqual(await rowsPerTable(t.database), before)
    assert.ok((await tracesOf(t.database, player)).length > 20)
  }))

Deno.test('protects behaviour: a family admin cannot delete their account while others are in the family', () =>
  withApp({}, async (t) => {
    const { app, database } = t
    const { admin, guardian } = await familyWithGuardian(t)
    const res = await deleteMe(app, admin.token, { password: 'parent-123' })
    assert.equal(res.status, 409)
    assert.equal((await res.json()).error.message, ACCOUNT_DATA_MESSAGES.adminWithMembers)
    // Alone, the admin's account goes, and the family with it.
    assert.equal((await deleteMe(app, guardian.token, { password: 'parent-123' })).status, 200)
    assert.equal((await deleteMe(app, admin.token, { password: 'parent-123' })).status, 200)
    assert.deepEqual((await rowsPerTable(database)).family_accounts, 0)
  }))

Deno.test('protects behaviour: only the family admin can download or delete a linked child under 13, and only that child', () =>
  withApp({}, async (t) => {
    const { app, database } = t
    const { admin, guardian } = await familyWithGuardian(t)
    // Under 13, Sam's consent puts her in Sam's family at once.
    const young = await busyPlayer(t, { age: 10, parentEmail: 'sam@example.com' })
    const { family } = await (await get(app, '/api/family', admin.token)).json()
    const youngId = family.members.find((m: { user_id: string }) => m.user_id === young.id).id
    const teen = await signUp(app, { email: 'teen@example.com', age: 15, first_name: 'Tia' })
    const teenId = await linkChild(app, database, admin, teen)
    const stranger = await signUpParent(app, 'zed@example.com', 'Zed')
    await createFamily(app, stranger, 'Other Family')

    assert.equal((await get(app, `/api/family/members/${youngId}/export`, guardian.token)).status, 403)
    assert.equal((await get(app, `/api/family/members/${youngId}/export`, stranger.token)).status, 404)
    assert.equal((await get(app, `/api/family/members/${teenId}/export`, admin.token)).status, 403)
    const exported = await get(app, `/api/family/members/${youngId}/export`, admin.token)
    assert.equal(exported.status, 200)
    assert.match(exported.headers.get('content-disposition') ?? '', /filename="pitchpath-zarathea-data-/)
    assert.equal((await exported.json()).account.email, young.email)

    const remove = (who: Signed, id: string, password: string) =>
      call(app, 'DELETE', `/api/family/members/${id}/account`, { token: who.token, origin: SITE, body: { password } })
    assert.equal((await remove(guardian, youngId, 'parent-123')).status, 403)
    assert.equal((await remove(stranger, youngId, 'parent-123')).status, 404)
    assert.equal((await remove(admin, teenId, 'parent-123')).status, 403)
    assert.equal((await remove(admin, youngId, 'wrong-password')).status, 403)
    assert.ok((await tracesOf(database, young)).length > 0)
    assert.equal((await remove(admin, youngId, 'parent-123')).status, 200)
    assert.deepEqual(await tracesOf(database, young), [])
    const trail = await (await get(app, '/api/family/audit', admin.token)).json()
    assert.ok(JSON.stringify(trail).includes('child_account_deleted'))
    assert.equal((await call(app, 'GET', '/api/me', { token: teen.token })).status, 200)
    assert.equal(sessionToken(await post(app, '/api/auth/sign-in', null, { email: young.email, password: ZARA.password })), null)
    assert.equal((await del(app, `/api/family/members/${youngId}`, admin.token)).status, 404)
  }))
