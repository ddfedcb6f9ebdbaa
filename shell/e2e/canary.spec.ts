import { execFileSync } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { join } from 'node:path'
import { type Browser, type BrowserContext, expect, type Page, test } from '@playwright/test'
import { COHORT_COOKIE, DEVICE_COOKIE, inCanary } from '../../platform/src/deploys/canary-choice.mjs'
import { deploysDir, readDeployRegistry } from '../../platform/src/deploys/deploy-registry.mjs'
import { appReady, SITE_ORIGIN, signUpPlayer } from './support.ts'

// The goals remote, not games: shell/e2e/deploy.spec.ts and others deploy the games remote.
const PKG = 'mfe-goals'
const NAME = 'mfe_goals'
const ORIGIN = 'http://localhost:3001/'
const SHARE = 50
const ROOT = join(import.meta.dirname, '..', '..')
const PASSWORD = 'kickoff-123'

/** The team's own commands, run as they would run them (DEPLOYS_DIR is this test run's folder). */
const npm = (...args: string[]) =>
  execFileSync('npm', ['run', '--silent', ...args], { cwd: ROOT, stdio: 'pipe', env: process.env }).toString()
const goals = () => readDeployRegistry(deploysDir(ROOT)).remotes[PKG]

/** A visitor key on the given side of the canary (the server takes any key-shaped value). */
function visitorKey(inside: boolean): string {
  for (;;) {
    const key = randomBytes(16).toString('base64url')
    if (inCanary(PKG, key, SHARE) === inside) return key
  }
}

async function visitor(browser: Browser, key: string): Promise<BrowserContext> {
  const context = await browser.newContext()
  await context.addCookies([{ name: DEVICE_COOKIE, value: key, url: 'http://localhost:3000' }])
  return context
}

/**
 * The versions of the goals remote a page loaded: the /_v/<version>/ folder of each of its scripts,
 * 'current' for the remote's own build. One page must never hold two.
 */
async function goalsVersionsOf(page: Page): Promise<string[]> {
  await page.goto('/app/drills')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Drill Library')
  await appReady(page)
  await page.waitForLoadState('networkidle')
  const scripts = await page.evaluate(
    (origin) =>
      performance
        .getEntriesByType('resource')
        .map((e) => e.name)
        .filter((url) => url.startsWith(origin) && /\.js(\?|$)/.test(url)),
    ORIGIN,
  )
  expect(scripts.length).toBeGreaterThan(0)
  return [...new Set(scripts.map((url) => /\/_v\/([a-f0-9]{12})\//.exec(url)?.[1] ?? 'current'))]
}

/** What the page's own registry and /remotes.json say of the goals remote, for this browser's cookies. */
async function registryEntries(context: BrowserContext) {
  const html = await (await context.request.get('/app/drills')).text()
  const block = /<script type="application\/json" id="remote-registry">(.*?)<\/script>/.exec(html)?.[1] ?? '{}'
  const find = (body: { remotes: { name: string }[] }) => body.remotes.find((r) => r.name === NAME)
  return { page: find(JSON.parse(block)), json: find(await (await context.request.get('/remotes.json')).json()) }
}

/** A new account whose cohort cookie is on the wanted side of the canary (about one sign-up in two). */
async function accountOnSide(browser: Browser, inside: boolean): Promise<string> {
  for (let attempt = 0; attempt < 12; attempt++) {
    const context = await browser.newContext()
    const page = await context.newPage()
    const email = await signUpPlayer(page, { prefix: `canary-${inside ? 'in' : 'out'}`, age: 15 })
    const cohort = (await context.cookies()).find((c) => c.name === COHORT_COOKIE)?.value
    await context.close()
    expect(cohort, 'signing up sets the account cookie').toBeTruthy()
    if (inCanary(PKG, cohort!, SHARE) === inside) return email
  }
  throw new Error(`no account ${inside ? 'inside' : 'outside'} the canary after 12 sign-ups`)
}

async function signIn(context: BrowserContext, email: string) {
  const res = await context.request.post('/api/auth/sign-in', { headers: SITE_ORIGIN, data: { email, password: PASSWORD } })
  expect(res.status(), await res.text()).toBe(200)
}

test('protects behaviour: a canary serves a sticky share of visitors and accounts, promote moves everyone, abort moves its players back, and no page mixes two versions', async ({
  browser,
}) => {
  test.setTimeout(300_000)
  expect(goals()?.canary, 'no canary of the goals remote is live before the test').toBeUndefined()
  const live = goals()?.version ?? 'current'
  const inside = await visitor(browser, visitorKey(true))
  const outside = await visitor(browser, visitorKey(false))
  const insidePage = await inside.newPage()
  const outsidePage = await outside.newPage()
  try {
    expect(npm('deploy', '-w', PKG, '--', '--canary', String(SHARE), '--label', `canary-${Date.now()}`)).toContain(
      `live for ${SHARE} % of players`,
    )
    const canary = goals()?.canary?.version ?? ''
    expect(canary).toMatch(/^[a-f0-9]{12}$/)

    // Sticky per visitor: the same answer on every load, page and /remotes.json alike.
    for (let load = 0; load < 3; load++) {
      expect(await goalsVersionsOf(insidePage)).toEqual([canary])
      expect(await goalsVersionsOf(outsidePage)).toEqual([live])
    }
    const seen = await registryEntries(inside)
    expect(seen.page).toEqual(seen.json)
    expect(seen.json).toMatchObject({ version: canary, channel: 'canary' })
    expect((await registryEntries(outside)).json).toMatchObject({ version: live, channel: 'live' })

    // Sticky per account: once signed in, the account decides, on every browser it signs in on.
    for (const side of [true, false]) {
      const email = await accountOnSide(browser, side)
      const expected = side ? canary : live
      // A browser whose own visitor key is on the other side: signed out it follows the key.
      const first = await visitor(browser, visitorKey(!side))
      const page = await first.newPage()
      expect(await goalsVersionsOf(page)).toEqual([side ? live : canary])
      await signIn(first, email)
      expect(await goalsVersionsOf(page)).toEqual([expected])
      expect(await goalsVersionsOf(page)).toEqual([expected])
      const second = await browser.newContext()
      await signIn(second, email)
      expect(await goalsVersionsOf(await second.newPage())).toEqual([expected])
      await Promise.all([first.close(), second.close()])
    }

    expect(npm('deploy', '-w', PKG, '--', '--abort')).toContain('canary aborted')
    expect(await goalsVersionsOf(insidePage)).toEqual([live])
    expect(await goalsVersionsOf(outsidePage)).toEqual([live])

    // A new canary (a new build: its version need not be the first one's) for the same players.
    npm('deploy', '-w', PKG, '--', '--canary', String(SHARE), '--label', `canary-again-${Date.now()}`)
    const second = goals()?.canary?.version ?? ''
    expect(second).toMatch(/^[a-f0-9]{12}$/)
    expect(await goalsVersionsOf(insidePage)).toEqual([second])
    expect(await goalsVersionsOf(outsidePage)).toEqual([live])
    expect(npm('deploy', '-w', PKG, '--', '--promote')).toContain('live for every player')
    expect(await goalsVersionsOf(outsidePage)).toEqual([second])
    expect(await goalsVersionsOf(insidePage)).toEqual([second])
    expect((await registryEntries(outside)).json).toMatchObject({ version: second, channel: 'live' })

    npm('rollback', '-w', PKG)
    expect(await goalsVersionsOf(outsidePage)).toEqual([live])
  } finally {
    // Whatever failed above, the next spec finds the goals remote as this one found it.
    if (goals()?.canary) npm('deploy', '-w', PKG, '--', '--abort')
    if ((goals()?.version ?? 'current') !== live) npm('rollback', '-w', PKG)
    await Promise.all([inside.close(), outside.close()])
  }
})
