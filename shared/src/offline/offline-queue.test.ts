import { describe, expect, it } from 'vitest'
import { memoryQueueStore, OfflineQueue, type QueuedAction, type SendResult } from './offline-queue.ts'
import { createOfflineSync } from './offline-sync.ts'

function checkIn(id: string, occurred_at: string): QueuedAction {
  return { kind: 'check_in', id, occurred_at, request: { id, occurred_at } }
}
function session(id: string, occurred_at: string): QueuedAction {
  const request = {
    id,
    session_type: 'technical',
    skill_focus: ['technical'],
    duration_minutes: 60,
    energy_level: 4,
    notes: null,
    occurred_at,
  } as const
  return { kind: 'log_training', id, occurred_at, request: { ...request, skill_focus: [...request.skill_focus] } }
}
const sent = (response: unknown = {}): SendResult => ({ outcome: 'sent', response })

describe('OfflineQueue', () => {
  it('protects behaviour: an action is kept once per client id, per user', async () => {
    const store = memoryQueueStore()
    const maya = new OfflineQueue(store, 'maya')
    await maya.enqueue(checkIn('a', '2026-11-26T10:00:00Z'))
    await maya.enqueue(checkIn('a', '2026-11-26T10:00:00Z'))
    expect((await maya.state()).pending.map((a) => a.id)).toEqual(['a'])
    expect((await new OfflineQueue(store, 'leo').state()).pending).toEqual([])
  })

  it('protects behaviour: a flush sends oldest first and stops, keeping the rest, when the connection is gone again', async () => {
    const queue = new OfflineQueue(memoryQueueStore(), 'maya')
    await queue.enqueue(session('late', '2026-11-26T12:00:00Z'))
    await queue.enqueue(session('early', '2026-11-26T09:00:00Z'))
    await queue.enqueue(checkIn('middle', '2026-11-26T10:00:00Z'))
    const order: string[] = []
    await queue.flush(async (a) => {
      order.push(a.id)
      return a.id === 'middle' ? { outcome: 'offline' } : sent()
    })
    expect(order).toEqual(['early', 'middle'])
    expect((await queue.state()).pending.map((a) => a.id).sort()).toEqual(['late', 'middle'])
  })

  it("protects behaviour: a refusal is kept with the server's message until dismissed, never dropped silently", async () => {
    const queue = new OfflineQueue(memoryQueueStore(), 'maya')
    await queue.enqueue(session('old', '2026-11-20T09:00:00Z'))
    await queue.flush(async () => ({ outcome: 'refused', message: 'too long ago' }))
    const state = await queue.state()
    expect(state.pending).toEqual([])
    expect(state.refused.map((r) => [r.action.id, r.message])).toEqual([['old', 'too long ago']])
    await queue.dismiss('old')
    expect((await queue.state()).refused).toEqual([])
  })

  it('protects behaviour: flushes asked for at once send each action once', async () => {
    const queue = new OfflineQueue(memoryQueueStore(), 'maya')
    await queue.enqueue(session('one', '2026-11-26T09:00:00Z'))
    let sends = 0
    const send = async () => {
      sends += 1
      await new Promise((resolve) => setTimeout(resolve, 0))
      return sent()
    }
    await Promise.all([queue.flush(send), queue.flush(send), queue.flush(send)])
    expect(sends).toBe(1)
  })
})

describe('createOfflineSync', () => {
  it("protects behaviour: switching accounts never sends one account's action as another's", async () => {
    const store = memoryQueueStore()
    const sentAs: string[] = []
    let online = false
    let current = 'maya'
    const sync = createOfflineSync(store, async (a) => {
      if (!online) return { outcome: 'offline' }
      sentAs.push(`${a.id}:${current}`)
      return sent()
    })
    await sync.use('maya')
    await sync.enqueue(checkIn('maya-check-in', '2026-11-26T09:00:00Z'))
    current = 'leo'
    await sync.use('leo')
    online = true
    await sync.flush()
    expect(sentAs).toEqual([])
    expect(sync.getSnapshot()).toEqual({ userId: 'leo', pending: [], refused: [] })
    current = 'maya'
    await sync.use('maya')
    expect(sentAs).toEqual(['maya-check-in:maya'])
    expect(sync.getSnapshot().pending).toEqual([])
  })

  it("protects behaviour: a sent action's answer reaches the page", async () => {
    const sync = createOfflineSync(memoryQueueStore(), async () => sent({ check_in: 'done' }))
    const answers: unknown[] = []
    sync.onSent((_, response) => answers.push(response))
    await sync.use('maya')
    await sync.enqueue(checkIn('a', '2026-11-26T09:00:00Z'))
    await sync.flush()
    expect(answers).toEqual([{ check_in: 'done' }])
  })

  it("protects behaviour: an action kept before the page chose the player's queue is kept for that player, once", async () => {
    const sync = createOfflineSync(memoryQueueStore(), async () => ({ outcome: 'offline' }))
    await sync.keep('maya', session('early', '2026-11-26T09:00:00Z'))
    await sync.use('maya')
    expect(sync.getSnapshot()).toMatchObject({ userId: 'maya', pending: [{ id: 'early' }] })
    await sync.keep('maya', session('early', '2026-11-26T09:00:00Z'))
    expect(sync.getSnapshot().pending).toHaveLength(1)
  })

  it('protects behaviour: signed out, an action is not kept for anyone', async () => {
    const sync = createOfflineSync(memoryQueueStore(), async () => ({ outcome: 'offline' }))
    await expect(sync.keep(null, checkIn('a', '2026-11-26T09:00:00Z'))).rejects.toThrow()
  })
})
