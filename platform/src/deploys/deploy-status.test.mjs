// @ts-check
import { mkdtempSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { REMOTES } from '@app/shared/remotes.js'
import { switchVersion } from './deploy-registry.mjs'
import { COLUMNS, deployStatus, statusTable } from './deploy-status.mjs'

/** A port on this machine that nothing listens on: the API is down. */
async function closedPort() {
  const server = createServer()
  await new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(undefined)))
  const address = server.address()
  await new Promise((resolve) => server.close(() => resolve(undefined)))
  return typeof address === 'object' && address ? address.port : 0
}

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
    expect(games).toMatchObject({ version: '3f2a9c0d1b7e', label: 'v2', errors: null, loadFailures: null })
    expect(Date.parse(games?.liveSince ?? '')).toBeGreaterThan(0)
    expect(status.remotes.find((r) => r.remote === 'mfe-goals')).toMatchObject({ version: 'current', liveSince: null })
    expect(status.api.problem).toMatch(/cannot be reached/)
    const table = statusTable(status)
    expect(table.split('\n')[0]).toMatch(/^remote\s+live version\s+live since\s+errors\s+load failures\s+most reported$/)
    expect(table).toMatch(/mfe-games\s+3f2a9c0d1b7e \(v2\)\s+\S+\s+\?\s+\?/)
    expect(table).toMatch(/mfe-goals\s+current\s+its own build/)
    expect(table).toMatch(/Error counts not available: .*cannot be reached/)
  })

  it('protects behaviour: the table has one column per entry of COLUMNS, so a new column is one entry', () => {
    const row = { remote: 'mfe-games', version: 'abc', label: null, liveSince: null, errors: 3, loadFailures: 0, topError: 'Boom' }
    const table = statusTable({ remotes: [row], api: { origin: 'x', problem: null } })
    expect(table.split('\n')).toHaveLength(2)
    expect(table.split('\n')[1]?.split(/\s{2,}/)).toEqual(['mfe-games', 'abc', 'its own build', '3', '0', 'Boom'])
    expect(COLUMNS).toHaveLength(6)
  })
})
