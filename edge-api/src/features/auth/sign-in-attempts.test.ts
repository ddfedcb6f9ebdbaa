import assert from 'node:assert/strict'
import { AUTH_MESSAGES } from '@app/shared/domain/messages/auth.ts'
import { call, sessionToken, signUp, SITE, viaProxy, withApp } from '../../test-support/test-app.ts'

// A club's players behind one Wi-Fi: every request comes from the same address, through our proxy.
const CLUB = '203.0.113.7'
const signIn = (app: Parameters<typeof call>[0], email: string, password: string, address = CLUB) =>
  call(app, 'POST', '/api/auth/sign-in', { body: { email, password }, origin: SITE, headers: viaProxy(address) })

// The production numbers: 5 wrong passwords per email (or device), 30 per address.
const LIMITS = { RATE_LIMIT_SIGN_IN_PER_EMAIL: '5', RATE_LIMIT_SIGN_IN_PER_ADDRESS: '30' }

async function club(app: Parameters<typeof call>[0], players: number): Promise<string[]> {
  const emails: string[] = []
  for (let i = 0; i < players; i++) emails.push((await signUp(app, { email: `player${i}@example.com`, first_name: `P${i}` })).email)
  return emails
}

Deno.test('protects behaviour: 30 players signing in at once from one address, three times within 15 minutes, all get in (successes are not failures)', () =>
  withApp(LIMITS, async ({ app, clock }) => {
    const emails = await club(app, 30)
    for (let round = 0; round < 3; round++) {
      const answers = await Promise.all(emails.map((e) => signIn(app, e, 'secret-123')))
      assert.deepEqual(answers.map((r) => r.status), Array(30).fill(200), `round ${round}`)
      assert.ok(answers.every((r) => sessionToken(r)))
      clock.advance(5 * 60_000)
    }
    // One by one, too: 60 more in the same quarter hour.
    clock.advance(-15 * 60_000 + 1)
    for (const e of [...emails, ...emails]) assert.equal((await signIn(app, e, 'secret-123')).status, 200)
  }))

Deno.test("attack: wrong passwords from one address between a club's successes are still slowed after 30, and per email after 5", () =>
  withApp(LIMITS, async ({ app }) => {
    const emails = await club(app, 3)
    // Thirty wrong passwords on thirty emails from the club's address, a success between each.
    for (let i = 0; i < 30; i++) {
      assert.equal((await signIn(app, `stranger${i}@example.com`, 'guess')).status, 401)
      if (i < 29) assert.equal((await signIn(app, emails[i % 3]!, 'secret-123')).status, 200)
    }
    const slowed = await signIn(app, 'stranger99@example.com', 'guess')
    assert.equal(slowed.status, 429)
    assert.ok(Number(slowed.headers.get('retry-after')) >= 1)
    // While slowed, the address signs nobody in, so the guess could not have been tested either.
    const blocked = await signIn(app, emails[0]!, 'secret-123')
    assert.equal(blocked.status, 429)
    assert.equal(sessionToken(blocked), null)
    assert.equal((await blocked.json()).error.code, 'RATE_LIMITED')

    // Per email, from ever-new addresses: the sixth guess waits, whatever the address.
    for (let i = 0; i < 5; i++) assert.equal((await signIn(app, emails[1]!, 'guess', `198.51.100.${i}`)).status, 401)
    const perEmail = await signIn(app, emails[1]!, 'secret-123', '198.51.100.99')
    assert.equal(perEmail.status, 429)
    assert.deepEqual(await perEmail.json(), { error: { code: 'RATE_LIMITED', message: AUTH_MESSAGES.waitBeforeTrying(1) } })
  }))
