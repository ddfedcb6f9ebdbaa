// Starts and stops the pieces of the stitched site: the edge API on Deno and one static server per
// front-end package. Used by `npm start`, the browser tests and the benchmark, so all three run the
// site the same way.
import { spawn } from 'node:child_process'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { API_PORT, FRONTENDS, frontend } from '../platform/src/ports.mjs'
import { ensureProxySecret, listenHost, LOOPBACK } from '../platform/src/network.mjs'
import { PUSH_SERVICE_HOSTS } from '../shared/src/push-services.js'

export const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..')
const DENO = join(ROOT, 'node_modules/.bin/deno')

// One secret per run, inherited by every server started below: the front-end servers' /api proxy
// sends it, and the API believes their X-Forwarded-For only with it (platform/src/network.mjs).
ensureProxySecret()

/**
 * The Deno permissions the API needs: libSQL's native addon asks for ffi, sys and env;
 * the network is loopback, plus HOST when the site is opened to one on purpose, plus the browser
 * push services and their subdomains (the only outside hosts the API posts to; the endpoint rule in
 * shared/src/domain/push.ts holds the same list).
 */
export const API_PERMISSIONS = [
  '--allow-env',
  '--allow-read',
  '--allow-write',
  '--allow-sys',
  '--allow-ffi',
  `--allow-net=${[
    LOOPBACK,
    'localhost',
    ...(listenHost() === LOOPBACK ? [] : [listenHost()]),
    ...PUSH_SERVICE_HOSTS.flatMap((host) => [host, `*.${host}`]),
  ].join(',')}`,
]

export function launch(name, cmd, args, { env = {}, quiet = false } = {}) {
  // Own process group, so stopping it also stops anything it started.
  const child = spawn(cmd, args, { cwd: ROOT, env: { ...process.env, ...env }, detached: true, stdio: ['ignore', 'pipe', 'pipe'] })
  const prefix = (chunk) =>
    chunk
      .toString()
      .split('\n')
      .filter(Boolean)
      .map((l) => `[${name}] ${l}\n`)
      .join('')
  if (!quiet) {
    child.stdout.on('data', (c) => process.stdout.write(prefix(c)))
    child.stderr.on('data', (c) => process.stderr.write(prefix(c)))
  } else {
    child.stdout.resume()
    child.stderr.on('data', (c) => process.stderr.write(prefix(c)))
  }
  return { name, child, pid: child.pid }
}

export function startApi({ port = API_PORT, env = {}, watch = false, quiet = false, name = 'api' } = {}) {
  const args = ['run', ...(watch ? ['--watch'] : []), ...API_PERMISSIONS, 'edge-api/src/main.ts']
  return launch(name, DENO, args, { env: { PORT: String(port), ...env }, quiet })
}

export function startFrontend(pkg, { dir, port, env = {}, quiet = false, demo = false } = {}) {
  const args = [
    join(ROOT, 'platform/src/serve-static.mjs'),
    pkg,
    ...(dir ? ['--dir', dir] : []),
    ...(port ? ['--port', String(port)] : []),
    ...(demo ? ['--demo'] : []),
  ]
  return launch(pkg, process.execPath, args, { env, quiet })
}

export function startDevServer(pkg) {
  return launch(pkg, 'npm', ['run', 'dev', '-w', pkg])
}

/** Stops a process group and waits for it to exit (SIGKILL after 5 s). */
export function stop(proc) {
  return new Promise((resolve) => {
    if (proc.child.exitCode !== null || proc.child.signalCode !== null) return resolve()
    const timer = setTimeout(() => kill(proc.pid, 'SIGKILL'), 5000)
    proc.child.once('exit', () => {
      clearTimeout(timer)
      resolve()
    })
    kill(proc.pid, 'SIGTERM')
  })
}

function kill(pid, signal) {
  try {
    process.kill(-pid, signal)
  } catch {
    // already gone
  }
}

/** Polls a URL until it answers (by default any status below 500) or the time runs out. */
export async function waitFor(url, { timeoutMs = 60_000, proc, accept = (status) => status < 500 } = {}) {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (proc && proc.child.exitCode !== null) throw new Error(`${proc.name} exited with code ${proc.child.exitCode} before ${url} answered`)
    try {
      const res = await fetch(url)
      await res.body?.cancel()
      if (accept(res.status)) return
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 150))
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`)
}

/** Starts the API and all five front-end servers; resolves when every one answers. */
export async function startSite({ apiEnv = {}, quiet = false } = {}) {
  const api = startApi({ env: apiEnv, quiet })
  await waitFor(`http://127.0.0.1:${API_PORT}/api/health`, { proc: api, timeoutMs: 90_000 })
  const fronts = FRONTENDS.map((f) => startFrontend(f.pkg, { quiet }))
  await Promise.all(fronts.map((p) => waitFor(`http://127.0.0.1:${frontend(p.name).port}/`, { proc: p })))
  return { api, fronts, all: [api, ...fronts], stopAll: () => Promise.all([api, ...fronts].map(stop)) }
}
