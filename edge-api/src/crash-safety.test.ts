import assert from 'node:assert/strict'
import { fileURLToPath } from 'node:url'
import { SESSION_COOKIE } from './http/session-cookie.ts'
import { sessionBody } from './routes/training/training-fixtures.ts'
import { freePort, waitUntil } from './test-support/primary.ts'
import { playerSignUp, SITE } from './test-support/test-app.ts'
import { openSqlConnection } from './db/sync-connection.ts'

const MAIN = fileURLToPath(new URL('./main.ts', import.meta.url))

function startApi(file: string, port: number) {
  return new Deno.Command(Deno.execPath(), {
    args: ['run', '-A', MAIN],
    env: { PORT: String(port), APP_ENV: 'test', DATABASE_FILE: file, SEED_DEMO: 'false' },
    stdout: 'null',
    stderr: 'null',
  }).spawn()
}

/**
 * Crash-safety (issue 10): the API is killed with SIGKILL (no clean shutdown at all) in the middle
 * of a stream of Log Training writes. Every write it acknowledged must be there after a restart on
 * the same file, counted once in the player's XP, and the file must pass SQLite's integrity check.
 */
Deno.test('protects behaviour: SIGKILL in the middle of a stream of writes loses no acknowledged write and leaves an intact database', async () => {
  const dir = await Deno.makeTempDir({ prefix: 'pp-crash-' })
  const file = `${dir}/api.db`
  const port = await freePort()
  const base = `http://127.0.0.1:${port}/api`
  let api = startApi(file, port)
  try {
    await waitUntil(async () => (await fetch(`${base}/health`)).ok, 'the API answering', 60_000)
    const signUp = await fetch(`${base}/auth/sign-up`, { method: 'POST', headers: { 'content-type': 'application/json', origin: SITE }, body: JSON.stringify(playerSignUp()) })
    assert.equal(signUp.status, 201)
    const token = signUp.headers.getSetCookie().find((c) => c.startsWith(`${SESSION_COOKIE}=`))!.split(';')[0]!.slice(SESSION_COOKIE.length + 1)
    const headers = { 'content-type': 'application/json', origin: SITE, cookie: `${SESSION_COOKIE}=${token}` }

    // Eight writers at once, each sending sessions until the server is gone.
    const acknowledged = new Map<string, number>()
    let stop = false
    const writer = async () => {
      while (!stop) {
        const body = sessionBody()
        try {
          const res = await fetch(`${base}/training`, { method: 'POST', headers, body: JSON.stringify(body) })
          if (res.status === 201) acknowledged.set(body.id, (await res.json()).log.xp_earned)
          else await res.body?.cancel()
        } catch {
          return // connection refused or reset: the process is gone
        }
      }
    }
    const writers = Array.from({ length: 8 }, writer)
    await waitUntil(async () => acknowledged.size >= 40, '40 acknowledged writes', 30_000)
    api.kill('SIGKILL')
    await api.status
    stop = true
    await Promise.all(writers)

    // Restart on the same file: every acknowledged session is there, and the totals agree with them.
    api = startApi(file, port)
    await waitUntil(async () => (await fetch(`${base}/health`)).ok, 'the API answering after the restart', 60_000)
    const { logs } = await (await fetch(`${base}/training?limit=100`, { headers })).json()
    assert.ok(logs.length < 100, 'the whole history fits in one page, so the XP sum below covers every session')
    const stored = new Set(logs.map((l: { id: string }) => l.id))
    for (const id of acknowledged.keys()) assert.ok(stored.has(id), `acknowledged session ${id} survived the crash`)
    const { level } = await (await fetch(`${base}/progress/level`, { headers })).json()
    const storedXp = logs.reduce((sum: number, l: { xp_earned: number }) => sum + l.xp_earned, 0)
    assert.equal(level.total_xp, storedXp, 'total XP is the sum of the stored sessions: no half-applied write')
  } finally {
    try {
      api.kill('SIGTERM')
    } catch { /* already gone */ }
    await api.status
  }
  const check = openSqlConnection(file, { busyTimeoutMs: 1000 })
  try {
    assert.deepEqual(check.query('PRAGMA integrity_check', [], 'all').rows, [['ok']])
  } finally {
    check.close()
    await Deno.remove(dir, { recursive: true })
  }
})
