// @ts-check
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs'
import { createServer as createHttpServer } from 'node:http'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { REMOTES } from '@app/shared/remotes.js'
import { abortCanary, startCanary, switchVersion } from './deploy-registry.mjs'
import { COLUMNS, deployStatus, statusTable } from './deploy-status.mjs'
import { createPreview } from './previews.mjs'

/** A port on this machine that nothing listens on: the API is down. */
async function closedPort() {
  const server = createServer()
  await new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(undefined)))
  const address = server.address()
  await new Promise((resolve) => server.close(() => resolve(undefined)))
  return typeof address === 'object' && address ? address.port : 0
}

const LIVE = 'aaaaaaaaaaaa'
const CANARY = 'bbbbbbbbbbbb'

let dir = ''
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'pp-deploy-status-'))
})
afterEach(() => rmSync(dir, { recursive: true, force: true }))

describe('npm run deploys', () => {
  it('protects behaviour: every remote has a row with its live version and since when, and counts it cannot get are "?" with the reason', async () => {
    switchVersion(dir, 'mfe-games', '3f2a9c0d1b7e', 'v2')
    const status = await deployStatus({ dir, apiOrigin: `http://127.0.0.1:${await closedPort()}` })
    expect(status.remotes.map((r) => r.remote)).toEqual(REMOTES.map((r) => r.pkg))
    const games = status.remotes.find((r) => r.remote === 'mfe-games')
    expect(games).toMatchObject({ version: '3f2a9c0d1b7e', label: 'v2', loads: null, errors: null, loadFailures: null, canary: null })
    expect(Date.parse(games?.liveSince ?? '')).toBeGreaterThan(0)
    expect(status.remotes.find((r) => r.remote === 'mfe-goals')).toMatchObject({ version: 'current', liveSince: null })
    expect(status.api.problem).toMatch(/cannot be reached/)
    const table = statusTable(status)
    expect(table.split('\n')[0]).toMatch(
      /^remote\s+live version\s+live since\s+loads\s+errors\s+load failures\s+error rate\s+canary\s+canary loads\s+canary errors\s+canary rate\s+last canary\s+previews\s+earlier versions\s+most reported$/,
    )
    expect(table).toMatch(/mfe-games\s+3f2a9c0d1b7e \(v2\)\s+\S+ \S+\s+\?\s+\?\s+\?\s+\?\s+-/)
    expect(table).toMatch(/mfe-goals\s+current\s+its own build/)
    expect(table).toMatch(/Counts not available: .*cannot be reached/)
  })

  it('protects behaviour: the table has one column per entry of COLUMNS, so a new column is one entry', () => {
    const row = {
      remote: 'mfe-games',
      version: 'abc',
      label: null,
      liveSince: null,
      countsSince: null,
      loads: 10,
      errors: 3,
      loadFailures: 0,
      errorRate: 0.3,
      topError: 'Boom',
      canary: null,
      lastCanary: null,
      previews: [],
      earlierVersions: 2,
    }
    const table = statusTable({ remotes: [row], api: { origin: 'x', problem: null } })
    expect(table.split('\n')).toHaveLength(2)
    expect(table.split('\n')[1]?.split(/\s{2,}/)).toEqual([
      'mfe-games',
      'abc',
      'its own build',
      '10',
      '3',
      '0',
      '30%',
      '-',
      '-',
      '-',
      '2',
      'Boom',
    ])
    expect(COLUMNS).toHaveLength(15)
  })

  describe('with the API answering', () => {
    /** @type {Array<Record<string, unknown>>} */
    let versions = []
    /** @type {URLSearchParams[]} */
    const asked = []
    // A stand-in for the API's operators' route, answering what the test says it counted.
    const api = createHttpServer((req, res) => {
      asked.push(new URL(req.url ?? '/', 'http://x').searchParams)
      res.writeHead(200, { 'Content-Type': 'application/json' })
      res.end(JSON.stringify({ since: 0, until: null, window_ms: 300000, versions }))
    })
    let apiOrigin = ''
    beforeEach(async () => {
      await new Promise((resolve) => api.listen(0, '127.0.0.1', () => resolve(undefined)))
      const address = api.address()
      apiOrigin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`
    })
    afterEach(() => new Promise((resolve) => api.close(() => resolve(undefined))))

    it("protects behaviour: a live canary's share, loads, errors and rate stand beside the live version's, over the canary's period", async () => {
      switchVersion(dir, 'mfe-games', LIVE, 'v1')
      startCanary(dir, 'mfe-games', CANARY, 'v2', 10)
      versions = [
        { remote: 'mfe-games', version: LIVE, loads: 200, errors: 2, load_failures: 0, top_error: 'Old trouble' },
        { remote: 'mfe-games', version: CANARY, loads: 18, errors: 3, load_failures: 2, top_error: 'Score board exploded' },
      ]
      const status = await deployStatus({ dir, apiOrigin })
      const games = status.remotes.find((r) => r.remote === 'mfe-games')
      expect(games).toMatchObject({ version: LIVE, loads: 200, errors: 2, loadFailures: 0, errorRate: 0.01, earlierVersions: 0 })
      expect(games?.canary).toMatchObject({
        version: CANARY,
        label: 'v2',
        share: 10,
        loads: 18,
        errors: 3,
        loadFailures: 2,
        errorRate: 0.25,
      })
      expect(games?.countsSince).toBe(games?.canary?.startedAt)
      const gamesAsked = asked.find((q) => q.get('remote') === 'mfe-games')
      expect(Number(gamesAsked?.get('since'))).toBe(Date.parse(games?.canary?.startedAt ?? ''))
      expect(statusTable(status)).toMatch(
        /mfe-games\s+aaaaaaaaaaaa \(v1\)\s+\S+ \S+\s+200\s+2\s+0\s+1%\s+bbbbbbbbbbbb \(v2\) 10% since \S+ \S+\s+18\s+5\s+25%\s+-\s+-\s+0\s+Score board exploded/,
      )
    })

    it('protects behaviour: an aborted canary shows as the last canary, and why is printed under the table and in the JSON', async () => {
      switchVersion(dir, 'mfe-games', LIVE, null)
      startCanary(dir, 'mfe-games', CANARY, null, 10)
      abortCanary(dir, 'mfe-games', 'rolled back automatically: error rate 100%')
      versions = []
      const status = await deployStatus({ dir, apiOrigin })
      const games = status.remotes.find((r) => r.remote === 'mfe-games')
      expect(games).toMatchObject({
        canary: null,
        loads: 0,
        errorRate: null,
        lastCanary: { version: CANARY, outcome: 'aborted', reason: 'rolled back automatically: error rate 100%' },
      })
      const table = statusTable(status)
      expect(table).toMatch(/mfe-games\s+aaaaaaaaaaaa\s+\S+ \S+\s+0\s+0\s+0\s+-\s+-\s+aborted bbbbbbbbbbbb \S+ \S+/)
      expect(table).toContain('mfe-games: canary bbbbbbbbbbbb aborted: rolled back automatically: error rate 100%')
      expect(JSON.parse(JSON.stringify(status)).remotes[1].lastCanary.reason).toBe('rolled back automatically: error rate 100%')
    })

    it("protects behaviour: a remote's preview links still valid are listed with their expiry, and expired ones are not", async () => {
      const PREVIEW = 'cccccccccccc'
      const env = { PREVIEW_SECRET: 'x'.repeat(32) }
      mkdirSync(join(dir, 'mfe-goals', PREVIEW), { recursive: true })
      createPreview({ dir, pkg: 'mfe-goals', version: PREVIEW, label: 'old', now: Date.now() - 2 * 24 * 60 * 60 * 1000, env })
      const { record } = createPreview({ dir, pkg: 'mfe-goals', version: PREVIEW, label: 'try-me', env })
      const status = await deployStatus({ dir, apiOrigin })
      expect(status.remotes.find((r) => r.remote === 'mfe-goals')?.previews).toEqual([
        { version: PREVIEW, label: 'try-me', createdAt: record.createdAt, expiresAt: record.expiresAt },
      ])
      expect(status.remotes.find((r) => r.remote === 'mfe-games')?.previews).toEqual([])
      expect(statusTable(status)).toContain(`cccccccccccc (try-me) until ${record.expiresAt.slice(0, 16).replace('T', ' ')}Z`)
    })
  })
})
