// The page half of `npm run bench`: Lighthouse (mobile, simulated throttling, Debian's Chromium) on
// the site's main pages, and the first-load JavaScript (gzip) each package sends, read from what
// Lighthouse's browser actually loaded. Runs against production builds served as in `npm start`.
// Each page is measured LIGHTHOUSE_RUNS times (5, as Lighthouse's guide to variability suggests) and
// reported by its median run, chosen by Lighthouse's own computeMedianRun: single runs of one page
// ranged 72-99 in score and 33-261 ms in TBT here.
import { execFileSync } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { FRONTENDS, frontend } from '../platform/src/ports.mjs'
import { DEVICE_COOKIE } from '../platform/src/deploys/canary-choice.mjs'
import { ROOT, startSite } from './stack.mjs'
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js'
import { measureRepeatVisit } from './bench-repeat-visit.mjs'
import { cpuBlockingTime } from './cpu-blocking-time.mjs'

const SITE = `http://localhost:${frontend('shell').port}`
/** Each page, and whom it is measured as: signed out, or a demo account (edge-api/src/db/seed.ts). */
export const PAGES = [
  { path: '/' },
  { path: '/app' },
  // repeatVisit: also measured opened again with the service worker in control (bench-repeat-visit.mjs).
  { path: '/app/dashboard', as: 'maya@pitchpath.dev', repeatVisit: true },
  { path: '/app/goal-tracker', as: 'maya@pitchpath.dev' },
  { path: '/app/games', as: 'maya@pitchpath.dev' },
  { path: '/app/parent-dashboard', as: 'sam@pitchpath.dev' },
]
const DEMO_PASSWORDS = { 'maya@pitchpath.dev': 'demo-player-1', 'sam@pitchpath.dev': 'demo-parent-1' }
// BENCH_PAGES=regex measures only the matching paths (while working on one page).
const ONLY = process.env.BENCH_PAGES ? new RegExp(process.env.BENCH_PAGES) : null
const RUNS = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 5))
const CHROME_FLAGS =
  '--headless --no-sandbox --disable-gpu --disable-background-networking --disable-component-update --disable-sync --no-first-run'

// Lighthouse now and then fails a run outright ("Something went wrong with recording the trace"):
// such a run measured nothing, so it is run again rather than ending the whole bench.
const LIGHTHOUSE_ATTEMPTS = 3

function lighthouse(url, cookie) {
  for (let attempt = 1; ; attempt++) {
    try {
      return lighthouseOnce(url, cookie)
    } catch (error) {
      if (attempt >= LIGHTHOUSE_ATTEMPTS) throw error
      console.error(`[bench] Lighthouse failed on ${url} (attempt ${attempt}), running it again`)
    }
  }
}

function lighthouseOnce(url, cookie) {
  // The run's trace is saved beside its report (--save-assets): the page's own blocking time is read from it.
  const dir = mkdtempSync(join(tmpdir(), 'pitchpath-lighthouse-'))
  try {
    execFileSync(
      join(ROOT, 'node_modules/.bin/lighthouse'),
      [
        url,
        '--output=json',
        `--output-path=${join(dir, 'run.json')}`,
        '--save-assets',
        '--quiet',
        '--only-categories=performance,accessibility',
        `--chrome-flags=${CHROME_FLAGS}`,
        // Signed in: the session cookie on every request, as the browser that signed in would send it.
        ...(cookie ? [`--extra-headers=${JSON.stringify({ Cookie: cookie })}`] : []),
      ],
      {
        cwd: ROOT,
        env: { ...process.env, CHROME_PATH: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' },
        stdio: ['ignore', 'ignore', 'pipe'],
      },
    )
    const report = JSON.parse(readFileSync(join(dir, 'run.json'), 'utf8'))
    report.cpuBlockingMs = cpuBlockingTime(JSON.parse(readFileSync(join(dir, 'run-0.trace.json'), 'utf8')))
    return report
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

const PORT_TO_PACKAGE = new Map(FRONTENDS.map((f) => [String(frontend(f.pkg).port), f.pkg]))

/** Gzip bytes (level 9, as the build precompresses) of every script the page loaded, by package. */
async function scriptsByPackage(report) {
  const scripts = report.audits['network-requests'].details.items.filter((r) => r.resourceType === 'Script')
  const sizes = {}
  for (const { url } of scripts) {
    const pkg = PORT_TO_PACKAGE.get(new URL(url).port)
    if (!pkg) continue
    // A fresh connection each time: a kept-alive one may have been closed by the server meanwhile.
    const body = Buffer.from(await (await fetch(url, { headers: { connection: 'close' } })).arrayBuffer())
    sizes[pkg] = (sizes[pkg] ?? 0) + gzipSync(body, { level: 9 }).length
  }
  return sizes
}

/**
 * Signs a demo account in through the API, as the sign-in page does (a write: it needs the site's
 * Origin, docs/decisions/003), and returns the Cookie header for Lighthouse to send: the cookies the
 * sign-in set, plus a visitor key. Chromium drops a page's extra Cookie header once its own cookie
 * jar holds a cookie for the site, and the shell's server gives every visitor without a key one
 * (platform/src/deploys/canary-choice.mjs): without the key sent here, every request after the
 * first would go without the session, and the page would be the sign-in form.
 */
async function signIn(email) {
  const res = await fetch(`${SITE}/api/auth/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: SITE },
    body: JSON.stringify({ email, password: DEMO_PASSWORDS[email] }),
  })
  if (!res.ok) throw new Error(`signing ${email} in answered ${res.status}: ${await res.text()}`)
  const cookies = res.headers.getSetCookie().map((c) => c.split(';')[0])
  const session = cookies.find((c) => c.startsWith('pp_session='))
  if (!session) throw new Error(`signing ${email} in set no session cookie`)
  return { session, header: [...cookies, `${DEVICE_COOKIE}=${randomBytes(16).toString('base64url')}`].join('; ') }
}

/**
 * Throws unless a signed-in run ended on the page it measured: a run that ended on the sign-in
 * form measured that form, not the page (its session was not sent).
 */
function assertStayed(report, path) {
  const ended = new URL(report.finalDisplayedUrl).pathname
  if (ended !== path) throw new Error(`Lighthouse's run of ${path} ended on ${ended}: the page was measured without its session`)
}

/**
 * The page's repeat-visit LCP, or why it could not be measured: the row then says so, and the rest
 * of the bench still runs.
 */
async function repeatVisitOf(path, cookie) {
  try {
    return { runs: RUNS, ...(await measureRepeatVisit(`${SITE}${path}`, cookie, RUNS)) }
  } catch (error) {
    console.error(`[bench] repeat visit to ${path} not measured:`, error)
    return { runs: RUNS, error: error instanceof Error ? error.message : String(error) }
  }
}

/** Lighthouse figures for each page, and the first-load JavaScript of each package on it. */
export async function measurePages() {
  execFileSync(process.execPath, ['scripts/build.mjs'], { cwd: ROOT, stdio: ['ignore', 'ignore', 'inherit'] })
  const dataDir = mkdtempSync(join(tmpdir(), 'pitchpath-pages-'))
  // The demo accounts seeded, so the signed-in pages show a player's and a parent's real data.
  const site = await startSite({
    quiet: true,
    apiEnv: { DATABASE_FILE: join(dataDir, 'pages.db'), APP_ENV: 'test', SEED_DEMO: 'true' },
  })
  try {
    lighthouse(`${SITE}/app`) // a first, discarded run: the servers' caches and Chromium's profile warm up
    const cookies = {}
    const pages = []
    for (const { path, as, repeatVisit } of PAGES.filter((p) => !ONLY || ONLY.test(p.path))) {
      if (as && !cookies[as]) cookies[as] = await signIn(as)
      const runs = Array.from({ length: RUNS }, () => lighthouse(`${SITE}${path}`, as && cookies[as].header))
      if (as) for (const run of runs) assertStayed(run, path)
      const report = computeMedianRun(runs)
      // BENCH_KEEP=dir keeps each page's median report (its long tasks, boot-up time, network requests).
      if (process.env.BENCH_KEEP)
        writeFileSync(join(process.env.BENCH_KEEP, `${path.replaceAll('/', '_') || '_'}.json`), JSON.stringify(report))
      const scores = runs.map((r) => Math.round(r.categories.performance.score * 100))
      const tbts = runs.map((r) => Math.round(r.audits['total-blocking-time'].numericValue))
      const cpuBlocking = runs.map((r) => r.cpuBlockingMs)
      const metric = (id) => report.audits[id].numericValue
      pages.push({
        path,
        as: as ?? null,
        runs: RUNS,
        performanceRange: [Math.min(...scores), Math.max(...scores)],
        tbtRange: [Math.min(...tbts), Math.max(...tbts)],
        performance: Math.round(report.categories.performance.score * 100),
        accessibility: Math.round(report.categories.accessibility.score * 100),
        lcpMs: Math.round(metric('largest-contentful-paint')),
        tbtMs: Math.round(metric('total-blocking-time')),
        // The same run's blocking time from its tasks' CPU time (cpu-blocking-time.mjs), and its range.
        cpuBlockingMs: report.cpuBlockingMs,
        cpuBlockingRange: [Math.min(...cpuBlocking), Math.max(...cpuBlocking)],
        cls: Number(metric('cumulative-layout-shift').toFixed(3)),
        js: await scriptsByPackage(report),
        lighthouse: report.lighthouseVersion,
        repeatVisit: repeatVisit ? await repeatVisitOf(path, as && cookies[as].session) : null,
      })
      const { repeatVisit: again } = pages.at(-1)
      console.log(
        `[pages] ${path}: performance ${pages.at(-1).performance}, accessibility ${pages.at(-1).accessibility}, LCP ${pages.at(-1).lcpMs} ms, TBT ${pages.at(-1).tbtMs} ms, CLS ${pages.at(-1).cls}${again?.error ? '; repeat visit not measured' : again ? `; repeat visit LCP ${again.lcpMs} ms (${again.lcpRange.join('-')})` : ''}`,
      )
    }
    return pages
  } finally {
    await site.stopAll()
    rmSync(dataDir, { recursive: true, force: true })
  }
}

if (import.meta.url === `file://${process.argv[1]}`) console.log(JSON.stringify(await measurePages(), null, 2))
