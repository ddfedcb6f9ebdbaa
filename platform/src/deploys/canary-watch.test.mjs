// @ts-check
import { mkdtempSync, rmSync } from 'node:fs'
import { createServer } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { CANARY_RULE, canaryVerdict, errorRate } from './canary-rule.mjs'
import { checkCanaries, watchCanaries } from './canary-watch.mjs'
import { readDeployRegistry, startCanary, switchVersion } from './deploy-registry.mjs'

const LIVE = 'aaaaaaaaaaaa'
const CANARY = 'bbbbbbbbbbbb'
/** @param {number} loads @param {number} errors @param {number} [loadFailures] */
const c = (loads, errors, loadFailures = 0) => ({ loads, errors, loadFailures })

describe('the automatic rollback rule', () => {
  it('protects behaviour: no verdict before the canary has 20 pages and 5 error reports, however bad it looks', () => {
    expect(canaryVerdict(c(19, 19), c(500, 0)).abort).toBe(false)
    expect(canaryVerdict(c(200, 4), c(500, 0)).abort).toBe(false)
    expect(canaryVerdict(c(20, 5), c(500, 0)).abort).toBe(true)
    // Load failures are pages that tried the canary, and count as its errors.
    expect(canaryVerdict(c(15, 0, 5), c(500, 0)).abort).toBe(true)
  })

  it('protects behaviour: the canary is aborted above twice the live rate and 5 points over it, with the figures as the reason', () => {
    // Live at 10 %: the limit is 20 %.
    expect(canaryVerdict(c(100, 20), c(100, 10))).toMatchObject({ abort: false, limit: 0.2 })
    const bad = canaryVerdict(c(100, 21), c(100, 10))
    expect(bad).toMatchObject({ abort: true, canaryRate: 0.21, liveRate: 0.1 })
    expect(bad.reason).toBe(
      "error rate 21% (21 errors, 0 load failures in 100 pages) against the live version's 10% (10 in 100 pages); " +
        'the limit was 20%: the greater of 2x the live rate and the live rate + 5 points',
    )
    // Live at 1 %: twice is 2 %, but the limit is 6 %, so a few unlucky pages are not a rollback.
    expect(canaryVerdict(c(100, 6), c(100, 1))).toMatchObject({ abort: false })
    expect(canaryVerdict(c(100, 7), c(100, 1))).toMatchObject({ abort: true })
    // No live page in the period: the live rate is taken as 0.
    expect(canaryVerdict(c(20, 5), c(0, 0))).toMatchObject({ abort: true, liveRate: null })
  })

  it('protects behaviour: a rate is error reports per page that tried the version', () => {
    expect(errorRate(c(0, 0))).toBeNull()
    expect(errorRate(c(8, 1, 2))).toBe(0.3)
    expect(CANARY_RULE).toMatchObject({ minPages: 20, minErrors: 5, factor: 2, margin: 0.05 })
  })
})

describe('the canary watcher', () => {
  /** @type {string} */
  let dir
  /** @type {Array<{ remote: string, version: string, loads: number, errors: number, load_failures: number }>} */
  let versions = []
  /** @type {URLSearchParams[]} */
  let asked = []
  let status = 200
  // A stand-in for the API's operators' route: it answers what the test says it has counted.
  const api = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x')
    asked.push(url.searchParams)
    res.writeHead(status, { 'Content-Type': 'application/json' })
    res.end(
      JSON.stringify(
        status === 200 ? { since: 0, until: null, window_ms: 300000, versions } : { error: { message: 'Error counts are for operators' } },
      ),
    )
  })
  let apiOrigin = ''
  beforeEach(async () => {
    dir = mkdtempSync(join(tmpdir(), 'pp-canary-watch-'))
    versions = []
    asked = []
    status = 200
    await new Promise((resolve) => api.listen(0, '127.0.0.1', () => resolve(undefined)))
    const address = api.address()
    apiOrigin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`
  })
  afterEach(async () => {
    await new Promise((resolve) => api.close(() => resolve(undefined)))
    rmSync(dir, { recursive: true, force: true })
  })
  const games = () => readDeployRegistry(dir).remotes['mfe-games']
  const counted = (/** @type {string} */ version, /** @type {number} */ loads, /** @type {number} */ errors) => ({
    remote: 'mfe-games',
    version,
    loads,
    errors,
    load_failures: 0,
  })

  it('protects behaviour: a canary past the rule is aborted with the figures, asked over its own period', async () => {
    switchVersion(dir, 'mfe-games', LIVE, 'v1')
    startCanary(dir, 'mfe-games', CANARY, 'v2', 10)
    versions = [counted(LIVE, 200, 1), counted(CANARY, 20, 20)]
    const [check] = await checkCanaries({ dir, apiOrigin })
    expect(check).toMatchObject({ remote: 'mfe-games', version: CANARY, aborted: true, problem: null })
    expect(asked[0]?.get('remote')).toBe('mfe-games')
    expect(Number(asked[0]?.get('since'))).toBe(Date.parse(games()?.lastCanary?.startedAt ?? ''))
    expect(games()).toMatchObject({ version: LIVE, label: 'v1', lastCanary: { version: CANARY, outcome: 'aborted' } })
    expect(games()?.canary).toBeUndefined()
    expect(games()?.lastCanary?.reason).toMatch(
      /^rolled back automatically: error rate 100% \(20 errors, 0 load failures in 20 pages\) against the live version's 0\.5%/,
    )
    // Nothing left to watch: the API is not asked again.
    expect(await checkCanaries({ dir, apiOrigin })).toEqual([])
    expect(asked).toHaveLength(1)
  })

  it('protects behaviour: a healthy canary, or one whose counts cannot be read, is kept', async () => {
    startCanary(dir, 'mfe-games', CANARY, null, 50)
    versions = [counted('current', 100, 5), counted(CANARY, 100, 6)]
    expect(await checkCanaries({ dir, apiOrigin })).toMatchObject([{ aborted: false, problem: null, verdict: { abort: false } }])
    status = 403
    versions = [counted('current', 100, 0), counted(CANARY, 100, 100)]
    expect(await checkCanaries({ dir, apiOrigin })).toMatchObject([
      { aborted: false, problem: expect.stringMatching(/answered 403: Error counts are for operators/) },
    ])
    expect(games()?.canary?.version).toBe(CANARY)
  })

  it('protects behaviour: started with an interval, the watcher aborts a bad canary by itself and logs why', async () => {
    switchVersion(dir, 'mfe-games', LIVE, null)
    startCanary(dir, 'mfe-games', CANARY, null, 10)
    versions = [counted(CANARY, 30, 30)]
    const log = vi.fn()
    const watcher = watchCanaries({ dir, apiOrigin, everyMs: 20, log })
    try {
      await vi.waitFor(() => expect(games()?.lastCanary?.outcome).toBe('aborted'), { timeout: 20_000 })
      await vi.waitFor(
        () => expect(log).toHaveBeenCalledWith(expect.stringMatching(/aborted the canary bbbbbbbbbbbb of mfe-games: error rate 100%/)),
        { timeout: 20_000 },
      )
    } finally {
      watcher.stop()
    }
    // 0 turns it off.
    expect(watchCanaries({ dir, apiOrigin, everyMs: 0 })).toHaveProperty('stop')
  })
})
