// Proves docs/ARCHITECTURE.md, "Adding a remote": a remote copied from platform/remote-template
// plus one row in the remotes table builds, is listed in the shell's registry and renders inside
// the stitched shell in Chromium. Everything happens in a temporary copy of the workspace (its
// node_modules links to this one's packages, its workspace packages to the copies), on free ports,
// so the real tree, `npm start` and the browser suite are never touched.
// Usage: node scripts/fifth-remote.mjs (a step of `npm test`).
import assert from 'node:assert/strict'
import { spawn } from 'node:child_process'
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { basename, isAbsolute, join } from 'node:path'
import { after, before, describe, it } from 'node:test'
import { chromium } from '@playwright/test'
import { FRONTENDS } from '@app/shared/remotes.js'
import { API_PERMISSIONS, ROOT, stop, waitFor } from './stack.mjs'

/** The new remote, as a team would add it: its folder and its one row. */
const PKG = 'mfe-x'
const ROUTE = { path: '/app/x', access: 'public', title: 'Area X' }
const ROW = `  {
    pkg: '${PKG}',
    federationName: 'mfe_x',
    port: 3005,
    label: 'X',
    routes: [{ path: '${ROUTE.path}', access: '${ROUTE.access}', title: '${ROUTE.title}' }],
  },
`

/** What the stitched site needs from the repository; builds, tests and installed packages stay behind. */
const COPIED = ['package.json', 'deno.json', 'tsconfig.base.json', 'shared', 'shell', 'build-config', 'platform', 'edge-api']
const SKIPPED = new Set(['node_modules', 'dist', '.prerender', 'e2e', 'test-results'])

const work = mkdtempSync(join(tmpdir(), 'pitchpath-fifth-remote-'))
/** @type {{ name: string, child: import('node:child_process').ChildProcess, pid: number }[]} */
const running = []
let browser

/** This repository's node_modules, linked entry by entry; a workspace package's link points at its copy. */
function linkNodeModules(from, to) {
  mkdirSync(to, { recursive: true })
  for (const entry of readdirSync(from, { withFileTypes: true })) {
    if (entry.name.startsWith('.') && entry.name !== '.bin') continue
    const source = join(from, entry.name)
    if (entry.name.startsWith('@') && entry.isDirectory()) {
      linkNodeModules(source, join(to, entry.name))
    } else if (entry.isSymbolicLink() && !isAbsolute(readlinkSync(source))) {
      // npm links a workspace package relatively (../shell): the same link in the copy finds the copy.
      const target = readlinkSync(source)
      if (existsSync(join(to, target))) symlinkSync(target, join(to, entry.name))
    } else {
      symlinkSync(source, join(to, entry.name))
    }
  }
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer().once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address()
      server.close(() => resolve(port))
    })
  })
}

/** Runs a command in the copy; resolves with its exit code and output. */
function run(cmd, args, cwd) {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { cwd, stdio: ['ignore', 'pipe', 'pipe'] })
    let output = ''
    child.stdout.on('data', (c) => (output += c))
    child.stderr.on('data', (c) => (output += c))
    child.once('exit', (code) => resolve({ code, output }))
  })
}

const build = (pkg) => run('npm', ['run', 'build', '--silent'], join(work, pkg))

/** A server of the copy, in its own process group so stopping it stops all it started. */
function launch(name, cmd, args, env) {
  const child = spawn(cmd, args, { cwd: work, env: { ...process.env, ...env }, detached: true, stdio: ['ignore', 'ignore', 'pipe'] })
  child.stderr.on('data', (c) => process.stderr.write(`[${name}] ${c}`))
  const proc = { name, child, pid: child.pid }
  running.push(proc)
  return proc
}

async function cleanUp() {
  await browser?.close().catch(() => undefined)
  await Promise.all(running.map(stop))
  rmSync(work, { recursive: true, force: true })
}
for (const signal of ['SIGINT', 'SIGTERM']) process.once(signal, () => void cleanUp().finally(() => process.exit(1)))

describe('adding a fifth remote: a copied folder plus one row in the remotes table', () => {
  before(() => {
    for (const name of COPIED) cpSync(join(ROOT, name), join(work, name), { recursive: true, filter: (src) => !SKIPPED.has(basename(src)) })
    // The documented steps. 1: copy the template and name the package after its folder.
    cpSync(join(ROOT, 'platform/remote-template'), join(work, PKG), { recursive: true })
    const manifest = join(work, PKG, 'package.json')
    writeFileSync(manifest, readFileSync(manifest, 'utf8').replace(/"name": "[^"]+"/, `"name": "${PKG}"`))
    // 3 (`npm install`): the root package.json's "mfe-*" workspace glob makes npm link the new folder.
    assert.ok(
      JSON.parse(readFileSync(join(work, 'package.json'), 'utf8')).workspaces.includes('mfe-*'),
      'the root workspaces list every mfe-* folder',
    )
    linkNodeModules(join(ROOT, 'node_modules'), join(work, 'node_modules'))
    symlinkSync(join('..', PKG), join(work, 'node_modules', PKG))
  })

  after(cleanUp)

  it('refuses to build the new remote while the table has no row for it', async () => {
    const { code, output } = await build(PKG)
    assert.notEqual(code, 0, 'the build passed without a row')
    assert.match(output, /'mfe-x' is not a remote/)
  })

  it('with its row added, builds it and renders it inside the stitched shell, listed in /remotes.json', { timeout: 240_000 }, async () => {
    // 2: one row at the end of REMOTES.
    const table = join(work, 'shared/src/remotes.js')
    const source = readFileSync(table, 'utf8')
    assert.equal(source.match(/\n\]\)\n/g)?.length, 1, 'REMOTES ends with the only "])" line of the table')
    writeFileSync(table, source.replace('\n])\n', `\n${ROW}])\n`))

    // The shell bundles the table (its areas), the remote reads its row: both are rebuilt. The other
    // remotes are not: /app/x loads only mfe_x, and their registry addresses point at free ports.
    const builds = await Promise.all(['shell', PKG].map(async (pkg) => ({ pkg, ...(await build(pkg)) })))
    for (const b of builds) assert.equal(b.code, 0, `${b.pkg} build failed:\n${b.output}`)

    const ports = Object.fromEntries(
      await Promise.all([...FRONTENDS.map((f) => f.pkg), PKG, 'api'].map(async (p) => [p, await freePort()])),
    )
    const env = {
      API_PORT: String(ports.api),
      // The registry from the table and this copy's own (empty) deploys, whatever the caller's environment says.
      REMOTES_REGISTRY: undefined,
      DEPLOYS_DIR: join(work, 'deploys'),
      ...Object.fromEntries(
        Object.entries(ports)
          .filter(([p]) => p !== 'api')
          .map(([p, port]) => [`PORT_${p.toUpperCase().replace(/-/g, '_')}`, String(port)]),
      ),
    }
    const shellUrl = `http://localhost:${ports.shell}`
    const api = launch('api', join(ROOT, 'node_modules/.bin/deno'), ['run', ...API_PERMISSIONS, 'edge-api/src/main.ts'], {
      ...env,
      PORT: String(ports.api),
      APP_ENV: 'test',
      DATABASE_FILE: join(work, 'api.db'),
      PUBLIC_ORIGIN: shellUrl,
    })
    const shell = launch('shell', process.execPath, ['platform/src/serve-static.mjs', 'shell'], env)
    const remote = launch(PKG, process.execPath, ['platform/src/serve-static.mjs', PKG], env)
    await Promise.all([
      waitFor(`http://127.0.0.1:${ports.api}/api/health`, { proc: api, timeoutMs: 60_000 }),
      waitFor(`http://127.0.0.1:${ports.shell}/`, { proc: shell }),
      waitFor(`http://127.0.0.1:${ports[PKG]}/remoteEntry.js`, { proc: remote, accept: (status) => status === 200 }),
    ])

    const registry = await (await fetch(`${shellUrl}/remotes.json`)).json()
    assert.deepEqual(
      registry.remotes.find((r) => r.name === 'mfe_x'),
      { name: 'mfe_x', entry: `http://localhost:${ports[PKG]}/remoteEntry.js`, version: 'current', channel: 'live' },
    )

    browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    })
    const page = await browser.newPage()
    const errors = []
    page.on('pageerror', (error) => errors.push(error.message))
    await page.goto(`${shellUrl}${ROUTE.path}`)
    // The remote's page, titled from its row, inside the shell's layout (its nav) on the shell's origin.
    await page.getByRole('heading', { level: 1, name: ROUTE.title }).waitFor({ timeout: 30_000 })
    assert.equal(await page.getByTestId('area-start').count(), 1)
    assert.ok(await page.getByTestId('top-nav').isVisible(), "the shell's navigation is on the page")
    assert.equal(await page.title(), `${ROUTE.title} · PitchPath`, "the shell names the page from the remote's row")
    // Runs in the page: window.__pitchpath (shared/src/session/runtime-report.ts).
    const runtime = await page.evaluate(() => {
      const { reacts, packages } = globalThis.__pitchpath
      return { reacts: reacts.size, packages: packages.map((p) => p.name) }
    })
    assert.ok(runtime.packages.includes(PKG), `${PKG} reported its runtime: ${runtime.packages}`)
    assert.equal(runtime.reacts, 1, "the new remote uses the shell's React")
    assert.deepEqual(errors, [])
  })
})
