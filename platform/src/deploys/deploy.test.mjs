// @ts-check
import { execFileSync } from 'node:child_process'
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { readDeployRegistry, rollback, switchVersion } from './deploy-registry.mjs'
import { checkRemoteContract } from './remote-contract.mjs'
import { contentVersion } from './deploy-remote.mjs'
import { contractManifest } from './manifest-fixture.mjs'

const ROOT = join(import.meta.dirname, '..', '..', '..')
/** @param {Record<string, unknown>} [over] */
const goodManifest = (over = {}) => contractManifest('mfe_games', over)

describe('checkRemoteContract', () => {
  it('accepts a remote that exposes exactly ./App and shares React and the session store as singletons', () => {
    expect(checkRemoteContract(goodManifest(), 'mfe_games')).toEqual([])
  })

  it('names every broken promise: another name, other exposes, a missing or non-singleton share', () => {
    expect(checkRemoteContract(goodManifest({ name: 'games' }), 'mfe_games')).toHaveLength(1)
    expect(checkRemoteContract(goodManifest({ exposes: [{ path: './App' }, { path: './Secret' }] }), 'mfe_games')[0]).toMatch(/exposes/)
    const shared = goodManifest()
      .shared.map((s) => (s.name === 'react' ? { ...s, singleton: false } : s))
      .filter((s) => s.name !== '@app/shared/session/index.ts')
    expect(checkRemoteContract(goodManifest({ shared }), 'mfe_games')).toEqual([
      "shares 'react' but not as a singleton",
      "does not share '@app/shared/session/index.ts'",
    ])
  })

  it('refuses a build whose shared React or react-redux is outside the versions the shell provides', () => {
    /** @param {Record<string, string | undefined>} versions */
    const withVersions = (versions) =>
      goodManifest({ shared: goodManifest().shared.map((s) => (s.name in versions ? { ...s, version: versions[s.name] } : s)) })
    expect(checkRemoteContract(withVersions({ react: '19.4.0' }), 'mfe_games')).toEqual([])
    expect(checkRemoteContract(withVersions({ react: '18.3.1', 'react-redux': '8.1.3' }), 'mfe_games')).toEqual([
      "shares 'react' at version 18.3.1, the shell provides ^19.3.1",
      "shares 'react-redux' at version 8.1.3, the shell provides ^9.3.1",
    ])
    expect(checkRemoteContract(withVersions({ 'react-dom': undefined }), 'mfe_games')).toEqual([
      "shares 'react-dom' at version (none), the shell provides ^19.3.1",
    ])
  })

  it('refuses a build whose entry is not the global remoteEntry.js at its root that remotes.json points at', () => {
    /** @param {{ name: string, path: string, type: string }} remoteEntry */
    const entry = (remoteEntry, globalName = 'mfe_games') => goodManifest({ metaData: { globalName, remoteEntry } })
    expect(checkRemoteContract(entry({ name: 'remoteEntry.[hash].js', path: '', type: 'global' }), 'mfe_games')[0]).toMatch(
      /remoteEntry\.js/,
    )
    expect(checkRemoteContract(entry({ name: 'remoteEntry.js', path: 'static', type: 'global' }), 'mfe_games')).toHaveLength(1)
    expect(checkRemoteContract(entry({ name: 'remoteEntry.js', path: '', type: 'module' }), 'mfe_games')).toHaveLength(1)
    expect(checkRemoteContract(entry({ name: 'remoteEntry.js', path: '', type: 'global' }, 'games'), 'mfe_games')).toEqual([
      "its entry sets the global 'games', the shell reads 'mfe_games'",
    ])
  })
})

/** The deploy of mfe-games that `dir` records as live; throws when there is none. @param {string} dir */
function liveGames(dir) {
  const deploy = readDeployRegistry(dir).remotes['mfe-games']
  if (!deploy) throw new Error('no deployed version of mfe-games')
  return deploy
}

// Runs the deploy command as a process: seconds each on a loaded machine, more than vitest's default.
describe('the deploy registry', { timeout: 60_000 }, () => {
  /** @type {string} */
  let dir
  beforeEach(() => void (dir = mkdtempSync(join(tmpdir(), 'pp-deploys-'))))
  afterEach(() => rmSync(dir, { recursive: true, force: true }))

  it('switches versions atomically, keeps the history, and rolls back to the previous one, then to the build', () => {
    switchVersion(dir, 'mfe-games', 'aaaaaaaaaaaa', 'v1')
    switchVersion(dir, 'mfe-games', 'bbbbbbbbbbbb', 'v2')
    expect(liveGames(dir).version).toBe('bbbbbbbbbbbb')
    expect(readdirSync(dir).filter((f) => f.endsWith('.tmp'))).toEqual([])
    rollback(dir, 'mfe-games')
    expect(readDeployRegistry(dir).remotes['mfe-games']).toMatchObject({ version: 'aaaaaaaaaaaa', label: 'v1', history: [] })
    rollback(dir, 'mfe-games')
    expect(readDeployRegistry(dir).remotes['mfe-games']).toBeUndefined()
    expect(() => rollback(dir, 'mfe-games')).toThrow(/no deployed version/)
  })

  // The live shell, as far as a deploy reads it: its record of what it shares (shared-exports.json).
  const SCHEMAS = '@app/shared/schemas/games.ts'
  const shellDist = () => {
    const folder = mkdtempSync(join(tmpdir(), 'pp-shell-'))
    writeFileSync(join(folder, 'shared-exports.json'), JSON.stringify({ provides: { [SCHEMAS]: ['TriviaAnswer'] }, uses: {} }))
    return folder
  }
  /** @param {string} from @param {Record<string, string>} [env] */
  const run = (from, env = {}) => {
    try {
      execFileSync(process.execPath, [join(ROOT, 'scripts/deploy-remote.mjs'), 'mfe-games', '--from', from, '--label', 'fixture'], {
        cwd: ROOT,
        env: { ...process.env, DEPLOYS_DIR: dir, SHELL_DIST: shellDist(), ...env },
        stdio: 'pipe',
      })
      return { status: 0, stderr: '' }
    } catch (err) {
      // execFileSync's error for a child that ran and failed carries its exit status and stderr.
      if (!(err instanceof Error && 'status' in err && 'stderr' in err)) throw err
      return { status: err.status, stderr: String(err.stderr) }
    }
  }
  /** @param {import('./remote-contract.mjs').RemoteManifest} manifest @param {string[]} [imports] */
  const build = (manifest, imports = ['TriviaAnswer']) => {
    const folder = mkdtempSync(join(tmpdir(), 'pp-build-'))
    writeFileSync(join(folder, 'mf-manifest.json'), JSON.stringify(manifest))
    writeFileSync(join(folder, 'remoteEntry.js'), `// ${JSON.stringify(manifest.exposes)}`)
    writeFileSync(
      join(folder, 'shared-exports.json'),
      JSON.stringify({ provides: { [SCHEMAS]: imports }, uses: { [SCHEMAS]: { '': imports } } }),
    )
    // An App that takes no props: the typed contract holds (app-contract.test.mjs covers it).
    writeFileSync(join(folder, 'contract.d.ts'), 'export type AppProps = {}\n')
    return folder
  }
  const nothingDeployed = () =>
    expect({ registry: existsSync(join(dir, 'registry.json')), versions: existsSync(join(dir, 'mfe-games')) }).toEqual({
      registry: false,
      versions: false,
    })

  it('refuses a build that breaks the contract and changes nothing; publishes a good one under its content hash', () => {
    expect(run(build(goodManifest({ exposes: [{ path: './App' }, { path: './Admin' }] }))).status).toBe(1)
    nothingDeployed()

    expect(run(build(goodManifest())).status).toBe(0)
    const { version } = liveGames(dir)
    expect(version).toMatch(/^[a-f0-9]{12}$/)
    expect(JSON.parse(readFileSync(join(dir, 'mfe-games', version, 'mf-manifest.json'), 'utf8')).name).toBe('mfe_games')
  })

  it("refuses, changing nothing, a build that imports a shared name the live shell's copy does not export, or that has no record of its imports", () => {
    const refused = run(build(goodManifest(), ['TriviaAnswer', 'TriviaStreak']))
    expect(refused.status).toBe(1)
    expect(refused.stderr).toContain(
      `mfe-games imports 'TriviaStreak' from ${SCHEMAS}, which the copy in the shell (the one pages run) does not export`,
    )
    nothingDeployed()

    const unrecorded = build(goodManifest())
    rmSync(join(unrecorded, 'shared-exports.json'))
    expect(run(unrecorded).stderr).toContain('no shared-exports.json in the build')
    const noShellRecord = run(build(goodManifest()), { SHELL_DIST: mkdtempSync(join(tmpdir(), 'pp-shell-')) })
    expect(noShellRecord).toMatchObject({ status: 1, stderr: expect.stringContaining('build the shell first') })
    nothingDeployed()
  })
})

describe('contentVersion', () => {
  /** @type {string} */
  let dir
  beforeEach(() => void (dir = mkdtempSync(join(tmpdir(), 'pp-build-'))))
  afterEach(() => rmSync(dir, { recursive: true, force: true }))

  it('names one build by what the browser loads: build statistics do not split it, a changed chunk does', () => {
    writeFileSync(join(dir, 'remoteEntry.js'), 'entry')
    writeFileSync(join(dir, 'mf-stats.json'), '{"usedIn":["a"]}')
    const first = contentVersion(dir)
    writeFileSync(join(dir, 'mf-stats.json'), '{"usedIn":["a","b"]}')
    writeFileSync(join(dir, 'mf-stats.json.gz'), 'other bytes')
    expect(contentVersion(dir)).toBe(first)
    writeFileSync(join(dir, 'remoteEntry.js'), 'changed entry')
    expect(contentVersion(dir)).not.toBe(first)
  })
})
