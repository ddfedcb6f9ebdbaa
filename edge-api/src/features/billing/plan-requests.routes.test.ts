import assert from 'node:assert/strict'
import { eq } from 'drizzle-orm'
import { BILLING_MESSAGES } from '@app/shared/domain/billing/billing-messages.ts'
import { SIMULATED_TOKENS } from '@app/shared/domain/billing/simulated-card.ts'
import type { Database } from '../../db/client.ts'
import { outboxMails } from '../../db/schema/index.ts'
import { get, post, signUpChild, signUpParent } from '../family/family-fixtures.ts'
import { signUp, withApp } from '../../test-support/test-app.ts'

const DAY = 24 * 60 * 60 * 1000

const mailsTo = (database: Database, to: string) => database.db.select().from(outboxMails).where(eq(outboxMails.to, to))

Deno.test('protects behaviour: a child under 13 asks for Pro: the parent who consented is mailed a link to the plans, the child sees it pending and the parent sees who asked', () =>
  withApp({}, async ({ app, database, clock }) => {
    const parent = await signUpParent(app, 'sam@example.com')
    const leo = await signUpChild(app, 'leo@example.com', 11, 'Leo')
    const mailsBefore = (await mailsTo(database, parent.email)).length

    const res = await post(app, '/api/billing/plan-requests', leo.token, { plan: 'pro' })
    assert.equal(res.status, 201, await res.clone().text())
    const { request } = await res.json()
    assert.deepEqual(request, {
      plan: 'pro',
      asked_at: new Date(clock.now()).toISOString(),
      ask_again_at: new Date(clock.now() + DAY).toISOString(),
    })

    const mails = await mailsTo(database, parent.email)
    assert.equal(mails.length, mailsBefore + 1)
    const asked = mails.find((m) => m.subject === 'Leo asked for PitchPath Pro')
    assert.match(asked!.text, /Leo Lopez asked you for the PitchPath Pro plan/)
    assert.match(asked!.text, /http:\/\/localhost:3000\/app\/plans\?plan=pro/)
    // The child is never mailed about it.
    assert.equal((await mailsTo(database, leo.email)).length, 0)

    // On return, the child sees the ask pending; the parent sees who asked for what.
    const mine = await (await get(app, '/api/billing/plan-requests', leo.token)).json()
    assert.deepEqual(mine, { mine: [request], from_children: [] })
    const theirs = await (await get(app, '/api/billing/plan-requests', parent.token)).json()
    assert.deepEqual(theirs, { mine: [], from_children: [{ first_name: 'Leo', plan: 'pro', asked_at: request.asked_at }] })

    // A day later the ask is no longer pending for the child, and may be made again.
    clock.advance(DAY)
    assert.deepEqual((await (await get(app, '/api/billing/plan-requests', leo.token)).json()).mine, [])
    assert.equal((await post(app, '/api/billing/plan-requests', leo.token, { plan: 'pro' })).status, 201)
  }))

Deno.test('protects behaviour: one ask per plan per 24 hours (429 with Retry-After and the sentence the page shows); another plan is its own ask', () =>
  withApp({}, async ({ app, database, clock }) => {
    const parent = await signUpParent(app, 'sam@example.com')
    const leo = await signUpChild(app, 'leo@example.com', 11, 'Leo')
    assert.equal((await post(app, '/api/billing/plan-requests', leo.token, { plan: 'pro' })).status, 201)
    const mails = (await mailsTo(database, parent.email)).length

    clock.advance(DAY - 60_000)
    const again = await post(app, '/api/billing/plan-requests', leo.token, { plan: 'pro' })
    assert.equal(again.status, 429)
    assert.equal(again.headers.get('retry-after'), '60')
    assert.deepEqual((await again.json()).error, { code: 'RATE_LIMITED', message: BILLING_MESSAGES.askedRecently('Pro') })
    assert.equal((await mailsTo(database, parent.email)).length, mails)

    assert.equal((await post(app, '/api/billing/plan-requests', leo.token, { plan: 'parent' })).status, 201)
    assert.equal((await mailsTo(database, parent.email)).length, mails + 1)
  }))

Deno.test('protects behaviour: a player of 13 or more is told they choose their own plan (403), and still pays for it themselves', () =>
  withApp({}, async ({ app }) => {
    const teen = await signUp(app, { email: 'tia@example.com', age: 14, first_name: 'Tia' })
    const res = await post(app, '/api/billing/plan-requests', teen.token, { plan: 'pro' })
    assert.equal(res.status, 403)
    assert.equal((await res.json()).error.message, BILLING_MESSAGES.askNotForYou)
    const paid = await post(app, '/api/billing/checkout', teen.token, {
      checkout_id: crypto.randomUUID(),
      plan: 'pro',
      payment_token: SIMULATED_TOKENS.ok,
    })
    assert.equal(paid.status, 201)
  }))

Deno.test('protects behaviour: an ask names a paid plan and nothing else (400 VALIDATION_FAILED), and needs a session (401)', () =>
  withApp({}, async ({ app }) => {
    await signUpParent(app, 'sam@example.com')
    const leo = await signUpChild(app, 'leo@example.com', 11, 'Leo')
    for (const body of [{ plan: 'free' }, {}, { plan: 'pro', parent_email: 'me@example.com' }]) {
      const res = await post(app, '/api/billing/plan-requests', leo.token, body)
      assert.equal(res.status, 400, JSON.stringify(body))
      assert.equal((await res.json()).error.code, 'VALIDATION_FAILED')
    }
    assert.equal((await post(app, '/api/billing/plan-requests', null, { plan: 'pro' })).status, 401)
    assert.equal((await get(app, '/api/billing/plan-requests', null)).status, 401)
  }))
