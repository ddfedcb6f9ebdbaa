import assert from 'node:assert/strict'
import { loadConfig } from './config.ts'
import { TEST_VAPID_ENV } from './test-support/vapid-env.ts'

Deno.test('protects behaviour: with no environment the API runs as development on :8000 with the embedded file, outbox mail and demo seed', () => {
  const config = loadConfig({})
  assert.equal(config.port, 8000)
  assert.equal(config.appEnv, 'development')
  assert.equal(config.database.kind, 'file')
  assert.match(config.database.kind === 'file' ? config.database.file : '', /\/data\/pitchpath\.db$/)
  assert.deepEqual(config.mail, { transport: 'outbox' })
  assert.equal(config.seedDemo, true)
  assert.equal(config.secureCookies, false)
  assert.equal(config.allowedOrigins.length, 10)
  assert.ok(config.allowedOrigins.includes('http://127.0.0.1:3004'))
  assert.equal(config.rateLimits.signIn.perEmail.freeFailures, 5)
  assert.equal(config.rateLimits.passwordReset.perAddress.max, 20)
})

Deno.test('protects behaviour: the embedded file checkpoints its WAL in the background unless DATABASE_CHECKPOINT says in-commit', () => {
  const checkpoint = (env: Record<string, string>) => {
    const database = loadConfig(env).database
    return database.kind === 'file' ? database.checkpoint : null
  }
  assert.equal(checkpoint({}), 'background')
  assert.equal(checkpoint({ DATABASE_CHECKPOINT: 'in-commit' }), 'in-commit')
  assert.throws(() => loadConfig({ DATABASE_CHECKPOINT: 'never' }), /DATABASE_CHECKPOINT/)
})

Deno.test('protects behaviour: every invalid variable is reported at once, by name', () => {
  assert.throws(
    () => loadConfig({ PORT: 'eighty', APP_ENV: 'staging', PUBLIC_ORIGIN: 'https://pitchpath.example/app', ALLOWED_ORIGINS: 'ftp://x' }),
    (err: Error) => ['PORT', 'APP_ENV', 'PUBLIC_ORIGIN', 'ALLOWED_ORIGINS'].every((name) => err.message.includes(`- ${name}`)),
  )
})

Deno.test('protects behaviour: production needs a real mail provider configured and seeds nothing by default', () => {
  assert.throws(() => loadConfig({ APP_ENV: 'production' }), /MAIL_HTTP_URL[\s\S]*MAIL_HTTP_TOKEN[\s\S]*MAIL_FROM/)
  const config = loadConfig({
    APP_ENV: 'production',
    PUBLIC_ORIGIN: 'https://pitchpath.example',
    MAIL_HTTP_URL: 'https://mail.example/send',
    MAIL_HTTP_TOKEN: 'secret',
    MAIL_FROM: 'PitchPath <no-reply@pitchpath.example>',
    LIBSQL_URL: 'libsql://pitchpath.turso.io',
    LIBSQL_AUTH_TOKEN: 'tok',
    SECRETS_KEY: btoa('k'.repeat(32)),
    PROXY_SECRET: 'p'.repeat(32),
    ...TEST_VAPID_ENV,
  })
  assert.equal(config.mail.transport, 'http')
  assert.equal(config.seedDemo, false)
  assert.equal(config.secureCookies, true)
  assert.deepEqual(config.database, { kind: 'remote', url: 'libsql://pitchpath.turso.io', authToken: 'tok' })
})

Deno.test('protects behaviour: empty variables count as unset, and rate limits can be set from the environment', () => {
  const config = loadConfig({ PORT: '', SEED_DEMO: 'false', RATE_LIMIT_SIGN_IN_PER_EMAIL: '2', RATE_LIMIT_RESET_PER_ADDRESS: '7' })
  assert.equal(config.port, 8000)
  assert.equal(config.seedDemo, false)
  assert.equal(config.rateLimits.signIn.perEmail.freeFailures, 2)
  assert.equal(config.rateLimits.passwordReset.perAddress.max, 7)
  assert.equal(loadConfig({ PUBLIC_ORIGIN: 'http://127.0.0.1:3000' }).secureCookies, false)
})

Deno.test('protects behaviour: production refuses to start without its own key for sealing stored secrets', () => {
  const production = {
    APP_ENV: 'production',
    PUBLIC_ORIGIN: 'https://pitchpath.example',
    PROXY_SECRET: 'p'.repeat(32),
    MAIL_HTTP_URL: 'https://mail.example/send',
    MAIL_HTTP_TOKEN: 'secret',
    MAIL_FROM: 'PitchPath <no-reply@pitchpath.example>',
    ...TEST_VAPID_ENV,
  }
  assert.throws(() => loadConfig(production), /SECRETS_KEY: missing, required when APP_ENV=production/)
  assert.throws(() => loadConfig({ ...production, SECRETS_KEY: btoa('sixteen bytes!!!') }), /SECRETS_KEY: must be 32 random bytes/)
  assert.equal(loadConfig({ ...production, SECRETS_KEY: btoa('k'.repeat(32)) }).secretsKey, btoa('k'.repeat(32)))
})

Deno.test('attack: a key known to everyone (one written in the repository) never seals or signs anything', () => {
  // Without SECRETS_KEY each process outside production has a random key of its own (main.ts keeps
  // the development one in data/secrets.key): two loads never share one.
  const a = loadConfig({}).secretsKey
  const b = loadConfig({ APP_ENV: 'test' }).secretsKey
  assert.notEqual(a, b)
  assert.equal(atob(a).length, 32)
})

Deno.test('protects behaviour: production names every missing secret in one line', () => {
  assert.throws(
    () => loadConfig({ APP_ENV: 'production' }),
    (err: Error) =>
      !err.message.includes('\n') &&
      ['SECRETS_KEY', 'PROXY_SECRET', 'MAIL_HTTP_URL', 'MAIL_HTTP_TOKEN', 'MAIL_FROM', 'VAPID_PRIVATE_KEY'].every((name) =>
        err.message.includes(`- ${name}: missing`) || err.message.includes(`- ${name}: required`)
      ),
  )
  // Clients that reach the API directly (no proxy): no proxy secret to hold.
  assert.doesNotThrow(() =>
    loadConfig({
      APP_ENV: 'production',
      TRUSTED_PROXY_HOPS: '0',
      SECRETS_KEY: btoa('k'.repeat(32)),
      MAIL_HTTP_URL: 'https://mail.example/send',
      MAIL_HTTP_TOKEN: 'secret',
      MAIL_FROM: 'PitchPath <no-reply@pitchpath.example>',
      ...TEST_VAPID_ENV,
    })
  )
})

Deno.test('protects behaviour: the API listens on loopback unless HOST says otherwise', () => {
  assert.equal(loadConfig({}).host, '127.0.0.1')
  assert.equal(loadConfig({ HOST: '0.0.0.0' }).host, '0.0.0.0')
})
