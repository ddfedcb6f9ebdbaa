import assert from 'node:assert/strict'
import { ApiErrorBody } from '@app/shared/schemas/error.ts'
import { users } from './db/schema/index.ts'
import { call, playerSignUp, rowCount, signUp, withApp } from './test-support/test-app.ts'
import { TEST_VAPID_ENV } from './test-support/vapid-env.ts'

Deno.test('protects behaviour: GET /api/health reports the API and the database as ok with the version', () =>
  withApp({}, async ({ app }) => {
    const res = await call(app, 'GET', '/api/health')
    assert.equal(res.status, 200)
    const { migration, ...rest } = await res.json()
    assert.deepEqual(rest, { status: 'ok', database: 'ok', version: '0.1.0' })
    assert.equal(migration.applied, migration.latest)
    assert.equal(res.headers.get('cache-control'), 'no-store')
  }))

Deno.test('protects behaviour: unknown routes and methods answer 404 NOT_FOUND in the one error shape', () =>
  withApp({}, async ({ app }) => {
    for (const [method, path] of [['GET', '/api/nope'], ['PUT', '/api/me'], ['GET', '/'], ['POST', '/api/health']]) {
      const res = await call(app, method!, path!)
      assert.equal(res.status, 404, `${method} ${path}`)
      const body = await res.json()
      assert.equal(ApiErrorBody.parse(body).error.code, 'NOT_FOUND')
    }
  }))

Deno.test('protects behaviour: the OpenAPI document lists every route the app serves, with its schemas', () =>
  withApp({}, async ({ app }) => {
    const doc = await (await call(app, 'GET', '/api/openapi.json')).json()
    assert.equal(doc.openapi, '3.1.0')
    const served = app.routes.filter((r) => r.method !== 'ALL').map((r) => `${r.method.toLowerCase()} ${r.path.replace(/:(\w+)/g, '{$1}')}`)
    const documented = Object.entries(doc.paths as Record<string, object>).flatMap(([path, ops]) =>
      Object.keys(ops).map((m) => `${m} ${path}`)
    )
    assert.deepEqual([...new Set(served)].sort(), documented.sort())
    assert.ok(served.length >= 13)
    const signUp = doc.paths['/api/auth/sign-up'].post
    assert.ok(JSON.stringify(signUp.requestBody).includes('parentEmail'))
    assert.equal(signUp.responses['409'].content['application/json'].schema.$ref, '#/components/schemas/ApiErrorBody')
    assert.deepEqual(doc.paths['/api/me'].get.security, [{ session: [] }])
  }))

Deno.test('protects behaviour: a request body over 64 kB is refused with 413 before it is parsed', () =>
  withApp({}, async ({ app, database }) => {
    const res = await call(app, 'POST', '/api/auth/sign-up', { body: playerSignUp({ first_name: 'x'.repeat(70_000) }) })
    assert.equal(res.status, 413)
    assert.equal((await res.json()).error.code, 'VALIDATION_FAILED')
    assert.equal(await rowCount(database, users), 0)
  }))

Deno.test('protects behaviour: a body declared over 64 kB, or streamed past it without a length, is refused with 413 and writes nothing', () =>
  withApp({}, async ({ app, database }) => {
    const big = JSON.stringify(playerSignUp({ first_name: 'x'.repeat(70_000) }))
    const declared = await call(app, 'POST', '/api/auth/sign-up', { raw: big, headers: { 'content-length': String(big.length) } })
    assert.equal(declared.status, 413)
    const bytes = new TextEncoder().encode(big)
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let i = 0; i < bytes.length; i += 8192) controller.enqueue(bytes.subarray(i, i + 8192))
        controller.close()
      },
    })
    const chunked = await app.request('/api/auth/sign-up', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'transfer-encoding': 'chunked' },
      body: stream,
    })
    assert.equal(chunked.status, 413)
    assert.equal(await rowCount(database, users), 0)
  }))

Deno.test('protects behaviour: a body within 64 kB with its length declared is read and acted on', () =>
  withApp({}, async ({ app, database }) => {
    const body = JSON.stringify(playerSignUp())
    const res = await call(app, 'POST', '/api/auth/sign-up', {
      raw: body,
      headers: { 'content-length': String(new TextEncoder().encode(body).length) },
    })
    assert.equal(res.status, 201)
    assert.equal(await rowCount(database, users), 1)
  }))

Deno.test('protects behaviour: the dev outbox page escapes what people typed and links the reset URL', () =>
  withApp({}, async ({ app }) => {
    await signUp(app, { first_name: '<script>alert(1)</script>' })
    await call(app, 'POST', '/api/auth/password-reset', { body: { email: 'maya@example.com' } })
    const res = await call(app, 'GET', '/api/dev/outbox/view')
    assert.equal(res.status, 200)
    assert.match(res.headers.get('content-type')!, /text\/html/)
    assert.match(res.headers.get('content-security-policy')!, /default-src 'none'/)
    const html = await res.text()
    assert.ok(!html.includes('<script>'))
    assert.ok(html.includes('Hi &lt;script&gt;alert(1)&lt;/script&gt;,'))
    assert.match(html, /<a href="http:\/\/localhost:3000\/app\/reset-password#type=recovery&amp;token=[\w-]{43}">/)
  }))

Deno.test('protects behaviour: the dev outbox does not exist in production or with a real mail transport', async () => {
  const http = {
    MAIL_TRANSPORT: 'http',
    MAIL_HTTP_URL: 'https://mail.example/send',
    MAIL_HTTP_TOKEN: 't',
    MAIL_FROM: 'PitchPath <no-reply@pitchpath.dev>',
  }
  const SECRETS_KEY = btoa('k'.repeat(32))
  const PROXY_SECRET = 'p'.repeat(32)
  for (
    const env of [{ ...http, APP_ENV: 'production', SECRETS_KEY, PROXY_SECRET, ...TEST_VAPID_ENV }, {
      APP_ENV: 'production',
      MAIL_TRANSPORT: 'outbox',
      SECRETS_KEY,
      PROXY_SECRET,
      ...TEST_VAPID_ENV,
    }, http]
  ) {
    await withApp(env, async ({ app }) => {
      for (const path of ['/api/dev/outbox', '/api/dev/outbox/view']) {
        const res = await call(app, 'GET', path)
        assert.equal(res.status, 404, `${JSON.stringify(env)} ${path}`)
        assert.equal((await res.json()).error.code, 'NOT_FOUND')
      }
      const doc = await (await call(app, 'GET', '/api/openapi.json')).json()
      assert.equal(doc.paths['/api/dev/outbox'], undefined)
    })
  }
})

Deno.test('protects behaviour: an unexpected failure answers 500 INTERNAL "Something went wrong" and hides the details', () =>
  withApp({}, async ({ app, database }) => {
    const { token } = await signUp(app)
    await database.close() // the database disappears under the running app
    const logged: unknown[] = []
    const original = console.error
    console.error = (...args: unknown[]) => void logged.push(args)
    try {
      const res = await call(app, 'GET', '/api/auth/session', { token })
      assert.equal(res.status, 500)
      assert.deepEqual(await res.json(), { error: { code: 'INTERNAL', message: 'Something went wrong' } })
    } finally {
      console.error = original
    }
    assert.equal(logged.length, 1) // …but it is logged for us
  }))
