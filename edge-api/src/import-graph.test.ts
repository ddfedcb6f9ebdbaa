import assert from 'node:assert/strict'
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'

/**
 * The layout's two rules, read from the import statements of src/ (type-only imports count too):
 * no module reaches itself through its imports, and a file outside `features/<area>/` imports that
 * area only through its public modules (`index.ts`: the routes app.ts mounts; `public.ts`: what other
 * areas may use). Tests and fixtures may also import an area's `*-fixtures.ts`.
 */
const SRC = fileURLToPath(new URL('.', import.meta.url))
const PUBLIC = new Set(['index.ts', 'public.ts'])
const SPECIFIER =
  /(?:^|[\s;])(?:import|export)\s+(?:type\s+)?(?:[^'"]*?\s+from\s+)?['"](\.{1,2}\/[^'"]+)['"]|import\(\s*['"](\.{1,2}\/[^'"]+)['"]\s*\)/gm

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    if (statSync(path).isDirectory()) return sourceFiles(path)
    return /\.(ts|js)$/.test(name) ? [path] : []
  })
}

/** Each file (relative to `root`) and the relative modules it imports. */
function importGraph(root: string, files: string[]): Map<string, string[]> {
  const graph = new Map<string, string[]>()
  for (const file of files) {
    const text = readFileSync(file, 'utf8')
    const targets = [...text.matchAll(SPECIFIER)].map((m) => relative(root, resolve(dirname(file), m[1] ?? m[2])))
    graph.set(relative(root, file), [...new Set(targets)])
  }
  return graph
}

/** Every import circle, each written from the module where the search first met it. */
function importCycles(graph: Map<string, string[]>): string[][] {
  const state = new Map<string, 'open' | 'done'>()
  const path: string[] = []
  const cycles: string[][] = []
  const visit = (node: string) => {
    state.set(node, 'open')
    path.push(node)
    for (const next of graph.get(node) ?? []) {
      if (state.get(next) === 'open') cycles.push([...path.slice(path.indexOf(next)), next])
      else if (!state.has(next)) visit(next)
    }
    path.pop()
    state.set(node, 'done')
  }
  for (const node of graph.keys()) if (!state.has(node)) visit(node)
  return cycles
}

const areaOf = (file: string) => file.match(/^features\/([^/]+)\//)?.[1] ?? null
const isTestCode = (file: string) => /(\.test|fixtures)\.ts$/.test(file)

/** Imports that reach into another area's private files: `importer -> target`. */
function privateImports(graph: Map<string, string[]>): string[] {
  const found: string[] = []
  for (const [file, targets] of graph) {
    for (const target of targets) {
      const area = areaOf(target)
      if (!area || area === areaOf(file)) continue
      const name = target.slice(`features/${area}/`.length)
      if (PUBLIC.has(name)) continue
      if (isTestCode(file) && /(^|-)fixtures\.ts$/.test(name)) continue
      found.push(`${file} -> ${target}`)
    }
  }
  return found
}

const graph = importGraph(SRC, sourceFiles(SRC))

Deno.test('protects structure: no import circle anywhere in src/', () => {
  assert.deepEqual(importCycles(graph).map((cycle) => cycle.join(' -> ')), [])
})

Deno.test('protects structure: an area is imported from outside only through its index.ts or public.ts', () => {
  assert.deepEqual(privateImports(graph), [])
})

Deno.test('protects structure: the checks see what they guard (a circle, a private import)', () => {
  const sample = new Map([
    ['a.ts', ['b.ts']],
    ['b.ts', ['a.ts']],
    ['features/goals/goals.routes.ts', ['features/family/family.queries.ts', 'features/family/public.ts']],
    ['features/goals/goals.routes.test.ts', ['features/family/family-fixtures.ts']],
  ])
  assert.deepEqual(importCycles(sample), [['a.ts', 'b.ts', 'a.ts']])
  assert.deepEqual(privateImports(sample), ['features/goals/goals.routes.ts -> features/family/family.queries.ts'])
  assert.ok(graph.size > 100, `only ${graph.size} files read`)
  assert.ok([...graph.values()].flat().includes('features/auth/session.ts'))
})
