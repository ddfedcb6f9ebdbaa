import assert from 'node:assert/strict'
import { join } from 'node:path'
import { loadConfig } from '../config.ts'
import { request, signUpPlayer, startApiProcess } from '../test-support/api-process.ts'
import { TEST_VAPID_ENV } from '../test-support/vapid-env.ts'
import { randomVapidKeys, vapidPublicKeyOf } from './vapid-keys.ts'

const production = {
  APP_ENV: 'production',
  PUBLIC_ORIGIN: 'https://pitchpath.example',
  PROXY_SECRET: 'p'.repeat(32),
  MAIL_HTTP_URL: 'https://mail.example/send',
  MAIL_HTTP_TOKEN: 'secret',
  MAIL_FROM: 'PitchPath <no-reply@pitchpath.example>',
  SECRETS_KEY: btoa('k'.repeat(32)),
}

Deno.test('protects behaviour: production refuses to start without its own push key pair, or with a pair that does not belong together', () => {
  assert.throws(() => loadConfig(production), /VAPID_PRIVATE_KEY: missing, required when APP_ENV=production/)
  const other = randomVapidKeys()
  assert.throws(
    () => loadConfig({ ...production, ...TEST_VAPID_ENV, VAPID_PUBLIC_KEY: other.publicKey }),
    /VAPID_PUBLIC_KEY is not the public key of VAPID_PRIVATE_KEY/,
  )
  assert.throws(() => loadConfig({ ...production, ...TEST_VAPID_ENV, VAPID_PRIVATE_KEY: 'short' }), /VAPID_PRIVATE_KEY must be a P-256/)
  assert.throws(() => loadConfig({ ...production, ...TEST_VAPID_ENV, VAPID_SUBJECT: 'someone' }), /VAPID_SUBJECT: must be a mailto/)
  const config = loadConfig({ ...production, ...TEST_VAPID_ENV })
  assert.deepEqual(config.vapid, {
    publicKey: TEST_VAPID_ENV.VAPID_PUBLIC_KEY,
    privateKey: TEST_VAPID_ENV.VAPID_PRIVATE_KEY,
    subject: 'https://pitchpath.example',
  })
})

Deno.test('attack: no push key pair is shared between processes outside production (none is written in the repository)', () => {
  const [a, b] = [loadConfig({}).vapid, loadConfig({ APP_ENV: 'test' }).vapid]
  assert.notEqual(a.privateKey, b.privateKey)
  assert.equal(vapidPublicKeyOf(a.privateKey), a.publicKey)
  assert.equal(a.subject, 'mailto:reminders@pitchpath.dev')
})

Deno.test('protects behaviour: development makes its push key pair on the first start, private to the user, and serves the same public key after a restart', async () => {
  const dir = await Deno.makeTempDir({ prefix: 'pp-vapid-' })
  try {
    const env = {
      APP_ENV: 'development',
      SEED_DEMO: 'false',
      DATABASE_FILE: join(dir, 'api.db'),
      VAPID_PUBLIC_KEY: '',
      VAPID_PRIVATE_KEY: '',
    }
    const first = await startApiProcess(env)
    const token = await signUpPlayer(first)
    const served = (await request(first, 'GET', '/api/push/key', token)).body.public_key
    await first.stop()
    const file = join(dir, 'vapid-keys.json')
    const keys = JSON.parse(await Deno.readTextFile(file))
    assert.equal(served, keys.publicKey)
    assert.equal(vapidPublicKeyOf(keys.privateKey), keys.publicKey)
    assert.equal((await Deno.stat(file)).mode! & 0o777, 0o600)
    const second = await startApiProcess(env)
    try {
      const again = await request(second, 'POST', '/api/auth/sign-in', undefined, { email: 'maya@example.com', password: 'secret-123' })
      assert.equal((await request(second, 'GET', '/api/push/key', again.token!)).body.public_key, served)
    } finally {
      await second.stop()
    }
  } finally {
    await Deno.remove(dir, { recursive: true })
  }
})
