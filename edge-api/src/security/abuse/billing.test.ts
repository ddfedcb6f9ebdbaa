import assert from 'node:assert/strict'
import { eq } from 'drizzle-orm'
import { BILLING_MESSAGES } from '@app/shared/domain/billing/billing-messages.ts'
import type { Database } from '../../db/client.ts'
import { accountEvents, outboxMails } from '../../db/schema/index.ts'
import { createFamily, get, linkChild, post, signUpChild, signUpParent } from '../../features/family/family-fixtures.ts'
import { everyRowAsText } from '../../test-support/db-snapshot.ts'
import { signUp, type TestApp, withApp } from '../../test-support/test-app.ts'

// A refused request may touch the session's last-seen time; every other row must stay as it was.
async function storedData(database: Database): Promise<string> {
  return JSON.stringify([...(await everyRowAsText(database))].filter(([table]) => table !== 'sessions'))
}

async function errorOf(res: Response): Promise<{ status: number; code: string; message: string }> {
  const { error } = await res.json()
  return { status: res.status, code: error?.code, message: error?.message }
}

const asks = (database: Database) => database.db.select().from(accountEvents).where(eq(accountEvents.kind, 'plan_requested'))
const mailsTo = (database: Database, to: string) => database.db.select().from(outboxMails).where(eq(outboxMails.to, to))

/** Sam approved Leo (11) from the mailed link; Eve is another parent with a child of her own, Mia (9). */
async function twoFamilies({ app }: TestApp) {
  const sam = await signUpParent(app, 'sam@example.com')
  const leo = await signUpChild(app, 'leo@example.com', 11, 'Leo')
  const eve = await signUpParent(app, 'eve@example.com', 'Eve')
  const mia = await signUp(app, { email: 'mia@example.com', age: 9, first_name: 'Mia', parentEmail: 'eve@example.com' })
  return { sam, leo, eve, mia }
}

Deno.test("attack: a child names another account in the ask (another child, another parent's address): refused 400, nothing recorded, nobody mailed", () =>
  withApp({}, async (t) => {
    const { sam, leo, eve, mia } = await twoFamilies(t)
    const before = await storedData(t.database)
    for (const extra of [{ child_id: mia.id }, { parent_email: eve.email }, { user_id: mia.id }, { parent_id: eve.id }]) {
      const res = await post(t.app, '/api/billing/plan-requests', leo.token, { plan: 'pro', ...extra })
      assert.equal((await errorOf(res)).code, 'VALIDATION_FAILED', JSON.stringify(extra))
    }
    assert.equal(await storedData(t.database), before)
    // Leo's own ask goes to the parent who consented for him, and only to him.
    assert.equal((await post(t.app, '/api/billing/plan-requests', leo.token, { plan: 'pro' })).status, 201)
    assert.deepEqual((await asks(t.database)).map((a) => [a.userId, a.detail]), [[leo.id, { plan: 'pro', parent_id: sam.id }]])
    assert.equal((await mailsTo(t.database, eve.email)).filter((m) => m.subject.includes('asked for')).length, 0)
  }))

Deno.test('attack: a child floods their parent with asks, 20 at once: one is recorded and mailed, the rest are 429 and change nothing', () =>
  withApp({}, async (t) => {
    const { sam, leo } = await twoFamilies(t)
    const mailsBefore = (await mailsTo(t.database, sam.email)).length
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => post(t.app, '/api/billing/plan-requests', leo.token, { plan: 'pro' })),
    )
    const statuses = answers.map((r) => r.status).sort()
    assert.deepEqual(statuses, [201, ...Array(19).fill(429)])
    const refused = answers.find((r) => r.status === 429)!
    assert.deepEqual(await errorOf(refused), { status: 429, code: 'RATE_LIMITED', message: BILLING_MESSAGES.askedRecently('Pro') })
    assert.equal((await asks(t.database)).length, 1)
    assert.equal((await mailsTo(t.database, sam.email)).length, mailsBefore + 1)
    // And later in the day, still nothing more.
    t.clock.advance(23 * 60 * 60 * 1000)
    const before = await storedData(t.database)
    assert.equal((await post(t.app, '/api/billing/plan-requests', leo.token, { plan: 'pro' })).status, 429)
    assert.equal(await storedData(t.database), before)
  }))

Deno.test('attack: a teen who linked themselves, and a parent, ask "a parent" for a plan: 403, nothing recorded, nobody mailed', () =>
  withApp({}, async (t) => {
    const sam = await signUpParent(t.app, 'sam@example.com')
    await createFamily(t.app, sam)
    const tia = await signUp(t.app, { email: 'tia@example.com', age: 15, first_name: 'Tia' })
    await linkChild(t.app, t.database, sam, tia, 'full_access')
    const before = await storedData(t.database)
    for (const who of [tia, sam]) {
      const res = await post(t.app, '/api/billing/plan-requests', who.token, { plan: 'pro' })
      assert.deepEqual(await errorOf(res), { status: 403, code: 'FORBIDDEN', message: BILLING_MESSAGES.askNotForYou })
    }
    assert.equal(await storedData(t.database), before)
  }))

Deno.test("attack: another parent reads plan requests: they see none of another family's children", () =>
  withApp({}, async (t) => {
    const { sam, leo, eve, mia } = await twoFamilies(t)
    assert.equal((await post(t.app, '/api/billing/plan-requests', leo.token, { plan: 'pro' })).status, 201)
    assert.deepEqual(await (await get(t.app, '/api/billing/plan-requests', eve.token)).json(), { mine: [], from_children: [] })
    // Nor does another child see Leo's ask as theirs.
    assert.deepEqual(await (await get(t.app, '/api/billing/plan-requests', mia.token)).json(), { mine: [], from_children: [] })
    assert.equal((await (await get(t.app, '/api/billing/plan-requests', sam.token)).json()).from_children.length, 1)
  }))
