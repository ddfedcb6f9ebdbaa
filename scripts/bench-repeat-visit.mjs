// The repeat visit: a page opened again in the same browser, its service worker (shell/src/service-worker,
// docs/decisions/050) controlling it and its HTTP cache warm, as a player opens the dashboard every day.
// Lighthouse cannot measure this: it starts each run from a fresh profile, and its simulated throttling
// prices every request as if it crossed the network, including those the worker answers from its caches.
// So this drives Debian's Chromium with Playwright under Lighthouse's own mobile figures, applied for
// real (its devtools throttling: slow 4G latency and bandwidth on the page's and the worker's
// requests, 4× CPU slowdown on the page, Moto G Power screen),
// and reads the Largest Contentful Paint the browser itself reports.
import { chromium } from '@playwright/test'
import { screenEmulationMetrics, throttling } from 'lighthouse/core/config/constants.js'

const SLOW_4G = throttling.mobileSlow4G
const SCREEN = screenEmulationMetrics.mobile
const ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
]

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]

/** The worker active and controlling `page`, and its caches filled by a visit it answered. */
async function waitForWorker(page) {
  await page.waitForLoadState('networkidle')
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready
    if (!navigator.serviceWorker.controller)
      await new Promise((resolve) => navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }))
  })
}

const NETWORK = {
  offline: false,
  latency: SLOW_4G.requestLatencyMs,
  downloadThroughput: (SLOW_4G.downloadThroughputKbps * 1024) / 8,
  uploadThroughput: (SLOW_4G.uploadThroughputKbps * 1024) / 8,
}

/**
 * The slow network on the service worker's own requests too: a page's emulated network does not
 * reach them (tried: a 200 kB read the worker forwarded took 14 ms under the page's slow 4G), and
 * the worker forwards the page's API reads. Attached with Target.sendMessageToTarget, the one way a
 * Playwright browser session reaches another target; an attached worker is not stopped when idle.
 */
async function throttleWorkers(browser, origin, attached) {
  const cdp = attached.cdp ?? (attached.cdp = await browser.newBrowserCDPSession())
  const { targetInfos } = await cdp.send('Target.getTargets')
  for (const { type, url, targetId } of targetInfos) {
    if (type !== 'service_worker' || !url.startsWith(origin) || attached.has(targetId)) continue
    const { sessionId } = await cdp.send('Target.attachToTarget', { targetId, flatten: false })
    const message = (id, method, params) => JSON.stringify({ id, method, params })
    await cdp.send('Target.sendMessageToTarget', { sessionId, message: message(1, 'Network.enable', {}) })
    await cdp.send('Target.sendMessageToTarget', { sessionId, message: message(2, 'Network.emulateNetworkConditions', NETWORK) })
    attached.add(targetId)
  }
  if (attached.size === 0) throw new Error(`no service worker runs for ${origin}`)
}

/** The page's Largest Contentful Paint in ms from navigation, and its element, once its network has gone quiet. */
async function largestContentfulPaint(page) {
  await page.waitForLoadState('networkidle')
  return page.evaluate(
    () =>
      new Promise((resolve) => {
        // The entries are not in the performance timeline: a buffered observer hands them all over.
        new PerformanceObserver((list, observer) => {
          observer.disconnect()
          const last = list.getEntries().at(-1)
          const element = last?.element
          resolve(
            last ? { ms: last.startTime, element: element?.getAttribute('data-testid') ?? element?.tagName.toLowerCase() ?? null } : null,
          )
        }).observe({ type: 'largest-contentful-paint', buffered: true })
        setTimeout(() => resolve(null), 2000)
      }),
  )
}

/**
 * Repeat-visit LCP of `url`, `runs` times after two warm visits (the first installs the worker, the
 * second lets it cache the remotes' files it serves). `cookie` ("name=value") signs the browser in.
 */
export async function measureRepeatVisit(url, cookie, runs) {
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ARGS })
  try {
    const context = await browser.newContext({
      viewport: { width: SCREEN.width, height: SCREEN.height },
      deviceScaleFactor: SCREEN.deviceScaleFactor,
      isMobile: true,
      hasTouch: true,
      serviceWorkers: 'allow',
    })
    if (cookie) {
      const [name, value] = cookie.split(/=(.*)/s)
      // For the whole site: given the page's URL, the cookie's path would be the page's, not /api.
      await context.addCookies([{ name, value, url: new URL('/', url).href }])
    }
    for (let warm = 0; warm < 2; warm++) {
      const page = await context.newPage()
      await page.goto(url)
      await waitForWorker(page)
      await page.close()
    }
    const samples = []
    /** @type {Set<string> & { cdp?: import('@playwright/test').CDPSession }} */
    const workers = new Set()
    for (let run = 0; run < runs; run++) {
      const page = await context.newPage()
      const cdp = await context.newCDPSession(page)
      await cdp.send('Network.enable')
      await cdp.send('Network.emulateNetworkConditions', NETWORK)
      await throttleWorkers(browser, new URL(url).origin, workers)
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: SLOW_4G.cpuSlowdownMultiplier })
      await page.goto(url)
      const lcp = await largestContentfulPaint(page)
      const controlled = await page.evaluate(() => navigator.serviceWorker.controller !== null)
      const landed = page.url()
      await page.close()
      // Sent elsewhere (signed out, say), the figure would be another page's.
      if (new URL(landed).pathname !== new URL(url).pathname) throw new Error(`the repeat visit to ${url} ended on ${landed}`)
      // A visit the worker did not answer is a first visit again: it would measure the wrong thing.
      if (!controlled) throw new Error(`the service worker did not control the repeat visit to ${url}`)
      if (!lcp) throw new Error(`the repeat visit to ${url} reported no largest contentful paint`)
      samples.push(lcp)
    }
    const ms = samples.map((s) => Math.round(s.ms))
    return {
      lcpMs: median(ms),
      lcpRange: [Math.min(...ms), Math.max(...ms)],
      element: samples.find((s) => Math.round(s.ms) === median(ms))?.element ?? null,
    }
  } finally {
    await browser.close()
  }
}
