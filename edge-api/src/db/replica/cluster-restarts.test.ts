import assert from 'node:assert/strict'
import { sessionBody } from '../../features/training/training-fixtures.ts'
import { assertPrimaryHolds, clusterTest, logLoad, startRestartableCluster } from '../../test-support/cluster-load.ts'
import { waitUntil } from '../../test-support/primary.ts'

const tenMinutes = () => sessionBody({ duration_minutes: 10 })

/** What an answer during a restart may be: 201, a clear 503 (try again), or none (the process was gone). */
function assertNoOtherAnswer(statuses: number[]) {
  const others = statuses.filter((s) => s !== 201 && s !== 503 && s !== 0)
  assert.deepEqual(others, [], 'every answer is 201, 503 or none')
}

clusterTest('an instance killed and started again amid writes loses no acknowledged write; the primary counts each once', async () => {
  const cluster = await startRestartableCluster()
  try {
    await cluster.start('a')
    await cluster.start('b')
    // Through a and b in turn, whatever a is at the moment.
    const load = await logLoad(cluster.instance('b'), 4, (n) => cluster.instance(n % 2 ? 'a' : 'b'), tenMinutes)
    await waitUntil(async () => load.acknowledged.size >= 12, 'twelve acknowledged writes', 20_000)
    await cluster.restart('a')
    const afterRestart = load.acknowledged.size
    await waitUntil(async () => load.acknowledged.size >= afterRestart + 12, 'twelve more acknowledged writes', 20_000)
    await load.stop()
    assert.ok(load.statuses.filter((s) => s === 201).length === load.acknowledged.size)
    assertNoOtherAnswer(load.statuses)
    await assertPrimaryHolds(cluster.syncUrl(), load.acknowledged)
  } finally {
    await cluster.stop()
  }
})

clusterTest('the primary killed and started again amid writes: no acknowledged write is lost, then writes are taken again', async () => {
  const cluster = await startRestartableCluster()
  try {
    await cluster.start('a')
    await cluster.start('b')
    const load = await logLoad(cluster.instance('a'), 4, (n) => cluster.instance(n % 2 ? 'a' : 'b'), tenMinutes)
    await waitUntil(async () => load.acknowledged.size >= 12, 'twelve acknowledged writes', 20_000)
    await cluster.restartPrimary(500)
    const afterRestart = load.acknowledged.size
    await waitUntil(async () => load.acknowledged.size >= afterRestart + 12, 'twelve acknowledged writes after the restart', 30_000)
    await load.stop()
    assertNoOtherAnswer(load.statuses)
    await assertPrimaryHolds(cluster.syncUrl(), load.acknowledged)
  } finally {
    await cluster.stop()
  }
})
