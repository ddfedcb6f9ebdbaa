import assert from 'node:assert/strict'
import { timeOrderedId } from './time-ordered-id.ts'

const UUID_V7 = /^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/

Deno.test('protects behaviour: a time-ordered id is a UUID version 7 that carries its millisecond', () => {
  // The last one's low 24 bits are 1: the hex of each half keeps its leading zeros.
  for (const at of [Date.UTC(2026, 10, 22, 12, 0, 0, 123), Date.UTC(2026, 10, 22, 12, 0, 0, 123), 0x019ab3000001]) {
    const id = timeOrderedId(at)
    assert.match(id, UUID_V7)
    assert.equal(parseInt(id.replaceAll('-', '').slice(0, 12), 16), at)
  }
})

Deno.test('protects behaviour: time-ordered ids sort by their time, and two of the same millisecond differ', () => {
  const at = Date.UTC(2026, 10, 22, 12)
  const ids = [at + 1, at + 1_000, at + 86_400_000, at + 3_600_000_000].map((t) => timeOrderedId(t))
  assert.deepEqual([...ids].sort(), ids)
  const same = new Set(Array.from({ length: 1000 }, () => timeOrderedId(at)))
  assert.equal(same.size, 1000)
})
