import { type ChildProcess, spawn } from 'node:child_process'
import { join } from 'node:path'
import { expect, test } from '@playwright/test'
import { AUTH_MESSAGES } from '@app/shared/domain/messages/auth.ts'
import { DRILLS } from '@app/shared/domain/drills/content/index.ts'
import { FRONTENDS } from '@app/shared/remotes.js'

const ROOT = join(import.meta.dirname, '..', '..')
// Its own ports, beside the real site of this run: the demo is only the five front-end servers.
const PORTS: Record<string, number> = Object.fromEntries(FRONTENDS.map((f) => [f.pkg, f.port + 100]))
const DEMO = `http://localhost:${PORTS.shell}`
const portEnv = Object.fromEntries(
  Object.entries(PORTS).map(([pkg, port]) => [`PORT_${pkg.toUpperCase().replace(/-/g, '_')}`, String(port)]),
)

let servers: ChildProcess[] = []

test.beforeAll(async () => {
  servers = Object.keys(PORTS).map((pkg) =>
    spawn(process.execPath, [join(ROOT, 'platform/src/serve-static.mjs'), pkg, '--demo'], {
      cwd: ROOT,
      env: { ...process.env, ...portEnv },
      stdio: 'ignore',
    }),
  )
  for (const port of Object.values(PORTS)) {
    await expect.poll(async () => (await fetch(`http://127.0.0.1:${port}/`).catch(() => null))?.status ?? 0, { timeout: 15_000 }).toBe(200)
  }
})

test.afterAll(() => {
  for (const s of servers) s.kill('SIGTERM')
})

test('protects behaviour: npm run demo runs every area on in-browser sample data with no API, labelled as a demo', async ({ page }) => {
  const apiCalls: string[] = []
  page.on('request', (r) => new URL(r.url()).pathname.startsWith('/api') && apiCalls.push(r.url()))

  await page.goto(`${DEMO}/app/dashboard`)
  await expect(page.getByRole('complementary', { name: 'Demo mode' })).toContainText('nothing is saved')
  // The Goals remote's dashboard, signed in as the demo player, on figures from the sample sessions.
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible()
  await expect(page.getByText('Welcome back, Maya!')).toBeVisible()

  // The Goals remote, on the fixture goals.
  await page.goto(`${DEMO}/app/goal-tracker`)
  await expect(page.getByText('Master the weak-foot pass')).toBeVisible()
  // The Games remote: the hub with the player's level, achievements from the sample training.
  await page.goto(`${DEMO}/app/games`)
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Game Hub')
  await page.goto(`${DEMO}/app/achievements`)
  // Badges earned by the sample training (the shared badge rules) show as earned achievements.
  await expect(page.getByText('Week Warrior').first()).toBeVisible()

  expect(apiCalls).toEqual([])
})

test('protects behaviour: the demo serves the drill library and This week from the sample goals with library drills, and logs a planned session', async ({
  page,
}) => {
  const apiCalls: string[] = []
  page.on('request', (r) => new URL(r.url()).pathname.startsWith('/api') && apiCalls.push(r.url()))

  // The library and a drill page (its steps and diagram) from the same content the API serves.
  await page.goto(`${DEMO}/app/drills`)
  await expect(page.getByRole('heading', { level: 1, name: 'Drill Library' })).toBeVisible()
  // Signed in as Maya (14), the library starts on her age group.
  const hers = DRILLS.filter((d) => d.ageGroups.includes('13-17'))
  await expect(page.getByTestId('drill-card')).toHaveCount(hers.length)
  await page.getByTestId('drill-pillar').selectOption('mental')
  await expect(page.getByTestId('drill-card')).toHaveCount(hers.filter((d) => d.pillar === 'mental').length)
  const drill = DRILLS.find((d) => d.slug === 'toe-taps')!
  await page.goto(`${DEMO}/app/drills/${drill.slug}`)
  await expect(page.getByRole('heading', { level: 1, name: drill.title })).toBeVisible()
  await expect(page.getByTestId('drill-steps').getByRole('listitem')).toHaveCount(drill.steps.length)
  await expect(page.getByRole('img', { name: new RegExp(`^Diagram of ${drill.title}`) })).toBeVisible()

  // This week: sessions tied to the sample goals, drills linking to their pages; one is logged from the plan.
  await page.goto(`${DEMO}/app/dashboard`)
  const card = page.getByTestId('plan-card')
  await expect(card.getByRole('heading', { name: 'This week' })).toBeVisible()
  await expect(card.getByTestId('plan-session-sentence').first()).toContainText(/goal "/)
  await expect(card.getByRole('link').first()).toHaveAttribute('href', /\/app\/drills\/[a-z0-9-]+$/)
  const open = card
    .getByTestId('plan-session')
    .filter({ has: page.getByRole('button', { name: /^Start/ }) })
    .first()
  const id = await open.getAttribute('data-session-id')
  await open.getByRole('button', { name: /^Start/ }).click()
  const form = page.getByTestId('log-training-form')
  await expect(form.getByTestId('log-from-plan')).toBeVisible()
  await form.getByRole('button', { name: 'Log Training' }).click()
  await expect(card.locator(`[data-session-id="${id}"]`)).toHaveAttribute('data-state', 'done')

  expect(apiCalls).toEqual([])
})

test('protects behaviour: in demo mode password reset and password update say they are not available', async ({ page }) => {
  await page.goto(`${DEMO}/app/forgot-password`)
  await page.getByLabel('Email').fill('maya@pitchpath.dev')
  await page.getByTestId('forgot-password-form').getByRole('button').click()
  await expect(page.getByRole('alert')).toHaveText(AUTH_MESSAGES.resetNotInDemo)

  await page.goto(`${DEMO}/app/reset-password#type=recovery&token=demo`)
  await page.getByLabel('New Password', { exact: true }).fill('secret-456')
  await page.getByLabel('Confirm New Password').fill('secret-456')
  await page.getByRole('button', { name: 'Update Password' }).click()
  await expect(page.getByRole('alert')).toHaveText(AUTH_MESSAGES.updateNotInDemo)
})
