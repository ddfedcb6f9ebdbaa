// @ts-check
import { mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { abortCanary, promoteCanary, readDeployRegistry, rollback, startCanary, switchVersion } from './deploy-registry.mjs'

const A = 'aaaaaaaaaaaa'
const B = 'bbbbbbbbbbbb'
const C = 'cccccccccccc'

describe('canaries in the deploy registry', () => {
  /** @type {string} */
  let dir
  beforeEach(() => void (dir = mkdtempSync(join(tmpdir(), 'pp-canary-'))))
  afterEach(() => rmSync(dir, { recursive: true, force: true }))
  const games = () => readDeployRegistry(dir).remotes['mfe-games']

  it('protects behaviour: a canary sits beside the live version, and promoting it makes it live with the old one on the history', () => {
    switchVersion(dir, 'mfe-games', A, 'v1')
    startCanary(dir, 'mfe-games', B, 'v2', 10)
    expect(games()).toMatchObject({ version: A, label: 'v1', canary: { version: B, label: 'v2', share: 10 } })
    expect(Date.parse(games()?.canary?.startedAt ?? '')).not.toBeNaN()

    promoteCanary(dir, 'mfe-games')
    const promoted = games()
    expect(promoted).toMatchObject({ version: B, label: 'v2', history: [{ version: A, label: 'v1' }] })
    expect(promoted?.canary).toBeUndefined()
    expect(promoted?.lastCanary).toMatchObject({ version: B, share: 10, outcome: 'promoted', reason: null })
    expect(readdirSync(dir).filter((f) => f.endsWith('.tmp'))).toEqual([])
    rollback(dir, 'mfe-games')
    expect(games()).toMatchObject({ version: A, label: 'v1', history: [] })
  })

  it('protects behaviour: aborting returns everyone to the live version and records why', () => {
    switchVersion(dir, 'mfe-games', A, 'v1')
    startCanary(dir, 'mfe-games', B, 'v2', 50)
    abortCanary(dir, 'mfe-games', 'error rate 4 % against 0.5 %')
    expect(games()).toMatchObject({
      version: A,
      history: [],
      lastCanary: { version: B, outcome: 'aborted', reason: 'error rate 4 % against 0.5 %' },
    })
    expect(games()?.canary).toBeUndefined()
  })

  it("protects behaviour: a remote never deployed can have a canary against its own build ('current'), and rollback returns to that build", () => {
    startCanary(dir, 'mfe-goals', B, null, 25)
    expect(readDeployRegistry(dir).remotes['mfe-goals']).toMatchObject({ version: 'current', history: [], canary: { version: B } })
    abortCanary(dir, 'mfe-goals')
    expect(readDeployRegistry(dir).remotes['mfe-goals']).toMatchObject({ version: 'current', lastCanary: { outcome: 'aborted' } })
    expect(() => rollback(dir, 'mfe-goals')).toThrow(/no deployed version/)

    startCanary(dir, 'mfe-goals', B, null, 25)
    promoteCanary(dir, 'mfe-goals')
    // The own build is never a history entry: the next rollback empties the history instead.
    expect(readDeployRegistry(dir).remotes['mfe-goals']).toMatchObject({ version: B, history: [] })
    rollback(dir, 'mfe-goals')
    expect(readDeployRegistry(dir).remotes['mfe-goals']).toMatchObject({ version: 'current', lastCanary: { outcome: 'promoted' } })
    switchVersion(dir, 'mfe-goals', C, 'v3')
    expect(readDeployRegistry(dir).remotes['mfe-goals']).toMatchObject({ version: C, history: [] })
  })

  it('protects behaviour: while a canary is live, a deploy, a second canary and a rollback are refused and change nothing', () => {
    switchVersion(dir, 'mfe-games', A, 'v1')
    startCanary(dir, 'mfe-games', B, 'v2', 10)
    const before = readDeployRegistry(dir)
    expect(() => switchVersion(dir, 'mfe-games', C, 'v3')).toThrow(
      /has a canary live \(bbbbbbbbbbbb for 10 % of players\).*--promote.*--abort/,
    )
    expect(() => startCanary(dir, 'mfe-games', C, 'v3', 20)).toThrow(/has a canary live/)
    expect(() => rollback(dir, 'mfe-games')).toThrow(/has a canary live/)
    expect(readDeployRegistry(dir)).toEqual(before)
  })

  it('protects behaviour: promote and abort without a canary, a share outside 1-99 and a canary of the live version are refused', () => {
    switchVersion(dir, 'mfe-games', A, 'v1')
    const before = readDeployRegistry(dir)
    expect(() => promoteCanary(dir, 'mfe-games')).toThrow('mfe-games has no canary to promote')
    expect(() => abortCanary(dir, 'mfe-games', null)).toThrow('mfe-games has no canary to abort')
    expect(() => abortCanary(dir, 'mfe-family', null)).toThrow('mfe-family has no canary to abort')
    for (const share of [0, 100, 12.5, Number.NaN]) expect(() => startCanary(dir, 'mfe-games', B, null, share)).toThrow(/1 to 99/)
    expect(() => startCanary(dir, 'mfe-games', A, null, 10)).toThrow(/already the live version/)
    expect(readDeployRegistry(dir)).toEqual(before)
  })
})
