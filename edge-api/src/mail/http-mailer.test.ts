import assert from 'node:assert/strict'
import { HttpMailer } from './http-mailer.ts'

const config = {
  transport: 'http' as const,
  url: 'https://mail.example/send',
  token: 'tok-123',
  from: 'PitchPath <no-reply@pitchpath.dev>',
}
const mail = { to: 'maya@example.com', subject: 'Reset your PitchPath password', text: 'link' }

Deno.test('protects behaviour: the http transport POSTs the mail as JSON with the bearer token and sender', async () => {
  const seen: Array<{ url: string; init: RequestInit }> = []
  const mailer = new HttpMailer(config, (url, init) => {
    seen.push({ url: String(url), init: init! })
    return Promise.resolve(new Response('{}', { status: 202 }))
  })
  await mailer.send(mail)
  await mailer.flush()
  assert.equal(seen.length, 1)
  assert.equal(seen[0]!.url, config.url)
  assert.equal(seen[0]!.init.method, 'POST')
  assert.equal(new Headers(seen[0]!.init.headers).get('authorization'), 'Bearer tok-123')
  assert.deepEqual(JSON.parse(String(seen[0]!.init.body)), { from: config.from, ...mail })
})

Deno.test('protects behaviour: send() returns before the provider answers, and a refused mail is logged, not thrown', async () => {
  let calls = 0
  let release!: () => void
  const gate = new Promise<void>((r) => (release = r))
  const mailer = new HttpMailer(config, async () => {
    calls++
    await gate
    return new Response('bad sender', { status: 422 })
  })
  const errors: unknown[] = []
  const original = console.error
  console.error = (...args: unknown[]) => void errors.push(args)
  try {
    await mailer.send(mail) // resolves while the provider is still "thinking"
    release()
    await mailer.flush()
  } finally {
    console.error = original
  }
  assert.equal(calls, 1) // a 4xx is our mistake: no retry
  assert.equal(errors.length, 1)
})

Deno.test('protects behaviour: deliver() waits for the provider and throws when it refuses, so a background job can try again', async () => {
  let answer = 503
  let calls = 0
  const mailer = new HttpMailer(config, () => (calls++, Promise.resolve(new Response('busy', { status: answer }))))
  await assert.rejects(() => mailer.deliver(mail), /provider answered 503/)
  assert.equal(calls, 3) // a 5xx is retried before giving up
  answer = 202
  await mailer.deliver(mail)
  assert.equal(calls, 4)
})
