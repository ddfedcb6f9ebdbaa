import { expect, test } from '@playwright/test'
import { signUpPlayer, SITE_ORIGIN } from '../../shell/e2e/support.ts'

test("protects behaviour: the Achievement Center shows the player's real totals, progress and Next Milestone, and its category filters narrow the cards", async ({
  page,
}) => {
  await signUpPlayer(page, { prefix: 'achievements', age: 10 })
  // One finished Trivia play with no answers: it scores 0 and earns Game Starter (5 points).
  const started = await page.request.post('/api/games/plays', { headers: SITE_ORIGIN, data: { game_id: 'soccer-trivia' } })
  expect(started.status()).toBe(201)
  const { play } = await started.json()
  expect((await page.request.post(`/api/games/plays/${play.id}/finish`, { headers: SITE_ORIGIN, data: {} })).status()).toBe(201)

  await page.goto('/app/achievements')
  await expect(page.getByRole('heading', { level: 1, name: 'Achievement Center' })).toBeVisible()
  // The heading is drawn before the player's achievements arrive: count the cards only once the totals show.
  await expect(page.getByTestId('achievements-total-points')).toContainText('5')
  const cards = page.getByTestId('achievement-card')
  await expect(cards.first()).toBeVisible()
  const all = await cards.count()
  expect(all).toBeGreaterThanOrEqual(9)
  await expect(page.getByTestId('achievements-earned')).toContainText(`1/${all}`)
  await expect(page.getByTestId('achievements-completion')).toContainText(`${Math.floor(100 / all)}%`)
  await expect(page.getByTestId('growth-message')).not.toBeEmpty()
  await expect(cards.filter({ hasText: 'Game Starter' })).toHaveAttribute('data-earned', 'true')
  await expect(cards.filter({ hasText: 'Decision Master' })).toHaveAttribute('data-earned', 'false')
  await expect(page.getByTestId('next-milestone')).toBeVisible()

  for (const [label, category] of [
    ['Milestones', 'milestone'],
    ['Consistency', 'consistency'],
    ['Skills', 'skill'],
    ['Progress', 'progress'],
    ['Mental', 'mental'],
    ['Elite', 'elite'],
  ] as const) {
    await page.getByRole('button', { name: label, exact: true }).click()
    await expect(page.getByRole('button', { name: label, exact: true })).toHaveAttribute('aria-pressed', 'true')
    const shown = await cards.count()
    expect(shown, `${label} has real entries`).toBeGreaterThan(0)
    expect(shown).toBeLessThan(all)
    for (const card of await cards.all()) await expect(card).toHaveAttribute('data-category', category)
  }
  await page.getByRole('button', { name: 'All', exact: true }).click()
  await expect(cards).toHaveCount(all)
})
