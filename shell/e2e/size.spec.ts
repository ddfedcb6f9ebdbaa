import { readFileSync } from 'node:fs'
import { gzipSync } from 'node:zlib'
import { AUTH_MESSAGES } from '@app/shared/domain/messages/auth.ts'
import { FAMILY_MESSAGES } from '@app/shared/domain/messages/family.ts'
import { GAME_MESSAGES } from '@app/shared/domain/messages/games.ts'
import { GOAL_MESSAGES } from '@app/shared/domain/messages/goals.ts'
import { TRAINING_MESSAGES } from '@app/shared/domain/messages/training.ts'
import { REMOTES } from '@app/shared/remotes.js'
import { expect, type Page, test } from '@playwright/test'

// The budgets live in docs/budgets.md, so raising one is a visible, reviewed decision.
const BUDGETS = readFileSync(new URL('../../docs/budgets.md', import.meta.url), 'utf8')
function budget(label: string): number {
  const match = new RegExp(`${label}: \\*\\*(\\d+) kB gzip\\*\\*`).exec(BUDGETS)
  if (!match) throw new Error(`docs/budgets.md states no "${label}: **N kB gzip**"`)
  return Number(match[1]) * 1000
}
const SHELL_BUDGET = budget('Shell first-load JavaScript budget')
const REMOTE_BUDGET = budget('Remote first-route JavaScript budget')
const VALIDATION_BUDGET = budget('Form validation JavaScript budget')

// Strings only one library's code holds: the prefix React DOM's client keys its fibers on DOM nodes
// with (not its hydrateRoot export: the shell's bootstrap names that too), and a hook name of the
// federation runtime core. Each must arrive once a page, whoever serves it.
const SINGLE_COPY = { 'react-dom': '__reactFiber$', 'federation runtime': 'initContainerShareScopeMap' }

interface Script {
  port: string
  path: string
  gzip: number
  body: string
}

/** Every script the page loads (any origin), gzipped at level 9 as the build precompresses. */
async function scriptsLoaded(page: Page, path: string): Promise<Script[]> {
  const bodies: Promise<Script>[] = []
  page.on('response', (res) => {
    const url = new URL(res.url())
    if (!/\.m?js$/.test(url.pathname)) return
    bodies.push(
      res.body().then((b) => ({ port: url.port, path: url.pathname, gzip: gzipSync(b, { level: 9 }).length, body: b.toString('utf8') })),
    )
  })
  await page.goto(path, { waitUntil: 'networkidle' })
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible()
  return Promise.all(bodies)
}

const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`
const total = (scripts: Script[]) => scripts.reduce((sum, s) => sum + s.gzip, 0)
const listing = (scripts: Script[]) => scripts.map((s) => `:${s.port}${s.path} ${s.gzip}`).join('\n')

// The landing (/) runs no script at all (prerender.spec.ts); the app's own first pages carry the shell.
for (const path of ['/app', '/app/features']) {
  test(`the shell's first-load JavaScript on ${path} stays within the README budget`, async ({ page }) => {
    const shell = (await scriptsLoaded(page, path)).filter((s) => s.port === '3000')
    expect(shell.length).toBeGreaterThan(0)
    console.log(`[size] shell ${path}: ${kB(total(shell))} gzip in ${shell.length} files (budget ${kB(SHELL_BUDGET)})`)
    expect(total(shell), listing(shell)).toBeLessThanOrEqual(SHELL_BUDGET)
  })
}

// The words of each area are their own module: when they were one, every first load carried all of
// them (about 3 kB gzip of goal, training and two-step messages the landing page never shows).
test("the shell's first load carries the sign-in words and no other area's", async ({ page }) => {
  const shell = (await scriptsLoaded(page, '/app')).filter((s) => s.port === '3000')
  const carried = (text: string) => shell.some((s) => s.body.includes(text))
  expect(carried(AUTH_MESSAGES.invalidCredentials)).toBe(true)
  const others = {
    goals: GOAL_MESSAGES.freeLimit,
    training: TRAINING_MESSAGES.selectSkillFocus,
    games: GAME_MESSAGES.saveFailed,
    family: FAMILY_MESSAGES.inviteFailed,
  }
  expect(
    Object.entries(others)
      .filter(([, text]) => carried(text))
      .map(([area]) => area),
  ).toEqual([])
})

// zod defines this global registry once per copy; classic zod (not zod/mini) names its string
// schema's constructor "ZodString", mini names it "ZodMiniString".
const ZOD_MARKER = '__zod_globalRegistry'
const CLASSIC_ZOD_MARKER = '"ZodString"'

test('the sign-in page brings zod once, as zod/mini, within the README validation budget', async ({ page }) => {
  const scripts = await scriptsLoaded(page, '/app/auth')
  const zod = scripts.filter((s) => s.body.includes(ZOD_MARKER))
  expect(
    zod.map((s) => `:${s.port}${s.path}`),
    'copies of zod on /app/auth',
  ).toHaveLength(1)
  expect(
    scripts.filter((s) => s.body.includes(CLASSIC_ZOD_MARKER)).map((s) => s.path),
    'classic zod in the browser',
  ).toEqual([])
  console.log(`[size] zod on /app/auth: ${kB(total(zod))} gzip (budget ${kB(VALIDATION_BUDGET)})`)
  expect(total(zod), listing(zod)).toBeLessThanOrEqual(VALIDATION_BUDGET)
})

// Each remote's first public route in the remotes table, except where visitors start elsewhere.
const FIRST_ROUTE: Record<string, string> = { 'mfe-goals': '/app/goal-tracker' }
const REMOTE_FIRST_ROUTES = REMOTES.map((r) => ({
  remote: r.pkg,
  port: String(r.port),
  path: FIRST_ROUTE[r.pkg] ?? r.routes.find((route) => route.access === 'public')?.path ?? r.routes[0].path,
}))

for (const { remote, port, path } of REMOTE_FIRST_ROUTES) {
  test(`${remote}'s first route (${path}) loads within the remote budget and brings no second React or federation runtime`, async ({
    page,
  }) => {
    const scripts = await scriptsLoaded(page, path)
    const own = scripts.filter((s) => s.port === port)
    expect(own.map((s) => s.path)).toContain('/remoteEntry.js')
    console.log(`[size] ${remote} ${path}: ${kB(total(own))} gzip in ${own.length} files (budget ${kB(REMOTE_BUDGET)})`)
    expect(total(own), listing(own)).toBeLessThanOrEqual(REMOTE_BUDGET)
    for (const [library, marker] of Object.entries(SINGLE_COPY)) {
      const copies = scripts.filter((s) => s.body.includes(marker))
      expect(
        copies.map((s) => `:${s.port}${s.path}`),
        `${library} copies on ${path}`,
      ).toHaveLength(1)
    }
  })
}

// Pages that open a remote without its first route: a drill page (a landing page from search, signed
// out), the dashboard with This week's plan, My Analytics with its charts and the team league (signed
// in). Each is a lazy chunk of its remote and the whole of what that remote sends stays within the
// same budget.
const OTHER_ENTRY_PAGES = [
  { remote: 'mfe-goals', path: 'a drill page', signedIn: false },
  { remote: 'mfe-goals', path: '/app/dashboard', signedIn: true },
  { remote: 'mfe-goals', path: '/app/analytics', signedIn: true },
  { remote: 'mfe-family', path: '/app/teams', signedIn: true },
] as const

for (const { remote, path, signedIn } of OTHER_ENTRY_PAGES) {
  test(`${remote}'s ${path}${signedIn ? ' (signed in)' : ''} opened first loads within the remote budget`, async ({ page }) => {
    const port = String(REMOTES.find((r) => r.pkg === remote)!.port)
    let url = path
    if (path === 'a drill page') {
      const { drills } = (await (await page.request.get('/api/drills')).json()) as { drills: { slug: string }[] }
      url = `/app/drills/${drills[0]!.slug}`
    }
    if (signedIn) {
      const res = await page.request.post('/api/auth/sign-in', {
        headers: { Origin: 'http://localhost:3000' },
        data: { email: 'maya@pitchpath.dev', password: 'demo-player-1' },
      })
      expect(res.status()).toBe(200)
    }
    const own = (await scriptsLoaded(page, url)).filter((s) => s.port === port)
    console.log(`[size] ${remote} ${url}: ${kB(total(own))} gzip in ${own.length} files (budget ${kB(REMOTE_BUDGET)})`)
    expect(total(own), listing(own)).toBeLessThanOrEqual(REMOTE_BUDGET)
  })
}
