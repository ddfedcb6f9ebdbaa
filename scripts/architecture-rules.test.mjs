// Rules about how packages are wired that a compiler cannot check but a reviewer would.
import { execFileSync } from 'node:child_process'
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { dirname, join, resolve, sep } from 'node:path'
import { describe, expect, it } from 'vitest'
import { FRONTENDS } from '@app/shared/remotes.js'

const ROOT = join(import.meta.dirname, '..')
const FRONT_END = ['shared/src', ...FRONTENDS.map((f) => `${f.pkg}/src`)]

function sourceFiles(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    if (statSync(path).isDirectory()) return sourceFiles(path)
    return /\.(ts|tsx)$/.test(name) ? [path] : []
  })
}

describe('the remotes table (shared/src/remotes.js)', () => {
  it('has a row for every remote folder in the repository, and a folder for every row', () => {
    const folders = readdirSync(ROOT).filter((name) => name.startsWith('mfe-') && statSync(join(ROOT, name)).isDirectory())
    expect(
      FRONTENDS.filter((f) => f.federationName)
        .map((f) => f.pkg)
        .sort(),
    ).toEqual(folders.sort())
  })
})

describe('front-end wiring', () => {
  const files = FRONT_END.flatMap((d) => sourceFiles(join(ROOT, d)))

  it('imports react-router only through the shared routing facade (one router, tree-shaken)', () => {
    const offenders = files.filter(
      (f) => !f.includes('shared/src/routing/') && /from ['"]react-router(-dom)?['"]/.test(readFileSync(f, 'utf8')),
    )
    expect(offenders.map((f) => f.slice(ROOT.length + 1))).toEqual([])
  })

  it('creates no React context or store in the parts of shared/ each package bundles its own copy of', async () => {
    // domain/ and ui/ are not federation singletons (build-config/shared-deps.mjs): a context made
    // there would be a different object in the shell and in each remote, and its providers would miss.
    const { SHARED } = await import('../build-config/shared-deps.mjs')
    const bundled = files.filter(
      (f) =>
        /shared\/src\/(domain|ui)\//.test(f) &&
        !/\.test\.tsx?$/.test(f) &&
        !Object.keys(SHARED).some((k) => f.endsWith(k.replace('@app/shared/', 'shared/src/'))),
    )
    expect(bundled.length).toBeGreaterThan(10)
    const offenders = bundled.filter((f) => /\b(createContext|configureStore|createSlice|combineSlices)\s*\(/.test(readFileSync(f, 'utf8')))
    expect(offenders.map((f) => f.slice(ROOT.length + 1))).toEqual([])
  })

  it('imports Redux Toolkit only through the shared redux facade (one copy a page, tree-shaken)', () => {
    const offenders = files.filter(
      (f) => !f.includes('shared/src/redux/') && /from ['"]@reduxjs\/toolkit(\/[^'"]*)?['"]/.test(readFileSync(f, 'utf8')),
    )
    expect(offenders.map((f) => f.slice(ROOT.length + 1))).toEqual([])
  })

  it('keeps zod out of the API client and the session store, which every first load runs', () => {
    const firstLoad = files.filter((f) => /shared\/src\/(api-client|session)\//.test(f) && !f.endsWith('.test.ts'))
    expect(firstLoad.length).toBeGreaterThan(0)
    const valueImports = (f) =>
      [...readFileSync(f, 'utf8').matchAll(/^import\s+(type\s)?[\s\S]*?from\s+['"]([^'"]+)['"]/gm)].filter((m) => !m[1]).map((m) => m[2])
    const offenders = firstLoad.filter((f) =>
      valueImports(f).some((m) => m === 'zod' || (m.startsWith('@app/shared/schemas/') && !m.endsWith('error-codes.ts'))),
    )
    expect(offenders.map((f) => f.slice(ROOT.length + 1))).toEqual([])
  })
})

describe('where code lives', () => {
  // Static and dynamic imports, side-effect imports and require calls, by their specifier.
  const SPECIFIER = /(?:\bfrom\s*|\bimport\s*\(?\s*|\brequire\s*\(\s*)['"]([^'"]+)['"]/g
  const importsOfScripts = (file, text) =>
    [...text.matchAll(SPECIFIER)]
      .map((m) => m[1])
      .filter((s) => s.startsWith('.') && resolve(ROOT, dirname(file), s).startsWith(join(ROOT, 'scripts') + sep))

  it('imports nothing from scripts/ outside it: the task runners use the platform, never the reverse', () => {
    expect(importsOfScripts('shell/x.mjs', "import { a } from '../scripts/x.mjs'\nawait import('../scripts/y.mjs')")).toHaveLength(2)
    const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], { cwd: ROOT, encoding: 'utf8' })
      .split('\n')
      .filter((f) => /\.(m?[jt]sx?|cjs)$/.test(f) && !f.startsWith('scripts/') && existsSync(join(ROOT, f)))
    expect(files.length).toBeGreaterThan(100)
    const offenders = files.flatMap((f) => importsOfScripts(f, readFileSync(join(ROOT, f), 'utf8')).map((s) => `${f} imports ${s}`))
    expect(offenders).toEqual([])
  })
})
