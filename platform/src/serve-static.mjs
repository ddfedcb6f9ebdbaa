// @ts-check
// Serves one front-end package's production build on its own port, as its team would deploy it:
// precompressed assets, SPA fallback, CORS for federation, /api forwarded to the edge API so the
// session cookie stays first-party, and (for the shell) the runtime remote registry.
// Usage: node platform/src/serve-static.mjs <package> [--dir <dist folder>] [--port <n>] [--demo]
// --demo (npm run demo): no API at all; every page is marked as demo mode and runs on in-browser
// fixture data (shared/src/demo).
import http from 'node:http'
import { resolve } from 'node:path'
import { existsSync, readFileSync } from 'node:fs'
import { gzipSync } from 'node:zlib'
import sirv from 'sirv'
import { API_PORT, REMOTES, frontend } from './ports.mjs'
import { remoteRegistry } from './remote-registry.mjs'
import { withRegistry } from './registry-in-page.mjs'
import { composeArea, fetchAreaFragment, outletRemote } from './compose-area.mjs'
import { securityHeaders } from './security-headers.mjs'
import { forwardToApi, logsRequests } from './api-proxy.mjs'
import { frontendHealth } from './frontend-health.mjs'
import { listenHost } from './network.mjs'
import { deploysDir } from './deploys/deploy-registry.mjs'
import { deviceCookie, newDeviceKey, playerKeysOf } from './deploys/canary-choice.mjs'
import { requestPreviews, withPreviewRibbon } from './deploys/preview-request.mjs'
import { watchCanaries } from './deploys/canary-watch.mjs'
import { ROOT } from './root.mjs'
/** @import { IncomingMessage, ServerResponse } from 'node:http' */
/** @import { RegistryChoice, RemoteRegistry } from './remote-registry.mjs' */

const args = process.argv.slice(2)
const pkg = args[0] ?? ''
const flag = (/** @type {string} */ name) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined)
const { port: defaultPort } = frontend(pkg)
const port = Number(flag('--port') ?? defaultPort)
const dir = resolve(flag('--dir') ?? `${pkg}/dist`)
const apiOrigin = process.env.API_ORIGIN ?? `http://127.0.0.1:${API_PORT}`
const demo = args.includes('--demo')
if (!existsSync(dir)) throw new Error(`${dir} does not exist: build ${pkg} first (npm run build -w ${pkg})`)

// Entry files must be revalidated so a redeploy shows on the next load; hashed files never change.
// The shell's service worker and web app manifest are entry files too (docs/features/platform.md
// "Installable and offline"): a new shell build must reach the browser's update check at once.
const ENTRY_FILES = /(^\/$|\.html$|remoteEntry\.js$|mf-manifest\.json$|mf-stats\.json$|area\.json$|^\/sw\.js$|\.webmanifest$)/
const staticOptions = {
  single: true,
  gzip: true,
  brotli: true,
  etag: true,
  /** @type {(res: ServerResponse, pathname: string) => void} */
  setHeaders(res, pathname) {
    res.setHeader('Cache-Control', ENTRY_FILES.test(pathname) ? 'no-cache' : 'public, max-age=31536000, immutable')
    // The worker controls the whole site from /sw.js (its default scope; stated for any proxy in front).
    if (pathname === '/sw.js') res.setHeader('Service-Worker-Allowed', '/')
  },
}
const assets = sirv(dir, staticOptions)
// The shell's public pages, prerendered by its build (shell/prerender.mjs): /app is
// prerendered/app/index.html. Any other page falls through to the empty index.html.
const prerenderedDir = resolve(dir, 'prerendered')
const prerendered = existsSync(prerenderedDir) ? sirv(prerenderedDir, { ...staticOptions, single: false }) : null

// Deployed versions (npm run deploy -w <remote>): /_v/<hash>/... serves DEPLOYS_DIR/<pkg>/<hash>/,
// so a new version goes live without restarting this server. A version folder never changes.
const VERSION_PATH = /^\/_v\/([a-f0-9]{12})(\/.*)$/
/** @type {Map<string, ReturnType<typeof sirv>>} */
const versions = new Map()
/** @param {string} version */
function versionAssets(version) {
  const folder = resolve(deploysDir(ROOT), pkg, version)
  if (!existsSync(folder)) return null
  if (!versions.has(version)) versions.set(version, sirv(folder, { ...staticOptions, single: false }))
  return versions.get(version)
}

// Demo mode: the page itself says so (shared/src/demo/demo-mode.ts reads this tag).
const DEMO_META = '<meta name="pitchpath-mode" content="demo">'
/** @type {string | undefined} */
let demoPage
/** @param {ServerResponse} res */
function serveDemoPage(res) {
  demoPage ??= readFileSync(resolve(dir, 'index.html'), 'utf8').replace('<head>', `<head>${DEMO_META}`)
  res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-cache' })
  res.end(demoPage)
}
// The shell's pages that are not prerendered (areas, sign-in, 404) carry the remote registry, so an
// area's remote starts loading without asking /remotes.json first (platform/src/registry-in-page.mjs).
// Read per request like /remotes.json, so a deploy is live on the next load; gzipped here (~1.5 kB).
// A public area whose remote has prerendered it arrives drawn: the shell's frame of the page with
// the remote's HTML in it (platform/src/compose-area.mjs); otherwise the empty page, drawn in the browser.
/** @type {string | undefined} */
let shellPage
/** @type {Map<string, string | null>} */
const frames = new Map()
/**
 * @param {string} pathname
 * @returns {{ path: string, frame: string } | null}
 */
function areaFrame(pathname) {
  const path = pathname.length > 1 ? pathname.replace(/\/$/, '') : pathname
  if (!/^\/[a-z0-9/-]*$/.test(path) || path.includes('//')) return null
  if (!frames.has(path)) {
    const file = resolve(dir, 'area-frames', `.${path}`, 'index.html')
    frames.set(path, existsSync(file) ? readFileSync(file, 'utf8') : null)
  }
  const frame = frames.get(path)
  return frame ? { path, frame } : null
}
/** The areas only a signed-in visitor sees: their frames go only to a browser with a session. */
/** @type {ReadonlySet<string>} */
const SIGNED_IN_AREAS = new Set(REMOTES.flatMap((r) => r.routes.filter((route) => route.access !== 'public').map((route) => route.path)))
const SESSION_COOKIE = /(?:^|;\s*)pp_session=[^;]/
/**
 * What decides the versions a request gets (platform/src/remote-registry.mjs): the player's key, the
 * account's when signed in, else this browser's, given to it here on its first page or registry
 * read. A cookie the client edits only changes its own versions (docs/features/platform.md
 * "Canary rollouts").
 * @param {IncomingMessage} req
 * @param {ServerResponse} res
 * @returns {RegistryChoice}
 */
function registryChoice(req, res) {
  const { cohort, device } = playerKeysOf(req.headers.cookie)
  let visitor = device
  if (!visitor) {
    visitor = newDeviceKey()
    // Secure behind a TLS proxy that says so; a forged header only loses the client its own cookie.
    res.setHeader('Set-Cookie', deviceCookie(visitor, req.headers['x-forwarded-proto'] === 'https'))
  }
  // A signed preview link or its cookie: this browser only (platform/src/deploys/preview-request.mjs).
  return { playerKey: cohort ?? visitor, previews: requestPreviews(req, res, deploysDir(ROOT)) }
}
/**
 * @param {string} pathname
 * @param {RemoteRegistry} registry
 * @param {boolean} hasSession the request carries a session cookie (not checked here: the page's
 *   own session read decides; a stale cookie only means a drawn frame before the sign-in page)
 * @param {RegistryChoice} choice the same as the page's registry, so the drawn HTML is the version the page loads
 */
async function composedPage(pathname, registry, hasSession, choice) {
  const found = areaFrame(pathname)
  if (!found) return null
  // Signed out, a signed-in area's page would only flash its frame before the sign-in page.
  if (SIGNED_IN_AREAS.has(found.path) && !hasSession) return null
  const name = outletRemote(found.frame)
  const inPage = registry.remotes.find((r) => r.name === name)
  // Fetched from the registry as this machine sees it, never from the request's Host header: a
  // forged Host would otherwise choose where this server fetches the HTML it sends.
  const here = remoteRegistry(undefined, undefined, choice).remotes.find((r) => r.name === name)
  const fragment = inPage && here && (await fetchAreaFragment(here.entry, found.path))
  return fragment ? composeArea(found.frame, fragment, inPage.entry) : null
}
/**
 * @param {IncomingMessage} req
 * @param {ServerResponse} res
 * @param {RegistryChoice} choice
 */
async function serveShellPage(req, res, choice) {
  shellPage ??= readFileSync(resolve(dir, 'index.html'), 'utf8')
  const registry = remoteRegistry(req.headers.host, 'http:', choice)
  const hasSession = SESSION_COOKIE.test(req.headers.cookie ?? '')
  const { pathname } = new URL(req.url ?? '/', 'http://x')
  const page = (await composedPage(pathname, registry, hasSession, choice)) ?? shellPage
  const html = withPreviewRibbon(withRegistry(page, registry), choice.previews ?? [], { pathname, dir: deploysDir(ROOT), dist: dir })
  const gzip = /\bgzip\b/.test(req.headers['accept-encoding'] ?? '')
  res.writeHead(200, {
    'Content-Type': 'text/html; charset=utf-8',
    'Cache-Control': 'no-cache',
    // A signed-in area's page differs with and without a session cookie, its registry by player.
    Vary: 'Accept-Encoding, Cookie',
    ...(gzip ? { 'Content-Encoding': 'gzip' } : {}),
  })
  res.end(req.method === 'HEAD' ? undefined : gzip ? gzipSync(html) : html)
}
const isPage = (/** @type {string} */ url) => {
  const path = url.split('?')[0] ?? ''
  return path === '/' || path.endsWith('/index.html') || !/\.[a-z0-9]+$/i.test(path.split('/').pop() ?? '')
}

const FILE_HEADERS = { 'X-Content-Type-Options': 'nosniff', 'Referrer-Policy': 'strict-origin-when-cross-origin' }

// One JSON line per /api request, under the id sent on to the API (LOG_REQUESTS=off: none).
const requestLog = logsRequests() ? { server: pkg } : null

/**
 * GET /_health: this server answers; the shell's also asks each remote's entry in the registry as
 * this machine reaches it (never the request's Host), 503 while one does not answer.
 * @param {ServerResponse} res
 */
async function serveHealth(res) {
  const health = pkg === 'shell' ? await frontendHealth(pkg, remoteRegistry()) : { status: 'ok', server: pkg, remotes: [] }
  res.writeHead(health.status === 'ok' ? 200 : 503, { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' })
  res.end(JSON.stringify(health))
}

const server = http.createServer((req, res) => {
  if (req.url?.startsWith('/api/') || req.url === '/api') {
    if (!demo) return forwardToApi(req, res, apiOrigin, process.env.PROXY_SECRET, requestLog)
    res.writeHead(503, { 'Content-Type': 'application/json' })
    return res.end(JSON.stringify({ error: { code: 'NOT_AVAILABLE', message: 'The demo runs without an API' } }))
  }
  // Static files only: the shell on another port fetches manifests and chunks from here.
  res.setHeader('Access-Control-Allow-Origin', '*')
  // Pages get the whole set (the CSP reads the remote registry); files only the cheap headers.
  for (const [name, value] of Object.entries(isPage(req.url ?? '/') ? securityHeaders(pkg, req.headers.host) : FILE_HEADERS))
    res.setHeader(name, value)
  if (req.url?.split('?')[0] === '/_health') {
    return void serveHealth(res).catch((error) => {
      console.error(`[${pkg}] /_health:`, error)
      if (!res.headersSent) res.writeHead(500).end()
    })
  }
  if (pkg === 'shell' && req.url?.split('?')[0] === '/remotes.json') {
    // The same answer as the page's own registry for the same cookies.
    const registry = remoteRegistry(req.headers.host, 'http:', registryChoice(req, res))
    res.writeHead(200, { 'Content-Type': 'application/json', 'Cache-Control': 'no-store', Vary: 'Cookie' })
    return res.end(JSON.stringify(registry))
  }
  const versioned = req.url?.match(VERSION_PATH)
  if (versioned) {
    const serve = versionAssets(versioned[1] ?? '')
    if (!serve) return res.writeHead(404).end('No such version')
    req.url = versioned[2]
    return serve(req, res)
  }
  if (demo && req.method === 'GET' && isPage(req.url ?? '/') && !req.url?.startsWith('/_v/')) return serveDemoPage(res)
  // Not in demo mode: a prerendered page is the signed-out page, and demo pages run on fixtures.
  if (pkg === 'shell' && (req.method === 'GET' || req.method === 'HEAD') && isPage(req.url ?? '/')) {
    // Every page gives a new visitor its key, the prerendered ones too: their registry read follows.
    const choice = registryChoice(req, res)
    const page = () =>
      void serveShellPage(req, res, choice).catch((error) => {
        console.error(`[shell] ${req.url}:`, error)
        if (!res.headersSent) res.writeHead(500).end()
      })
    return prerendered ? prerendered(req, res, page) : page()
  }
  assets(req, res)
})
// Loopback unless HOST says otherwise (network.mjs).
const host = listenHost()
server.listen(port, host, () =>
  console.log(`[${pkg}] serving ${dir} on http://${host === '127.0.0.1' ? 'localhost' : host}:${port}/${demo ? ' (demo mode)' : ''}`),
)
// Automatic rollback: the shell's server, beside the registry it serves, aborts a canary whose
// error rate passes the rule (platform/src/deploys/canary-watch.mjs; CANARY_WATCH_MS, 0 for off).
if (pkg === 'shell' && !demo) watchCanaries({ dir: deploysDir(ROOT), apiOrigin, opsToken: process.env.OPS_TOKEN })
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => server.close(() => process.exit(0)))
