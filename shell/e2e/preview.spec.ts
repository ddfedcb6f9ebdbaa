import { execFileSync } from 'node:child_process'
import { join } from 'node:path'
import AxeBuilder from '@axe-core/playwright'
import { expect, type Page, test } from '@playwright/test'

const ROOT = join(import.meta.dirname, '..', '..')

/** The team's own command, run as they would run it (DEPLOYS_DIR is this test run's folder). */
const npm = (...args: string[]) =>
  execFileSync('npm', ['run', '--silent', ...args], { cwd: ROOT, stdio: 'pipe', env: process.env }).toString()

const buildLabel = (page: Page) => page.getByTestId('remote-build-label')
const ribbon = (page: Page) => page.getByRole('complementary', { name: 'Preview' })

/** The plans page as it is for everyone: its heading drawn, and not the preview's build. */
async function expectLive(page: Page, previewLabel: string) {
  await expect(page.getByRole('heading', { level: 1, name: 'Plans' })).toBeVisible()
  await expect(buildLabel(page).filter({ hasText: previewLabel })).toHaveCount(0)
  await expect(ribbon(page)).toHaveCount(0)
}

test('protects behaviour: a signed preview link shows its build with a ribbon to the browser that opens it, and to no other', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000)
  const label = `preview-${Date.now()}`
  const out = npm('deploy', '-w', 'mfe-billing', '--', '--preview', '--label', label)
  const link = new URL(/http:\/\/\S+pp_preview=\S+/.exec(out)?.[0] ?? '')
  expect(link.pathname).toBe('/app/plans')
  const path = `${link.pathname}${link.search}`

  // The tester opens the link: the preview build, and the ribbon naming it.
  await page.goto(path)
  await expect(buildLabel(page)).toHaveText(label)
  await expect(ribbon(page)).toContainText(`Plans build ${label}`)
  const registry = await (await page.request.get('/remotes.json')).json()
  expect(registry.remotes.find((r: { name: string }) => r.name === 'mfe_billing')).toMatchObject({ channel: 'preview' })
  const { violations } = await new AxeBuilder({ page }).include('[data-testid="preview-ribbon"]').analyze()
  expect(violations.map((v) => v.id)).toEqual([])
  // The cookie keeps it on the next page without the link.
  await page.goto('/app/plans')
  await expect(buildLabel(page)).toHaveText(label)

  // Another player, and a tampered link: the live version, no ribbon.
  const other = await browser.newContext()
  const otherPage = await other.newPage()
  await otherPage.goto('/app/plans')
  await expectLive(otherPage, label)
  const token = link.searchParams.get('pp_preview') ?? ''
  const tampered = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`
  await otherPage.goto(`/app/plans?pp_preview=${tampered}`)
  await expectLive(otherPage, label)
  await other.close()

  // The way out: back to live, and it stays so.
  await ribbon(page).getByRole('link', { name: 'Leave preview' }).click()
  await expectLive(page, label)
  await page.goto('/app/plans')
  await expectLive(page, label)
})
