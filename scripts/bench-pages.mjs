// The page half of `npm run bench`: Lighthouse (mobile, simulated throttling, Debian's Chromium) on
// the site's main pages, and the first-load JavaScript (gzip) each package sends, read from what
// Lighthouse's browser actually loaded. Runs against production builds served as in `npm start`.
// Each page is measured LIGHTHOUSE_RUNS times (5, as Lighthouse's guide to variability suggests) and
// reported by its median run, chosen by Lighthouse's own computeMedianRun: single runs of one page
// ranged 72-99 in score and 33-261 ms in TBT here.
import { execFileSync } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { FRONTENDS, frontend } from '../platform/src/ports.mjs'
import { ROOT, startSite } from './stack.mjs'
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js'

const SITE = `http://localhost:${frontend('shell').port}`
export const PAGES = ['/', '/app', '/app/goal-tracker', '/app/games']
const RUNS = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 5))
const CHROME_FLAGS =
  '--headless --no-sandbox --disable-gpu --disable-background-networking --disable-component-update --disable-sync --no-first-run'

// Lighthouse now and then fails a run outright ("Something went wrong with recording the trace"):
// such a run measured nothing, so it is run again rather than ending the whole bench.
const LIGHTHOUSE_ATTEMPTS = 3

function lighthouse(url) {
  for (let attempt = 1; ; attempt++) {
    try {
      return lighthouseOnce(url)
    } catch (error) {
      if (attempt >= LIGHTHOUSE_ATTEMPTS) throw error
      console.error(`[bench] Lighthouse failed on ${url} (attempt ${attempt}), running it again`)
    }
  }
}

function lighthouseOnce(url) {
  const out = execFileSync(
    join(ROOT, 'node_modules/.bin/lighthouse'),
    [
      url,
      '--output=json',
      '--output-path=stdout',
      '--quiet',
      '--only-categories=performance,accessibility',
      `--chrome-flags=${CHROME_FLAGS}`,
    ],
    { cwd: ROOT, env: { ...process.env, CHROME_PATH: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' }, maxBuffer: 64 * 1024 * 1024 },
  )
  return JSON.parse(out.toString())
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

/** Lighthouse figures for each page, and the first-load JavaScript of each package on it. */
export async function measurePages() {
  execFileSync(process.execPath, ['scripts/build.mjs'], { cwd: ROOT, stdio: ['ignore', 'ignore', 'inherit'] })
  const dataDir = mkdtempSync(join(tmpdir(), 'pitchpath-pages-'))
  const site = await startSite({ quiet: true, apiEnv: { DATABASE_FILE: join(dataDir, 'pages.db'), APP_ENV: 'test' } })
  try {
    lighthouse(`${SITE}/app`) // a first, discarded run: the servers' caches and Chromium's profile warm up
    const pages = []
    for (const path of PAGES) {
      const runs = Array.from({ length: RUNS }, () => lighthouse(`${SITE}${path}`))
      const report = computeMedianRun(runs)
      const scores = runs.map((r) => Math.round(r.categories.performance.score * 100))
      const tbts = runs.map((r) => Math.round(r.audits['total-blocking-time'].numericValue))
      const metric = (id) => report.audits[id].numericValue
      pages.push({
        path,
        runs: RUNS,
        performanceRange: [Math.min(...scores), Math.max(...scores)],
        tbtRange: [Math.min(...tbts), Math.max(...tbts)],
        performance: Math.round(report.categories.performance.score * 100),
        accessibility: Math.round(report.categories.accessibility.score * 100),
        lcpMs: Math.round(metric('largest-contentful-paint')),
        tbtMs: Math.round(metric('total-blocking-time')),
        cls: Number(metric('cumulative-layout-shift').toFixed(3)),
        js: await scriptsByPackage(report),
        lighthouse: report.lighthouseVersion,
      })
      console.log(
        `[pages] ${path}: performance ${pages.at(-1).performance}, accessibility ${pages.at(-1).accessibility}, LCP ${pages.at(-1).lcpMs} ms, TBT ${pages.at(-1).tbtMs} ms, CLS ${pages.at(-1).cls}`,
      )
    }
    return pages
  } finally {
    await site.stopAll()
    rmSync(dataDir, { recursive: true, force: true })
  }
}

if (import.meta.url === `file://${process.argv[1]}`) console.log(JSON.stringify(await measurePages(), null, 2))
