import assert from 'node:assert/strict'
import { PAID_FEATURES } from '@app/shared/domain/billing/tier-features.ts'
import { MINDSET_MESSAGES } from '@app/shared/domain/messages/mindset.ts'
import { ReflectionListResponse, ReflectionResponse } from '@app/shared/schemas/mindset.ts'
import { mindsetEntries } from '../../db/schema/index.ts'
import { snapshot } from '../../test-support/db-snapshot.ts'
import { call, rowCount, signUp, SITE, withApp } from '../../test-support/test-app.ts'
import { setTier } from '../goals/goal-fixtures.ts'

type App = Parameters<typeof call>[0]
const write = (app: App, token: string, body: unknown) => call(app, 'POST', '/api/mindset/entries', { token, origin: SITE, body })
const entries = async (app: App, token: string) =>
  ReflectionListResponse.parse(await (await call(app, 'GET', '/api/mindset/entries', { token })).json()).entries

Deno.test("protects behaviour: a Pro player writes reflections on their own day, reads them newest first and removes them; Free writes none but keeps reading and removing what was written; bad input and someone else's entry change nothing", () =>
  withApp({}, async ({ app, database, clock }) => {
    const maya = await signUp(app)
    const before = await snapshot(database)
    const refused = await write(app, maya.token, { went_well: 'Scanned before receiving' })
    assert.equal(refused.status, 402)
    assert.equal((await refused.json()).error.message, PAID_FEATURES.mindsetTools.message)
    assert.equal(await snapshot(database), before)

    await setTier(database, maya.id, 'pro')
    const first = await write(app, maya.token, { went_well: '  Scanned before receiving  ', learned: '', next_focus: null })
    assert.equal(first.status, 201)
    const entry = ReflectionResponse.parse(await first.json()).entry
    assert.deepEqual([entry.day, entry.went_well, entry.learned, entry.next_focus], ['2026-11-22', 'Scanned before receiving', null, null])
    clock.advance(60_000)
    await write(app, maya.token, { next_focus: 'Weak foot' })
    assert.deepEqual((await entries(app, maya.token)).map((e) => e.went_well ?? e.next_focus), ['Weak foot', 'Scanned before receiving'])

    const oz = await signUp(app, { email: 'oz@example.com', first_name: 'Oz' })
    await setTier(database, oz.id, 'pro')
    const stamp = await snapshot(database)
    const blank = await write(app, maya.token, { went_well: '  ', learned: '' })
    assert.equal(blank.status, 400)
    assert.deepEqual((await blank.json()).error.fields.went_well, [MINDSET_MESSAGES.answerOne])
    const long = await write(app, maya.token, { learned: 'x'.repeat(501) })
    assert.deepEqual((await long.json()).error.fields.learned, [MINDSET_MESSAGES.answerTooLong])
    assert.deepEqual(await entries(app, oz.token), [], "no one reads another player's journal")
    assert.equal((await call(app, 'DELETE', `/api/mindset/entries/${entry.id}`, { token: oz.token, origin: SITE })).status, 404)
    assert.equal(await snapshot(database), stamp)

    // Back on Free, Maya still reads (and may remove) what she wrote, and writes no more.
    await setTier(database, maya.id, 'free')
    assert.equal((await entries(app, maya.token)).length, 2)
    assert.equal((await write(app, maya.token, { learned: 'More' })).status, 402)
    assert.equal((await call(app, 'DELETE', `/api/mindset/entries/${entry.id}`, { token: maya.token, origin: SITE })).status, 204)
    assert.equal((await entries(app, maya.token)).length, 1)
    // The journal is in the data download and goes with the account.
    assert.equal((await (await call(app, 'GET', '/api/me/export', { token: maya.token })).json()).mindset_entries.length, 1)
    assert.equal((await call(app, 'DELETE', '/api/me', { token: maya.token, origin: SITE, body: { password: 'secret-123' } })).status, 200)
    assert.equal(await rowCount(database, mindsetEntries), 0)
  }))
