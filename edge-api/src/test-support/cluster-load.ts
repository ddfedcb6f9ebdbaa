/**
 * For cluster tests that restart things under load: a cluster whose primary and instances can be
 * killed and started again in place, players logging sessions through it, and the check that the
 * primary holds every acknowledged write, counted once.
 */
import assert from 'node:assert/strict'
import { connectPrimaryHttp } from '../db/replica/primary-http.ts'
import { primaryFetch } from '../db/replica/primary-fetch.ts'
import { SEEN_COOKIE } from '../http/read-your-writes.ts'
import { request, startApiProcess } from './api-process.ts'
import type { Instance } from './cluster.ts'
import { startPrimary } from './primary.ts'
import { playerSignUp } from './test-app.ts'

/** A cluster test that stalls fails after a minute instead of holding the whole run. */
export function clusterTest(name: string, body: () => Promise<void>) {
  Deno.test(`cluster: ${name}`, async () => {
    let timer: ReturnType<typeof setTimeout> | undefined
    const deadline = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error('the cluster test did not finish within 60 s')), 60_000)
    })
    try {
      await Promise.race([body(), deadline])
    } finally {
      clearTimeout(timer)
    }
  })
}

/** The consistency token a write's answer set (http/read-your-writes.ts), as a cookie to send back. */
export function seenCookie(headers: Headers): string | null {
  for (const line of headers.getSetCookie()) {
    const match = line.match(new RegExp(`^${SEEN_COOKIE}=([^;]+)`))
    if (match) return `${SEEN_COOKIE}=${match[1]}`
  }
  return null
}

/** A primary and named instances, each of which can be killed (SIGKILL) and started again on the same files. */
export async function startRestartableCluster(pullIntervalMs = 100) {
  const dir = await Deno.makeTempDir({ prefix: 'pitchpath-cluster-' })
  let primary = await startPrimary(dir)
  const instances = new Map<string, Instance>()

  async function start(name: string): Promise<Instance> {
    const api = await startApiProcess({
      DATABASE_FILE: `${dir}/${name}.db`,
      DATABASE_SYNC_URL: primary.url,
      DATABASE_PULL_INTERVAL_MS: String(pullIntervalMs),
      RATE_LIMIT_SIGN_IN_PER_ADDRESS: '1000',
    })
    const instance = { ...api, name }
    instances.set(name, instance)
    return instance
  }

  return {
    syncUrl: () => primary.url,
    start,
    instance: (name: string) => instances.get(name)!,
    async restart(name: string): Promise<Instance> {
      await instances.get(name)?.stop('SIGKILL')
      return start(name)
    },
    /** Kills the primary and leaves it down. */
    stopPrimary: () => primary.stop('SIGKILL'),
    async restartPrimary(downMs: number): Promise<void> {
      await primary.stop('SIGKILL')
      await new Promise((resolve) => setTimeout(resolve, downMs))
      primary = await startPrimary(dir, primary.port)
    },
    async stop() {
      for (const instance of instances.values()) await instance.stop()
      await primary.stop()
      await Deno.remove(dir, { recursive: true }).catch(() => undefined)
    },
  }
}

/**
 * `players` sign up, then each logs sessions (`session()`: a Log Training body with a new id, 10
 * minutes, so 28 of them stay under the day's cap of 300) one after another through the instance
 * `through(n)` names for its n-th request, until stopped.
 * Each keeps its consistency token as a browser keeps the cookie. Every answer is kept: 201 is
 * acknowledged; no answer means the instance was gone.
 */
export async function logLoad(first: Instance, players: number, through: (n: number) => Instance, session: () => { id: string }) {
  const browsers: { token: string; seen: string }[] = []
  for (let i = 0; i < players; i++) {
    const res = await request(first, 'POST', '/api/auth/sign-up', undefined, playerSignUp({ email: `load${i}@example.com` }))
    if (res.status !== 201) throw new Error(`sign-up failed: ${res.status} ${JSON.stringify(res.body)}`)
    browsers.push({ token: res.token!, seen: seenCookie(res.headers)! })
  }
  const acknowledged = new Map<string, number>()
  const statuses: number[] = []
  let stopped = false
  let sent = 0
  const loops = browsers.map(async (browser) => {
    for (let n = 0; n < 28 && !stopped; n++) {
      const body = session()
      const res = await request(through(sent++), 'POST', '/api/training', browser.token, body, [browser.seen]).catch(() => null)
      browser.seen = (res && seenCookie(res.headers)) ?? browser.seen
      statuses.push(res?.status ?? 0)
      if (res?.status === 201) acknowledged.set(body.id, res.body.log.xp_earned)
      else await new Promise((resolve) => setTimeout(resolve, 50))
    }
  })
  return {
    acknowledged,
    statuses,
    async stop() {
      stopped = true
      await Promise.all(loops)
    },
  }
}

/**
 * The primary itself holds every acknowledged session, and each player's total XP and session count
 * are exactly those of the sessions it holds: nothing lost, nothing counted twice.
 */
export async function assertPrimaryHolds(syncUrl: string, acknowledged: Map<string, number>): Promise<void> {
  const { fetch, close } = primaryFetch(syncUrl)
  try {
    const primary = connectPrimaryHttp(syncUrl, undefined, fetch)
    const logs = (await primary.execute('SELECT id, user_id, xp_earned FROM training_logs')) as [string, string, number][]
    const held = new Map(logs.map(([id, , xp]) => [id, xp]))
    for (const [id, xp] of acknowledged) assert.equal(held.get(id), xp, `acknowledged session ${id} is on the primary with its XP`)
    const perPlayer = new Map<string, { xp: number; count: number }>()
    for (const [, userId, xp] of logs) {
      const sums = perPlayer.get(userId) ?? { xp: 0, count: 0 }
      perPlayer.set(userId, { xp: sums.xp + xp, count: sums.count + 1 })
    }
    const levels = (await primary.execute('SELECT user_id, total_xp, session_count FROM player_levels')) as [string, number, number][]
    for (const [userId, totalXp, sessionCount] of levels) {
      const sums = perPlayer.get(userId) ?? { xp: 0, count: 0 }
      assert.deepEqual(
        { totalXp, sessionCount },
        { totalXp: sums.xp, sessionCount: sums.count },
        `player ${userId}: totals are their sessions'`,
      )
    }
  } finally {
    close()
  }
}

export { request }
