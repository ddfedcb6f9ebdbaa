import assert from 'node:assert/strict'
import { createWriteQueue } from './write-queue.ts'

const tick = () => new Promise((r) => setTimeout(r, 1))

Deno.test('protects behaviour: queued writes never overlap and run in arrival order', async () => {
  const run = createWriteQueue()
  let active = 0
  const order: number[] = []
  await Promise.all(Array.from({ length: 20 }, (_, i) =>
    run(async () => {
      active++
      assert.equal(active, 1)
      await tick()
      order.push(i)
      active--
    })))
  assert.deepEqual(order, Array.from({ length: 20 }, (_, i) => i))
})

Deno.test('protects behaviour: a failed write reaches its caller and does not block the writes behind it', async () => {
  const run = createWriteQueue()
  const failed = run(() => Promise.reject(new Error('constraint')))
  const next = run(() => Promise.resolve('ok'))
  await assert.rejects(failed, /constraint/)
  assert.equal(await next, 'ok')
})
