import AxeBuilder from '@axe-core/playwright'
import { expect, type Page, test } from '@playwright/test'
import type { Drill } from '@app/shared/domain/drills/drill.ts'
import { DRILL_MESSAGES } from '@app/shared/domain/messages/drills.ts'
import { SKILL_FOCUSES } from '@app/shared/domain/training.ts'
import { DRILLS } from '@app/shared/domain/drills/content/index.ts'
import { signUpPlayer } from '../../shell/e2e/support.ts'

/** axe-core's findings on the page as it stands, one line per rule and the elements it flags. */
async function violations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).analyze()
  return violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)
}

const cards = (page: Page) => page.getByTestId('drill-card')
const technical = DRILLS.filter((d) => d.pillar === 'technical')
/** The library's own rule: a drill needs nothing the player does not have. */
const needsOnly = (d: Drill, have: readonly string[]) => d.equipment.every((e) => have.includes(e))

test('protects behaviour: signed out, the drill library filters by pillar, equipment and minutes, searches, and opens a drill with its steps and diagram; no axe-core violations', async ({
  page,
}) => {
  expect(technical.length).toBeGreaterThan(0)
  await page.goto('/app/drills')
  await expect(page.getByRole('heading', { level: 1, name: 'Drill Library' })).toBeVisible()
  await expect(cards(page)).toHaveCount(DRILLS.length)
  expect(await violations(page)).toEqual([])

  await page.getByTestId('drill-pillar').selectOption('technical')
  await expect(cards(page)).toHaveCount(technical.length)

  await page.getByRole('checkbox', { name: 'Ball' }).check()
  await page.getByTestId('drill-minutes').selectOption('15')
  const ballOnly = technical.filter((d) => needsOnly(d, ['ball']) && d.minutes <= 15)
  if (ballOnly.length === 0) await expect(page.getByTestId('drills-empty')).toHaveText(DRILL_MESSAGES.noMatch)
  else await expect(cards(page)).toHaveCount(ballOnly.length)

  // Back to every technical drill, then search one by a word of its title.
  await page.getByRole('checkbox', { name: 'Ball' }).uncheck()
  await page.getByTestId('drill-minutes').selectOption('')
  const drill = technical[0]!
  await page.getByTestId('drill-search').fill(drill.title)
  await expect(cards(page).filter({ hasText: drill.title }).first()).toBeVisible()
  await page.getByTestId('drill-search').fill('zzzz no such drill')
  await expect(page.getByTestId('drills-empty')).toHaveText(DRILL_MESSAGES.noMatch)
  await page.getByTestId('drill-search').fill(drill.title)

  await cards(page).getByRole('link', { name: drill.title, exact: true }).first().click()
  await expect(page).toHaveURL(new RegExp(`/app/drills/${drill.slug}$`))
  await expect(page.getByRole('heading', { level: 1, name: drill.title })).toBeVisible()
  await expect(page.getByTestId('drill-steps').getByRole('listitem')).toHaveCount(drill.steps.length)
  await expect(page.getByRole('img', { name: new RegExp(`^Diagram of ${drill.title}`) })).toBeVisible()
  // Signed out there is nothing to log to.
  await expect(page.getByTestId('drill-log')).toHaveCount(0)
  expect(await violations(page)).toEqual([])
})

test('protects behaviour: a drill page loads by its URL signed out, animates its movements, and under reduced motion shows the still diagram', async ({
  page,
}) => {
  const moving = DRILLS.find((d) => d.diagram.movements.length > 0)
  expect(moving).toBeDefined()
  await page.goto(`/app/drills/${moving!.slug}`)
  await expect(page.getByRole('heading', { level: 1, name: moving!.title })).toBeVisible()
  const diagram = page.getByTestId('drill-diagram')
  await expect(diagram).toHaveAttribute('data-motion', 'animated')
  await expect(diagram.locator('animateMotion')).not.toHaveCount(0)

  await page.emulateMedia({ reducedMotion: 'reduce' })
  await page.reload()
  await expect(page.getByRole('heading', { level: 1, name: moving!.title })).toBeVisible()
  await expect(diagram).toHaveAttribute('data-motion', 'still')
  await expect(diagram.locator('animateMotion')).toHaveCount(0)
  // The still frame still shows every movement as a line with an arrowhead.
  await expect(diagram.locator('path[marker-end]')).toHaveCount(moving!.diagram.movements.length)
  expect(await violations(page)).toEqual([])

  await page.goto('/app/drills/no-such-drill')
  await expect(page.getByTestId('drill-not-found')).toHaveText(DRILL_MESSAGES.notFound)
})

test("protects behaviour: a signed-in player's library starts on their own age group, and a drill's Log this session opens Log Training filled from the drill", async ({
  page,
}) => {
  await signUpPlayer(page, { prefix: 'drills', age: 15 })
  await page.goto('/app/drills')
  await expect(page.getByTestId('drill-age')).toHaveValue('13-17')
  await expect(cards(page)).toHaveCount(DRILLS.filter((d) => d.ageGroups.includes('13-17')).length)
  await page.getByTestId('drill-age').selectOption('')
  await expect(cards(page)).toHaveCount(DRILLS.length)
  // A 15-minute drill: Log Training opens with its minutes, type and skill focus, and logs it.
  const drill = DRILLS.find((d) => d.minutes === 15 && d.pillar === 'technical') ?? DRILLS[0]!
  await page.goto(`/app/drills/${drill.slug}`)
  await page.getByTestId('drill-log').click()
  await expect(page).toHaveURL(/\/app\/dashboard$/)
  const form = page.getByTestId('log-training-form')
  await expect(form.getByRole('slider', { name: 'Duration' })).toHaveValue(String(Math.max(10, Math.round(drill.minutes / 5) * 5)))
  await expect(form.getByRole('checkbox', { checked: true })).toHaveCount(drill.skills.length)
  const posted = page.waitForRequest((r) => r.method() === 'POST' && new URL(r.url()).pathname === '/api/training')
  await form.getByRole('button', { name: 'Log Training' }).click()
  expect((await posted).postDataJSON()).toMatchObject({
    skill_focus: SKILL_FOCUSES.filter((f) => drill.skills.includes(f)),
    duration_minutes: Math.max(10, Math.round(drill.minutes / 5) * 5),
  })
})
