import { execFileSync } from 'node:child_process'
import { join } from 'node:path'
import { expect, type Page, test } from '@playwright/test'
import { shellScripts } from './support.ts'

const ROOT = join(import.meta.dirname, '..', '..')
const heading = (page: Page) => page.getByRole('heading', { level: 1 })

/** The team's own commands, run as they would run them (DEPLOYS_DIR is this test run's folder). */
const npm = (...args: string[]) =>
  execFileSync('npm', ['run', '--silent', ...args], { cwd: ROOT, stdio: 'pipe', env: process.env }).toString()

test('protects behaviour: npm run deploy publishes a versioned remote the next page load uses, and npm run rollback returns to the previous one, with the shell untouched', async ({
  page,
}) => {
  test.setTimeout(120_000)
  await page.goto('/app/games')
  await expect(heading(page)).toContainText('Game Hub')
  const before = await shellScripts(page)
  expect(before).toContainEqual(expect.stringMatching(/\/main\.[0-9a-f]+\.js$/))
  // What the remote serves now: its own build shows no label; another test may have redeployed it.
  const label = page.getByTestId('remote-build-label')
  const original = (await label.count()) > 0 ? await label.textContent() : null

  const first = `first-${Date.now()}`
  npm('deploy', '-w', 'mfe-games', '--', '--label', first)
  await page.reload()
  await expect(page.getByTestId('remote-build-label')).toHaveText(first)
  const registry = await (await page.request.get('/remotes.json')).json()
  expect(registry.remotes.find((r: { name: string }) => r.name === 'mfe_games').entry).toMatch(/\/_v\/[a-f0-9]{12}\/remoteEntry\.js$/)

  const second = `second-${Date.now()}`
  npm('deploy', '-w', 'mfe-games', '--', '--label', second)
  await page.reload()
  await expect(page.getByTestId('remote-build-label')).toHaveText(second)

  npm('rollback', '-w', 'mfe-games')
  await page.reload()
  await expect(page.getByTestId('remote-build-label')).toHaveText(first)
  npm('rollback', '-w', 'mfe-games')
  await page.reload()
  if (original === null) await expect(label).toHaveCount(0)
  else await expect(label).toHaveText(original)
  expect(await shellScripts(page)).toEqual(before)
})
