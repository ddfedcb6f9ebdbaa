import assert from 'node:assert/strict'
import { sessionBody } from './features/training/training-fixtures.ts'
import { type ApiProcess, request, signUpPlayer, startApiProcess } from './test-support/api-process.ts'
import { waitUntil } from './test-support/primary.ts'
import { openSqlConnection } from './db/sync-connection.ts'

/**
 * Crash-safety (docs/testing.md#crash-safety): the API is killed with SIGKILL (no clean shutdown at all) in the middle
 * of a stream of Log Training writes. Every write it acknowledged must be there after a restart on
 * the same file, counted once in the player's XP, and the file must pass SQLite's integrity check.
 */
Deno.test('protects behaviour: SIGKILL in the middle of a stream of writes loses no acknowledged write and leaves an intact database', async () => {
  const dir = await Deno.makeTempDir({ prefix: 'pp-crash-' })
  const file = `${dir}/api.db`
  let api: ApiProcess = await startApiProcess({ DATABASE_FILE: file })
  try {
    // Two players, so the day's training cap (300 minutes a player) leaves room for 60 short sessions.
    const tokens = [await signUpPlayer(api), await signUpPlayer(api, 'leo@example.com')]

    // Eight writers at once, each sending sessions until the server is gone.
    const acknowledged = new Set<string>()
    let stop = false
    const writer = async (_: unknown, n: number) => {
      while (!stop) {
        const body = sessionBody({ duration_minutes: 10 })
        try {
          if ((await request(api, 'POST', '/api/training', tokens[n % 2], body)).status === 201) acknowledged.add(body.id)
        } catch {
          return // connection refused or reset: the process is gone
        }
      }
    }
    const writers = Array.from({ length: 8 }, writer)
    await waitUntil(async () => acknowledged.size >= 40, '40 acknowledged writes', 30_000)
    await api.stop('SIGKILL')
    stop = true
    await Promise.all(writers)

    // Restart on the same file: every acknowledged session is there, and the totals agree with them.
    api = await startApiProcess({ DATABASE_FILE: file })
    const stored = new Set<string>()
    for (const token of tokens) {
      const { logs } = (await request(api, 'GET', '/api/training?limit=100', token)).body
      assert.ok(logs.length < 100, 'the whole history fits in one page, so the XP sum below covers every session')
      for (const l of logs as { id: string }[]) stored.add(l.id)
      const { level } = (await request(api, 'GET', '/api/progress/level', token)).body
      const storedXp = logs.reduce((sum: number, l: { xp_earned: number }) => sum + l.xp_earned, 0)
      assert.equal(level.total_xp, storedXp, 'total XP is the sum of the stored sessions: no half-applied write')
    }
    for (const id of acknowledged) assert.ok(stored.has(id), `acknowledged session ${id} survived the crash`)
  } finally {
    await api.stop()
  }
  const check = openSqlConnection(file, { busyTimeoutMs: 1000 })
  try {
    assert.deepEqual(check.query('PRAGMA integrity_check', [], 'all').rows, [['ok']])
  } finally {
    check.close()
    await Deno.remove(dir, { recursive: true })
  }
})
