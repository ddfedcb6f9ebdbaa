import assert from 'node:assert/strict'
import { sessionBody } from '../../features/training/training-fixtures.ts'
import { type Instance, request, startCluster, waitUntil } from '../../test-support/cluster.ts'
import { signUpPlayer } from '../../test-support/api-process.ts'
import { assertPrimaryHolds, clusterTest, seenCookie } from '../../test-support/cluster-load.ts'
import { playerSignUp } from '../../test-support/test-app.ts'

const logIds = async (instance: Instance, token: string) =>
  ((await request(instance, 'GET', '/api/training?limit=50', token)).body?.logs ?? []).map((l: { id: string }) => l.id) as string[]

const level = async (instance: Instance, token: string) => (await request(instance, 'GET', '/api/progress/level', token)).body.level

clusterTest('a write is read at once through the instance that made it, and through the other once its replica pulls', async () => {
  const cluster = await startCluster({ pullIntervalMs: 200 })
  try {
    const a = await cluster.startInstance('a')
    const b = await cluster.startInstance('b')
    const token = await signUpPlayer(a)
    const body = sessionBody()
    assert.equal((await request(a, 'POST', '/api/training', token, body)).status, 201)
    // Read-your-writes: no wait at all on the writer.
    assert.deepEqual(await logIds(a, token), [body.id])
    // The other instance: its replica pulls every 200 ms, so within a bounded wait (wide, for a
    // busy machine: what it rules out is a replica that never pulls on its own).
    const started = Date.now()
    await waitUntil(async () => (await logIds(b, token)).includes(body.id), 'instance b reading the session')
    assert.ok(Date.now() - started < 15_000)
  } finally {
    await cluster.stop()
  }
})

clusterTest('read-your-writes on either instance: a session logged through a is in the level read through b at once', async () => {
  // Pulls every minute: only the consistency token can bring the write to b in time.
  const cluster = await startCluster({ pullIntervalMs: 60_000 })
  try {
    const a = await cluster.startInstance('a')
    const b = await cluster.startInstance('b')
    const signUp = await request(a, 'POST', '/api/auth/sign-up', undefined, playerSignUp({ email: 'maya@example.com' }))
    assert.equal(signUp.status, 201)
    const token = signUp.token!
    // The new session is on a; b answers for it at once with the sign-up's token.
    let seen = seenCookie(signUp.headers)
    assert.ok(seen, 'a write answers with the consistency token')
    assert.equal((await request(b, 'GET', '/api/progress/level', token, undefined, [seen])).status, 200)
    for (const writer of [a, b, a]) {
      const reader = writer === a ? b : a
      const before: number = (await request(reader, 'GET', '/api/progress/level', token, undefined, [seen!])).body.level.total_xp
      const logged = await request(writer, 'POST', '/api/training', token, sessionBody({ duration_minutes: 60 }), [seen!])
      assert.equal(logged.status, 201)
      seen = seenCookie(logged.headers)
      assert.ok(seen)
      if (writer === b) {
        // Without the token the reader still answers from its copy, whose next pull is a minute away:
        // the token is what brings the write.
        assert.equal((await request(reader, 'GET', '/api/progress/level', token)).body.level.total_xp, before)
      }
      const level = (await request(reader, 'GET', '/api/progress/level', token, undefined, [seen])).body.level
      assert.equal(
        level.total_xp,
        before + logged.body.log.xp_earned,
        `${reader === a ? 'a' : 'b'} reads the session ${writer === a ? 'a' : 'b'} logged`,
      )
    }
  } finally {
    await cluster.stop()
  }
})

clusterTest(
  'two instances logging the same player at once lose nothing (every acknowledged session counts once in XP and level)',
  async () => {
    const cluster = await startCluster({ pullIntervalMs: 100 })
    try {
      const a = await cluster.startInstance('a')
      const b = await cluster.startInstance('b')
      const token = await signUpPlayer(a)
      await waitUntil(async () => (await request(b, 'GET', '/api/auth/session', token)).body?.user != null, 'b seeing the session')
      // 10 minutes each: 24 of them stay inside one day's training cap (300 minutes).
      const bodies = Array.from({ length: 24 }, () => sessionBody({ duration_minutes: 10 }))
      const answers = await Promise.all(bodies.map((body, i) => request(i % 2 ? b : a, 'POST', '/api/training', token, body)))
      const acknowledged = answers.filter((r) => r.status === 201)
      // Conflicts are retried; one that still loses is refused with a clear 503, never dropped silently.
      for (const r of answers.filter((r) => r.status !== 201)) assert.equal(r.status, 503, JSON.stringify(r.body))
      assert.ok(acknowledged.length >= 20, `only ${acknowledged.length} of 24 acknowledged`)
      const xp = acknowledged.reduce((sum, r) => sum + r.body.log.xp_earned, 0)
      for (const instance of [a, b]) {
        await waitUntil(
          async () => (await logIds(instance, token)).length === acknowledged.length,
          `${instance.name} holding every session`,
          5_000,
        )
        const view = await level(instance, token)
        assert.equal(view.total_xp, xp, `${instance.name}: total XP is the sum of every acknowledged session`)
      }
      // And the primary itself: each acknowledged session once, each total exactly its sessions'.
      await assertPrimaryHolds(cluster.syncUrl, new Map(acknowledged.map((r) => [r.body.log.id, r.body.log.xp_earned])))
    } finally {
      await cluster.stop()
    }
  },
)

clusterTest('killing one instance in the middle of writes loses no acknowledged write, and the other keeps serving', async () => {
  const cluster = await startCluster({ pullIntervalMs: 100 })
  try {
    const a = await cluster.startInstance('a')
    const b = await cluster.startInstance('b')
    const token = await signUpPlayer(b)
    await waitUntil(async () => (await request(a, 'GET', '/api/auth/session', token)).body?.user != null, 'a seeing the session')
    const acknowledged: string[] = []
    const stream = (async () => {
      for (let i = 0; i < 200; i++) {
        const body = sessionBody({ duration_minutes: 10 }) // short, so the day's cap leaves room for the survivor
        const res = await request(a, 'POST', '/api/training', token, body).catch(() => null)
        if (!res) return // the instance is gone
        if (res.status === 201) acknowledged.push(body.id)
      }
    })()
    await waitUntil(async () => acknowledged.length >= 5, 'five acknowledged writes on a')
    await cluster.kill(a)
    await stream
    const survivor = sessionBody({ duration_minutes: 10 })
    assert.equal((await request(b, 'POST', '/api/training', token, survivor)).status, 201, 'b still takes writes')
    const onB = await logIds(b, token)
    for (const id of acknowledged) assert.ok(onB.includes(id), `acknowledged session ${id} is on the surviving instance`)
    assert.ok(onB.includes(survivor.id))
  } finally {
    await cluster.stop()
  }
})

clusterTest('players reading at the same moment on one replica are each answered with their own data', async () => {
  const cluster = await startCluster({ pullIntervalMs: 100 })
  try {
    const a = await cluster.startInstance('a')
    const players = [await signUpPlayer(a, 'maya@example.com'), await signUpPlayer(a, 'leo@example.com')]
    // Different totals: 60 minutes for one, 20 for the other.
    const totals: number[] = []
    for (const [i, token] of players.entries()) {
      const logged = await request(a, 'POST', '/api/training', token, sessionBody({ duration_minutes: i ? 20 : 60 }))
      totals.push((await level(a, token)).total_xp)
      assert.equal(totals[i], logged.body.log.xp_earned)
    }
    assert.notEqual(totals[0], totals[1])
    // The same query, different parameters, at once: each answer must be the asker's.
    const asked = Array.from({ length: 40 }, (_, i) => i % 2)
    const answers = await Promise.all(asked.map((i) => level(a, players[i]!)))
    answers.forEach((view, n) => assert.equal(view.total_xp, totals[asked[n]!], `request ${n}`))
  } finally {
    await cluster.stop()
  }
})
