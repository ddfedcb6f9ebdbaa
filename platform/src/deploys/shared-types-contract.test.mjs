// @ts-check
import { execFileSync, spawnSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { beforeAll, describe, expect, it } from 'vitest'
import { describeSharedTypes, SHARED_TYPES_FILE } from '../../../build-config/shared-exports-types.mjs'
import { SHARED_EXPORTS_FILE, SharedExportsPlugin } from '../../../build-config/shared-exports-plugin.mjs'
import { sharedTypeProblems } from './shared-exports-contract.mjs'

const ROOT = join(import.meta.dirname, '..', '..', '..')
const SCORES = '@app/shared/api-client/scores.ts'

/**
 * The declarations a build of a shared/ holding these files would publish for SCORES.
 * @param {Record<string, string>} sources path under shared/src → text
 */
function typesOf(sources) {
  const root = mkdtempSync(join(tmpdir(), 'pp-shared-src-'))
  for (const [path, text] of Object.entries(sources)) {
    mkdirSync(dirname(join(root, path)), { recursive: true })
    writeFileSync(join(root, path), text)
  }
  return describeSharedTypes([SCORES, 'react'], root)
}

// The scores client as the live shell was built with it: the function and the object member import
// their types from two other shared/ files, as the real API clients do.
const TYPES = "export type Score = { points: number; at: string }\nexport type Board = 'week' | 'all'\n"
const CLIENT = (/** @type {string} */ list, /** @type {string} */ format) =>
  `import type { Board, Score } from '@app/shared/schemas/scores.ts'\nimport { round } from '../domain/round.ts'\n` +
  `export const scoresApi = { list: ${list} }\nexport function formatScore${format}\nexport const LIMIT = 10\n`
const ROUND = 'export const round = (n: number) => Math.round(n)\n'
const build = (/** @type {string} */ list, /** @type {string} */ format, types = TYPES) =>
  typesOf({ 'api-client/scores.ts': CLIENT(list, format), 'schemas/scores.ts': types, 'domain/round.ts': ROUND })

const LIST = '(board: Board): Score[] => []'
const FORMAT = '(score: Score): string { return String(round(score.points)) }'
const LIVE = build(LIST, FORMAT)

/** @param {string[]} names @returns {import('./shared-exports-contract.mjs').Party['record']} */
const record = (names) => ({ provides: { [SCORES]: [...names, 'LIMIT'] }, uses: { [SCORES]: { '': names } } })
const shell = { pkg: 'shell', isShell: true, record: record(['formatScore', 'scoresApi']), types: LIVE }
/** @param {import('../../../build-config/shared-exports-types.mjs').SharedTypes} types */
const games = (types, names = ['formatScore', 'scoresApi']) => ({ pkg: 'mfe-games', record: record(names), types })

describe('the shared modules typed: a build is checked against the declarations of the copy pages run', () => {
  it('protects behaviour: a build of the same shared/ is accepted', () => {
    expect(sharedTypeProblems([shell, games(build(LIST, FORMAT))], 'mfe-games')).toEqual([])
  })

  it('protects behaviour: a changed signature is refused, naming the module, the export and both types', () => {
    const changed = build(LIST, '(score: number): string { return String(round(score)) }')
    expect(sharedTypeProblems([shell, games(changed)], 'mfe-games')).toEqual([
      `mfe-games uses 'formatScore' from ${SCORES} as (score: number) => string, but the copy in the shell (the one pages run) declares it as (score: Score) => string`,
    ])
    // A parameter the running copy requires and the build's code does not pass.
    const required = { ...shell, types: build(LIST, '(score: Score, locale: string): string { return String(score.points) + locale }') }
    expect(sharedTypeProblems([required, games(LIVE)], 'mfe-games')).toEqual([
      `mfe-games uses 'formatScore' from ${SCORES} as (score: Score) => string, but the copy in the shell (the one pages run) declares it as (score: Score, locale: string) => string`,
    ])
  })

  it('protects behaviour: an added optional parameter is accepted, in the deployed build and in the running copy alike', () => {
    const optional = build(LIST, '(score: Score, locale?: string): string { return String(score.points) + (locale ?? "") }')
    expect(sharedTypeProblems([shell, games(optional)], 'mfe-games')).toEqual([])
    const newShell = { ...shell, types: optional }
    expect(sharedTypeProblems([newShell, games(LIVE)], 'mfe-games')).toEqual([])
  })

  it('protects behaviour: a changed member of an exported object, or a changed type in another shared/ file, is named by the member', () => {
    const member = { ...shell, types: build('(board: Board, limit: number): Score[] => []', FORMAT) }
    expect(sharedTypeProblems([member, games(LIVE)], 'mfe-games')).toEqual([
      `mfe-games uses 'scoresApi.list' from ${SCORES} as (board: Board) => Score[], but the copy in the shell (the one pages run) declares it as (board: Board, limit: number) => Score[]`,
    ])
    const points = build(LIST, FORMAT, TYPES.replace('points: number', 'points: string'))
    expect(sharedTypeProblems([shell, games(points)], 'mfe-games')).toEqual([
      `mfe-games uses 'formatScore(score).points' from ${SCORES} as string, but the copy in the shell (the one pages run) declares it as number`,
      `mfe-games uses 'scoresApi.list().points' from ${SCORES} as string, but the copy in the shell (the one pages run) declares it as number`,
    ])
  })

  it("protects behaviour: where the shell has no copy, a remote's copy that breaks another live remote's import is refused; a build without declarations is compared by names only", () => {
    const changed = build(LIST, '(score: number): string { return String(score) }')
    const noShellCopy = { pkg: 'shell', isShell: true, record: { provides: {}, uses: {} }, types: LIVE }
    const goals = { pkg: 'mfe-goals', record: record(['formatScore']), types: LIVE }
    expect(sharedTypeProblems([noShellCopy, goals, games(changed, [])], 'mfe-games')).toEqual([
      `mfe-goals uses 'formatScore' from ${SCORES} as (score: Score) => string, but the copy in mfe-games (one pages may run) declares it as (score: number) => string`,
    ])
    expect(sharedTypeProblems([shell, { ...games(changed), types: null }], 'mfe-games')).toEqual([])
  })

  it("protects behaviour: a remote's own build is refused where its code uses an export the shell's build declares otherwise", () => {
    const shellDist = mkdtempSync(join(tmpdir(), 'pp-shell-'))
    writeFileSync(join(shellDist, SHARED_TYPES_FILE), JSON.stringify(LIVE))
    const plugin = new SharedExportsPlugin({ who: 'mfe-games', shellDist })
    const changed = build(LIST, '(score: number): string { return String(round(score)) }')
    expect(plugin.typeProblems(record(['scoresApi', 'formatScore']), changed)).toEqual([
      `mfe-games uses 'formatScore' from ${SCORES} as (score: number) => string, but the copy in the shell's build (the one pages run) declares it as (score: Score) => string`,
    ])
    expect(plugin.typeProblems(record(['scoresApi', 'formatScore']), LIVE)).toEqual([])
    expect(new SharedExportsPlugin({ who: 'shell' }).typeProblems(record(['formatScore']), changed)).toEqual([])
  })
})

describe(
  'npm run build and npm run deploy of a remote whose code no longer fits the shared module the shell runs',
  { timeout: 60_000 },
  () => {
    /** @type {string} */
    let good
    /** @type {string} */
    let changedShell
    beforeAll(() => {
      // A real production build of the games remote, checked against no shell build.
      good = mkdtempSync(join(tmpdir(), 'pp-types-build-'))
      execFileSync('npm', ['run', 'build', '--silent', '-w', 'mfe-games', '--', '-o', good], {
        cwd: ROOT,
        stdio: 'ignore',
        env: { ...process.env, SHELL_DIST: mkdtempSync(join(tmpdir(), 'pp-no-shell-')) },
      })
      // A live shell whose copy of the API client takes the path as a number: every name is still there.
      changedShell = mkdtempSync(join(tmpdir(), 'pp-types-shell-'))
      const record = JSON.parse(readFileSync(join(good, SHARED_EXPORTS_FILE), 'utf8'))
      writeFileSync(join(changedShell, SHARED_EXPORTS_FILE), JSON.stringify({ provides: record.provides, uses: {} }))
      const types = JSON.parse(readFileSync(join(good, SHARED_TYPES_FILE), 'utf8'))
      const api = types.files['api-client/api.d.ts']
      expect(api).toContain('get: <T>(path: string,')
      types.files['api-client/api.d.ts'] = api.replace('get: <T>(path: string,', 'get: <T>(path: number,')
      writeFileSync(join(changedShell, SHARED_TYPES_FILE), JSON.stringify(types))
    }, 180_000)

    const OFFENDING = "mfe-games uses 'api.get' from @app/shared/api-client/api.ts as <T>(path: string"

    it('protects behaviour: the deploy refuses the refused type change, names it, exits 1 and changes nothing', () => {
      const deploys = mkdtempSync(join(tmpdir(), 'pp-deploys-'))
      const result = spawnSync(process.execPath, [join(ROOT, 'scripts/deploy-remote.mjs'), 'mfe-games', '--from', good], {
        cwd: ROOT,
        env: { ...process.env, DEPLOYS_DIR: deploys, SHELL_DIST: changedShell },
        encoding: 'utf8',
      })
      expect({ status: result.status, stderr: result.stderr }).toEqual({ status: 1, stderr: expect.stringContaining(OFFENDING) })
      expect(result.stderr).toContain('declares it as <T>(path: number')
      expect(readdirSync(deploys)).toEqual([])
    })

    it("protects behaviour: the team's own build fails with the type error when the shell's build declares the export otherwise", () => {
      const out = mkdtempSync(join(tmpdir(), 'pp-types-refused-'))
      const result = spawnSync('npm', ['run', 'build', '--silent', '-w', 'mfe-games', '--', '-o', out], {
        cwd: ROOT,
        env: { ...process.env, SHELL_DIST: changedShell },
        encoding: 'utf8',
      })
      expect(result.status).not.toBe(0)
      expect(`${result.stdout}${result.stderr}`).toContain(`Typed contract: ${OFFENDING}`)
    }, 180_000)

    it('protects behaviour: npm run deploy, building the remote itself, is refused on the same type error and changes nothing', () => {
      const deploys = mkdtempSync(join(tmpdir(), 'pp-deploys-'))
      const result = spawnSync(process.execPath, [join(ROOT, 'scripts/deploy-remote.mjs'), 'mfe-games'], {
        cwd: ROOT,
        env: { ...process.env, DEPLOYS_DIR: deploys, SHELL_DIST: changedShell },
        encoding: 'utf8',
      })
      expect(result.status).toBe(1)
      expect(result.stderr).toContain(OFFENDING)
      expect(result.stderr).toContain('[deploy] refused mfe-games: its build failed (the lines above say why). Nothing was changed.')
      expect(readdirSync(deploys)).toEqual([])
    }, 180_000)
  },
)
