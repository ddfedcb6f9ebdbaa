import assert from 'node:assert/strict'
import { sessionBody } from '../../features/training/training-fixtures.ts'
import { type Instance, request, startCluster, waitUntil } from '../../test-support/cluster.ts'
import { signUpPlayer } from '../../test-support/api-process.ts'

const logIds = async (instance: Instance, token: string) =>
  ((await request(instance, 'GET', '/api/training?limit=50', token)).body?.logs ?? []).map((l: { id: string }) => l.id) as string[]

/** A cluster test that stalls fails after a minute instead of holding the whole run. */
function clusterTest(name: string, body: () => Promise<void>) {
  Deno.test(`cluster: ${name}`, async () => {
    let timer: ReturnType<typeof setTimeout> | undefined
    const deadline = new Promise<never>((
      _,
      reject,
    ) => (timer = setTimeout(() => reject(new Error('the cluster test did not finish within 60 s')), 60_000)))
    try {
      await Promise.race([body(), deadline])
    } finally {
      clearTimeout(timer)
    }
  })
}

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
    // The other instance: its replica pulls every 200 ms, so within a bounded wait.
    const started = Date.now()
    await waitUntil(async () => (await logIds(b, token)).includes(body.id), 'instance b reading the session', 5_000)
    assert.ok(Date.now() - started < 5_000)
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
      await waitUntil(async () => (await request(b, 'GET', '/api/auth/session', token)).body?.user != null, 'b seeing the session', 5_000)
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
    await waitUntil(async () => (await request(a, 'GET', '/api/auth/session', token)).body?.user != null, 'a seeing the session', 5_000)
    const acknowledged: string[] = []
    const stream = (async () => {
      for (let i = 0; i < 200; i++) {
        const body = sessionBody({ duration_minutes: 10 }) // short, so the day's cap leaves room for the survivor
        const res = await request(a, 'POST', '/api/training', token, body).catch(() => null)
        if (!res) return // the instance is gone
        if (res.status === 201) acknowledged.push(body.id)
      }
    })()
    await waitUntil(async () => acknowledged.length >= 5, 'five acknowledged writes on a', 10_000)
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
