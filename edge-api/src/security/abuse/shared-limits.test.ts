import assert from 'node:assert/strict'
import { type Instance, request, startCluster, waitUntil } from '../../test-support/cluster.ts'
import { signUpPlayer } from '../../test-support/api-process.ts'

/**
 * The limits that protect an account are counted in the database (http/rate-limiter.ts), so a
 * guesser who spreads guesses over several API instances gets no more than from one. Two real
 * instances on replicas of one Turso primary; the production number of free wrong passwords per
 * email (5) and room for the address (every request here comes from 127.0.0.1).
 */
const LIMITS = { RATE_LIMIT_SIGN_IN_PER_EMAIL: '5', RATE_LIMIT_SIGN_IN_PER_ADDRESS: '1000' }
const FREE = 5

/** A cluster test that stalls fails after two minutes instead of holding the whole run. */
function clusterTest(name: string, body: () => Promise<void>) {
  Deno.test(name, async () => {
    let timer: ReturnType<typeof setTimeout> | undefined
    const deadline = new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error(`${name}: not done in 120 s`)), 120_000)))
    try {
      await Promise.race([body(), deadline])
    } finally {
      clearTimeout(timer)
    }
  })
}

const guess = (instance: Instance, email: string, password = 'wrong-guess-1') =>
  request(instance, 'POST', '/api/auth/sign-in', undefined, { email, password })

clusterTest(
  'attack: wrong passwords spread over two instances, 50 at once and 1000 in all, meet one shared limit (as many checked as on one instance, not twice)',
  async () => {
    const cluster = await startCluster({ pullIntervalMs: 200, env: LIMITS })
    try {
      const a = await cluster.startInstance('a')
      const b = await cluster.startInstance('b')
      const token = await signUpPlayer(a, 'maya@example.com')
      await waitUntil(async () => (await request(b, 'GET', '/api/auth/session', token)).body?.user != null, 'b seeing the account')

      // One at a time, alternately: a, b, a, b… until the limit answers.
      const answers = []
      let lastFailureSentAt = 0
      for (let i = 0; i < 4 * FREE; i++) {
        const sentAt = Date.now()
        const res = await guess(i % 2 ? b : a, 'maya@example.com')
        answers.push(res)
        if (res.status === 429) break
        lastFailureSentAt = sentAt
      }
      assert.deepEqual(answers.map((r) => r.status), [...Array(FREE).fill(401), 429], 'the sixth guess waits, whichever instance gets it')
      const refused = answers.at(-1)!
      assert.equal(refused.body.error.code, 'RATE_LIMITED')
      assert.ok(Number(refused.headers.get('retry-after')) >= 1)
      // While it waits, the right password is refused too on both instances: the guess could not be
      // tested. The wait is 1 s from the fifth failure, which the server recorded after that guess was
      // sent: an answer back within 1 s of sending it was given inside the wait. On a busy machine an
      // answer may come later, when the wait is over and the right password rightly lets her in.
      const rightPassword = await Promise.all([a, b].map((instance) => guess(instance, 'maya@example.com', 'secret-123')))
      const answeredWithin = Date.now() - lastFailureSentAt
      for (const res of rightPassword) {
        if (res.status === 429) assert.equal(res.token, null)
        else {assert.ok(
            res.status === 200 && answeredWithin >= 1_000,
            `the right password answered ${res.status} inside the wait (${answeredWithin} ms)`,
          )}
      }

      // Fifty at once on a fresh email, half through each instance: still exactly the free five.
      await signUpPlayer(b, 'leo@example.com')
      await waitUntil(async () => (await guess(a, 'nobody@example.com')).status === 401, 'a answering')
      // The clock of the bound below starts before the first failure it counts, not after the burst:
      // on a busy machine the first delay may be over before the waves begin.
      const started = Date.now()
      const burst = await Promise.all(Array.from({ length: 50 }, (_, i) => guess(i % 2 ? b : a, 'leo@example.com')))
      const statuses = burst.map((r) => r.status)
      assert.equal(statuses.filter((s) => s === 401).length, FREE, JSON.stringify(statuses))
      assert.equal(statuses.filter((s) => s === 429).length, 50 - FREE, JSON.stringify(statuses))

      // Then 950 more, fifty at a time. The delays double from 1 s (1, 2, 4 … s after each counted
      // failure), so in s seconds from before the burst at most log2(s + 1) more can be checked, on both instances together;
      // counted per instance, twice the free five would have been checked already.
      for (let wave = 0; wave < 19; wave++) {
        burst.push(...await Promise.all(Array.from({ length: 50 }, (_, i) => guess(i % 2 ? b : a, 'leo@example.com'))))
      }
      const seconds = (Date.now() - started) / 1000
      const checked = burst.filter((r) => r.status === 401).length
      assert.equal(burst.length, 1000)
      assert.ok(checked <= FREE + Math.floor(Math.log2(seconds + 1)), `${checked} of 1000 guesses checked in ${seconds} s`)
      assert.ok(burst.every((r) => r.status === 401 || r.status === 429))
      assert.ok(burst.every((r) => r.token === null), 'no guess signed anybody in')
    } finally {
      await cluster.stop()
    }
  },
)

clusterTest('attack: wrong 6-digit link codes spread over two instances meet one shared limit (five, then 429 on both)', async () => {
  const cluster = await startCluster({ pullIntervalMs: 200, env: LIMITS })
  try {
    const a = await cluster.startInstance('a')
    const b = await cluster.startInstance('b')
    const tokens = [await signUpPlayer(a, 'maya@example.com'), await signUpPlayer(b, 'leo@example.com')]
    for (const [instance, token] of [[b, tokens[0]!], [a, tokens[1]!]] as const) {
      await waitUntil(
        async () => (await request(instance, 'GET', '/api/auth/session', token)).body?.user != null,
        'both seeing both',
        5_000,
      )
    }
    const verify = (instance: Instance, token: string, n: number) =>
      request(instance, 'POST', '/api/family/link-requests/verify', token, { code: String(100000 + n) })

    // Alternately, one at a time: five wrong codes are refused as wrong, then the person must wait on both.
    const statuses = []
    for (let n = 0; n < 6; n++) statuses.push((await verify(n % 2 ? b : a, tokens[0]!, n)).status)
    assert.deepEqual(statuses, [400, 400, 400, 400, 400, 429])
    for (const instance of [a, b]) assert.equal((await verify(instance, tokens[0]!, 99)).status, 429)

    // Fifty at once, half through each: still five checked, the rest refused before any code is looked up.
    const burst = await Promise.all(Array.from({ length: 50 }, (_, n) => verify(n % 2 ? b : a, tokens[1]!, n)))
    const counts = burst.map((r) => r.status)
    assert.equal(counts.filter((s) => s === 400).length, 5, JSON.stringify(counts))
    assert.equal(counts.filter((s) => s === 429).length, 45, JSON.stringify(counts))
  } finally {
    await cluster.stop()
  }
})
