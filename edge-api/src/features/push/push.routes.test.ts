import assert from 'node:assert/strict'
import { pushSubscriptions } from '../../db/schema/index.ts'
import { browserKeys } from '../../test-support/push-endpoint.ts'
import { call, rowCount, signUp, SITE, withApp } from '../../test-support/test-app.ts'
import { setTier } from '../goals/goal-fixtures.ts'

Deno.test("protects behaviour: the data download lists a person's devices without their auth secret, and deleting the account forgets them", () =>
  withApp({}, async (t) => {
    const maya = await signUp(t.app)
    await setTier(t.database, maya.id, 'pro')
    const keys = await browserKeys()
    const endpoint = 'https://updates.push.services.mozilla.com/wpush/v2/maya'
    const subscribed = await call(t.app, 'POST', '/api/push/subscribe', {
      token: maya.token,
      origin: SITE,
      headers: { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0' },
      body: { endpoint, keys: { p256dh: keys.p256dh, auth: keys.auth } },
    })
    assert.equal(subscribed.status, 201)
    // Subscribing again (the same browser) keeps one row.
    assert.equal(
      (await call(t.app, 'POST', '/api/push/subscribe', {
        token: maya.token,
        origin: SITE,
        body: { endpoint, keys: { p256dh: keys.p256dh, auth: keys.auth } },
      })).status,
      201,
    )
    const data = await (await call(t.app, 'GET', '/api/me/export', { token: maya.token })).json()
    assert.equal(data.push_subscriptions.length, 1)
    const [device] = data.push_subscriptions
    assert.equal(device.endpoint, endpoint)
    assert.equal(device.p256dh, keys.p256dh)
    assert.ok(!('auth' in device), 'the auth secret stays on the server')

    const deleted = await call(t.app, 'DELETE', '/api/me', { token: maya.token, origin: SITE, body: { password: 'secret-123' } })
    assert.equal(deleted.status, 200)
    assert.equal(await rowCount(t.database, pushSubscriptions), 0)
  }))
