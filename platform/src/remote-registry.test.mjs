// @ts-check
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { remoteRegistry } from './remote-registry.mjs'
import { abortCanary, promoteCanary, startCanary, switchVersion } from './deploys/deploy-registry.mjs'
import { inCanary } from './deploys/canary-choice.mjs'

const LIVE = 'aaaaaaaaaaaa'
const CANARY = 'bbbbbbbbbbbb'
/** The first generated keys inside and outside a canary of `pkg` at `share`. @param {string} pkg @param {number} share */
const playersOf = (pkg, share) => {
  const keys = Array.from({ length: 200 }, (_, i) => `test-player-key-${i}`)
  return { inside: keys.find((k) => inCanary(pkg, k, share)) ?? '', outside: keys.find((k) => !inCanary(pkg, k, share)) ?? '' }
}

describe('the registry a player gets', () => {
  /** @type {string} */
  let dir
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'pp-registry-'))
    vi.stubEnv('DEPLOYS_DIR', dir)
    vi.stubEnv('REMOTES_REGISTRY', '')
  })
  afterEach(() => {
    vi.unstubAllEnvs()
    rmSync(dir, { recursive: true, force: true })
  })
  /** @param {string | undefined} playerKey @param {string} [name] */
  const entry = (playerKey, name = 'mfe_games') =>
    remoteRegistry('localhost:3000', 'http:', { playerKey }).remotes.find((r) => r.name === name)

  it('protects behaviour: with a canary live, players inside it get the canary version, the others and keyless reads the live one', () => {
    const { inside, outside } = playersOf('mfe-games', 30)
    switchVersion(dir, 'mfe-games', LIVE, 'v1')
    startCanary(dir, 'mfe-games', CANARY, 'v2', 30)
    expect(entry(inside)).toEqual({
      name: 'mfe_games',
      entry: `http://localhost:3002/_v/${CANARY}/remoteEntry.js`,
      version: CANARY,
      channel: 'canary',
    })
    expect(entry(inside)).toEqual(entry(inside))
    expect(entry(outside)).toMatchObject({ entry: `http://localhost:3002/_v/${LIVE}/remoteEntry.js`, version: LIVE, channel: 'live' })
    expect(entry(undefined)).toMatchObject({ version: LIVE, channel: 'live' })
    // Other remotes are untouched: their own builds.
    expect(entry(inside, 'mfe_goals')).toEqual({
      name: 'mfe_goals',
      entry: 'http://localhost:3001/remoteEntry.js',
      version: 'current',
      channel: 'live',
    })

    promoteCanary(dir, 'mfe-games')
    expect([entry(inside), entry(outside)]).toMatchObject([
      { version: CANARY, channel: 'live' },
      { version: CANARY, channel: 'live' },
    ])
  })

  it("protects behaviour: a canary against a remote's own build, aborted, returns its players to that build", () => {
    const { inside } = playersOf('mfe-goals', 50)
    startCanary(dir, 'mfe-goals', CANARY, null, 50)
    expect(entry(inside, 'mfe_goals')).toMatchObject({ entry: `http://localhost:3001/_v/${CANARY}/remoteEntry.js`, channel: 'canary' })
    abortCanary(dir, 'mfe-goals', null)
    expect(entry(inside, 'mfe_goals')).toMatchObject({ entry: 'http://localhost:3001/remoteEntry.js', version: 'current', channel: 'live' })
  })
})
