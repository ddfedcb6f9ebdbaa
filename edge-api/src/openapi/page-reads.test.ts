import assert from 'node:assert/strict'
import { readdirSync, readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { DASHBOARD_READS } from '@app/shared/domain/dashboard-reads.ts'
import { EVERY_PAGE, NOT_ON_LOAD, PAGE_READS, pageLoadReads } from '@app/shared/page-reads.js'
import { REMOTES } from '@app/shared/remotes.js'
import { routeDocs } from '../app.ts'

// The one list of page-load reads (shared/src/page-reads.js) that `npm run bench` measures.
const ROOT = fileURLToPath(new URL('../../../', import.meta.url))
const documented = new Set(routeDocs(true).filter((d) => d.method === 'get').map((d) => d.path))
/** An OpenAPI path with its parameters unnamed, so `/teams/{id}` and `/teams/${id}` compare equal. */
const shape = (path: string) => path.replace(/\{[^}]*\}/g, '{}')

Deno.test('protects behaviour: every page-load read the bench measures is a GET of the OpenAPI document', () => {
  const missing = pageLoadReads().filter((read) => !documented.has(read.route)).map((read) => read.route)
  assert.deepEqual(missing, [])
  assert.deepEqual(Object.keys(NOT_ON_LOAD).filter((route) => !documented.has(route)), [])
})

Deno.test("protects behaviour: every page of the site is in the page-load list, the dashboard's card reads included", () => {
  // The shell's own pages: the keys of SHELL_PAGE_TITLES (app-routes.tsx routes only those), and the landing.
  const titles = readFileSync(`${ROOT}shell/src/routes/page-title.ts`, 'utf8')
  const block = titles.slice(titles.indexOf('SHELL_PAGE_TITLES = {'), titles.indexOf('} as const'))
  const shellPages = [...block.matchAll(/^\s*'(\/app[^']*)':/gm)].map((m) => m[1]!)
  assert.ok(shellPages.length > 5, 'the shell page list was read')
  const pages = ['/', ...shellPages, ...REMOTES.flatMap((remote) => remote.routes.map((route) => route.path))]
  assert.deepEqual(pages.filter((page) => !(page in PAGE_READS)), [])
  assert.deepEqual(Object.keys(PAGE_READS).filter((page) => !pages.includes(page)), [])
  const dashboard = PAGE_READS['/app/dashboard']!.map((read) => read.route.replace(/^\/api/, '') + (read.query ?? ''))
  assert.deepEqual(dashboard, ['/dashboard', ...DASHBOARD_READS])
  assert.equal(EVERY_PAGE[0].route, '/api/auth/session')
})

Deno.test('protects behaviour: every read the API client can make is a page-load read or says when it is made', () => {
  // The GETs written in shared/src/api-client: `api.get<…>('/path…'` or with a template literal.
  const dir = `${ROOT}shared/src/api-client/`
  const clientReads = new Set<string>()
  // api.ts is the client itself (its doc comment has an example).
  for (const name of readdirSync(dir).filter((n) => n.endsWith('.ts') && !n.includes('.test.') && n !== 'api.ts')) {
    const source = readFileSync(dir + name, 'utf8')
    for (const m of source.matchAll(/api\.get<[^(]*>\(\s*(?:\w+ \? `[^`]*` : )?(?:'([^']*)'|`([^`]*)`)/g)) {
      // A `${…}` after a slash is a path parameter; anywhere else it builds the query string.
      const path = (m[1] ?? m[2]!).replace(/\/\$\{(?:[^{}]|\{[^}]*\})*\}/g, '/{}').replace(/\?.*$|\$\{.*$/, '')
      clientReads.add(`/api${path}`)
    }
  }
  assert.ok(clientReads.size > 20, 'the API client was read')
  const known = new Set([...pageLoadReads().map((read) => read.route), ...Object.keys(NOT_ON_LOAD)].map(shape))
  assert.deepEqual([...clientReads].filter((path) => !known.has(shape(path))).sort(), [])
})
