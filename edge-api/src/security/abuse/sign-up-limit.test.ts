import assert from 'node:assert/strict'
import { users } from '../../db/schema/index.ts'
import { call, playerSignUp, rowCount, SITE, viaProxy, withApp } from '../../test-support/test-app.ts'

// New accounts per client address (docs/features/account-and-security.md, "Limits"): a script that
// makes accounts by the thousand meets the limit, and a refused sign-up leaves nothing behind.

const signUpFrom = (app: Parameters<typeof call>[0], n: number, forwardedFor?: string) =>
  call(app, 'POST', '/api/auth/sign-up', {
    body: playerSignUp({ email: `player-${n}@example.com`, age: 15 }),
    origin: SITE,
    ...(forwardedFor ? { headers: viaProxy(forwardedFor) } : {}),
  })

Deno.test('attack: sign-ups from one address past the limit answer 429 with Retry-After and create no account', () =>
  withApp({ RATE_LIMIT_SIGN_UP_PER_ADDRESS: '3' }, async (t) => {
    for (let n = 0; n < 3; n++) assert.equal((await signUpFrom(t.app, n)).status, 201)
    const refused = await signUpFrom(t.app, 3)
    assert.equal(refused.status, 429)
    assert.equal((await refused.json()).error.code, 'RATE_LIMITED')
    assert.ok(Number(refused.headers.get('retry-after')) > 0)
    // Twenty more at once, as a script would: none gets through, none leaves a row.
    const burst = await Promise.all(Array.from({ length: 20 }, (_, i) => signUpFrom(t.app, 10 + i)))
    assert.deepEqual([...new Set(burst.map((r) => r.status))], [429])
    assert.equal(await rowCount(t.database, users), 3)
  }))

Deno.test("protects behaviour: through the site's own proxy, each browser's address has its own sign-up limit", () =>
  withApp({ RATE_LIMIT_SIGN_UP_PER_ADDRESS: '1' }, async (t) => {
    assert.equal((await signUpFrom(t.app, 0, '198.51.100.1')).status, 201)
    assert.equal((await signUpFrom(t.app, 1, '198.51.100.1')).status, 429)
    assert.equal((await signUpFrom(t.app, 2, '198.51.100.2')).status, 201)
    assert.equal(await rowCount(t.database, users), 2)
  }))
