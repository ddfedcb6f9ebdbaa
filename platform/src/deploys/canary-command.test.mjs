// @ts-check
// The canary commands as a team runs them (scripts/deploy-remote.mjs), on prebuilt fixture folders.
import { execFileSync } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { readDeployRegistry } from './deploy-registry.mjs'
import { contractManifest } from './manifest-fixture.mjs'

const ROOT = join(import.meta.dirname, '..', '..', '..')
const SCHEMAS = '@app/shared/schemas/games.ts'
const manifest = contractManifest('mfe_games')

// Each case runs the command a dozen times, a Node start each.
describe('npm run deploy -- --canary / --promote / --abort', { timeout: 60_000 }, () => {
  /** @type {string} */
  let dir
  /** @type {string} */
  let shellDist
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'pp-canary-cmd-'))
    shellDist = mkdtempSync(join(tmpdir(), 'pp-shell-'))
    writeFileSync(join(shellDist, 'shared-exports.json'), JSON.stringify({ provides: { [SCHEMAS]: ['TriviaAnswer'] }, uses: {} }))
  })
  afterEach(() => rmSync(dir, { recursive: true, force: true }))

  /** A build whose content (so version) differs with `mark`. @param {string} mark */
  const build = (mark) => {
    const folder = mkdtempSync(join(tmpdir(), 'pp-build-'))
    writeFileSync(join(folder, 'mf-manifest.json'), JSON.stringify(manifest))
    writeFileSync(join(folder, 'remoteEntry.js'), `// ${mark}`)
    writeFileSync(join(folder, 'shared-exports.json'), JSON.stringify({ provides: {}, uses: { [SCHEMAS]: { '': ['TriviaAnswer'] } } }))
    writeFileSync(join(folder, 'contract.d.ts'), 'export type AppProps = {}\n')
    return folder
  }
  /** @param {...string} args */
  const deploy = (...args) => {
    try {
      const stdout = execFileSync(process.execPath, [join(ROOT, 'scripts/deploy-remote.mjs'), 'mfe-games', ...args], {
        cwd: ROOT,
        env: { ...process.env, DEPLOYS_DIR: dir, SHELL_DIST: shellDist },
        stdio: 'pipe',
      })
      return { status: 0, out: String(stdout) }
    } catch (err) {
      if (!(err instanceof Error && 'status' in err && 'stderr' in err)) throw err
      return { status: err.status, out: String(err.stderr) }
    }
  }
  const games = () => readDeployRegistry(dir).remotes['mfe-games']

  it('protects behaviour: a canary against the own build, refused twice over while live, then promoted', () => {
    const started = deploy('--from', build('v2'), '--canary', '10', '--label', 'v2')
    expect(started).toMatchObject({ status: 0, out: expect.stringMatching(/is live for 10 % of players .*the others keep its own build/s) })
    const canary = games()?.canary
    expect(canary).toMatchObject({ label: 'v2', share: 10, version: expect.stringMatching(/^[a-f0-9]{12}$/) })
    expect(games()?.version).toBe('current')

    const before = readDeployRegistry(dir)
    for (const args of [
      ['--canary', '20'],
      ['--label', 'v3'],
    ]) {
      const refused = deploy('--from', build('v3'), ...args)
      expect(refused.status).toBe(1)
      expect(refused.out).toContain(`its canary ${canary?.version} is live for 10 % of players`)
      expect(refused.out).toContain('--promote')
    }
    expect(deploy('--rollback')).toMatchObject({ status: 1, out: expect.stringContaining('abort it (--abort) before another rollback') })
    expect(readDeployRegistry(dir)).toEqual(before)

    expect(deploy('--promote')).toMatchObject({ status: 0, out: expect.stringContaining('live for every player') })
    expect(games()).toMatchObject({ version: canary?.version, label: 'v2', lastCanary: { outcome: 'promoted' } })
    expect(deploy('--promote')).toMatchObject({ status: 1, out: expect.stringContaining('mfe-games has no canary to promote') })
  })

  it('protects behaviour: an aborted canary returns everyone to the live version; a wrong share or two actions are refused as mistakes', () => {
    expect(deploy('--from', build('v1'), '--label', 'v1').status).toBe(0)
    const live = games()?.version
    expect(deploy('--abort')).toMatchObject({ status: 1, out: expect.stringContaining('mfe-games has no canary to abort') })
    for (const share of ['0', '100', '12.5', 'ten']) {
      expect(deploy('--from', build('v2'), '--canary', share)).toMatchObject({ status: 2, out: expect.stringContaining('1 to 99') })
    }
    expect(deploy('--from', build('v2'), '--canary')).toMatchObject({ status: 2 })
    expect(deploy('--promote', '--abort')).toMatchObject({ status: 2, out: expect.stringContaining('choose one') })
    expect(games()?.canary).toBeUndefined()

    expect(deploy('--from', build('v2'), '--canary', '50').status).toBe(0)
    expect(deploy('--abort')).toMatchObject({ status: 0, out: expect.stringContaining(`every player gets ${live} again`) })
    expect(games()).toMatchObject({ version: live, lastCanary: { outcome: 'aborted', share: 50 } })
    expect(games()?.canary).toBeUndefined()
  })
})
