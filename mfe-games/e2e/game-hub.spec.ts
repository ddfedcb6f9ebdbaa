import { expect, type Page, test } from '@playwright/test'
import { GAME_NAMES } from '@app/shared/domain/games/game-catalogue.ts'
import { SITE_ORIGIN, signUpPlayer } from '../../shell/e2e/support.ts'

test('protects behaviour: the Game Hub lists the games with their points and minutes, Skill Challenge disabled as Coming Soon, and speaks playfully to 8-12', async ({
  page,
}) => {
  await signUpPlayer(page, { prefix: 'hub-young', age: 9 })
  await page.goto('/app/games')
  await expect(page.getByRole('heading', { level: 1, name: 'Game Hub' })).toBeVisible()
  await expect(page.getByText("Let's play! Every game makes you a smarter player")).toBeVisible()
  await expect(page.getByTestId('tile-games-played')).toContainText('0')
  await expect(page.getByTestId('tile-level')).toContainText('1')

  // Each card's points are one play's lowest and highest score, as the server computes them from its content.
  const { points } = await (await page.request.get('/api/games/cards')).json()
  const cards = {
    'decision-drill': `${points['decision-drill'].min}-${points['decision-drill'].max} game points · 3-5 min`,
    'soccer-trivia': `${points['soccer-trivia'].min}-${points['soccer-trivia'].max} game points · 8-10 min`,
    'reaction-master': `${points['reaction-master'].min}-${points['reaction-master'].max} game points · 2-3 min`,
    'skill-challenge': '5-10 min',
  }
  for (const [key, meta] of Object.entries(cards)) await expect(page.getByTestId(`game-card-${key}`)).toContainText(meta)
  await expect(page.getByTestId('game-card-skill-challenge')).not.toContainText('points')
  await expect(page.getByTestId('game-card-skill-challenge').getByRole('button', { name: 'Coming Soon' })).toBeDisabled()
  await expect(page.getByTestId('game-card-skill-challenge').getByRole('link')).toHaveCount(0)
  await expect(page.getByRole('link', { name: 'Go to My Goals and keep training!' })).toHaveAttribute('href', '/app/goal-tracker')

  await page.getByTestId('game-card-decision-drill').getByRole('link').click()
  await expect(page).toHaveURL(/\/app\/games\/decision-drill$/)

  // The route itself says Skill Challenge is not here yet.
  await page.goto('/app/games/skill-challenge')
  await expect(page.getByRole('heading', { name: 'Coming Soon' })).toBeVisible()
  await page.getByRole('link', { name: 'Back to Games' }).click()
  await expect(page).toHaveURL(/\/app\/games$/)
})

test('protects behaviour: older players get plainer hub wording, and a signed-out visitor sees the games with an invitation to sign in', async ({
  page,
}) => {
  await page.goto('/app/games')
  await expect(page.getByTestId('sign-in-invite')).toBeVisible()
  await expect(page.getByTestId('tile-total-points')).toHaveCount(0)
  await expect(page.getByTestId('game-card-soccer-trivia')).toBeVisible()

  await signUpPlayer(page, { prefix: 'hub-older', age: 16 })
  await page.goto('/app/games')
  await expect(page.getByText('Train your soccer brain.')).toBeVisible()
  await expect(page.getByRole('link', { name: 'Back to My Goals' })).toHaveAttribute('href', '/app/goal-tracker')
  await expect(page.getByTestId('sign-in-invite')).toHaveCount(0)
})

/** One Decision Drill through the API at a reader's pace, choosing option `pick(i)` of scenario i; its saved result. */
async function playDrill(page: Page, pick: (i: number) => number): Promise<{ score: number; max_score: number; percent: number }> {
  const started = await page.request.post('/api/games/plays', { headers: SITE_ORIGIN, data: { game_id: 'decision-drill' } })
  expect(started.status()).toBe(201)
  let { play } = await started.json()
  for (let i = 0; i < play.item_count; i++) {
    if (i > 0) play = (await (await page.request.post(`/api/games/plays/${play.id}/next`, { headers: SITE_ORIGIN, data: {} })).json()).play
    const scenario = play.scenarios[i]
    // The server's reading floor is at most 2 s from serving the scenario.
    await page.waitForTimeout(2_100)
    const answered = await page.request.post(`/api/games/plays/${play.id}/answers`, {
      headers: SITE_ORIGIN,
      data: { item_id: scenario.id, choice: scenario.options[pick(i) % scenario.options.length].id },
    })
    expect(answered.status(), await answered.text()).toBe(201)
  }
  const finished = await page.request.post(`/api/games/plays/${play.id}/finish`, { headers: SITE_ORIGIN, data: {} })
  expect(finished.status()).toBe(201)
  return (await finished.json()).result
}

test("protects behaviour: the Game Hub draws the player's last games as a score chart named by each play's percent, with the plays in a table for screen readers", async ({
  page,
}) => {
  test.setTimeout(90_000)
  await signUpPlayer(page, { prefix: 'hub-history', age: 15 })
  await page.goto('/app/games')
  await expect(page.getByTestId('hub-score-history-chart')).toHaveAttribute('aria-label', 'Your game scores: no finished games yet')

  const results = [await playDrill(page, () => 0), await playDrill(page, (i) => i + 1)]
  await page.reload()
  const chart = page.getByTestId('hub-score-history-chart')
  const name = GAME_NAMES['decision-drill']
  await expect(chart).toHaveAttribute(
    'aria-label',
    `Your last 2 games, oldest first: ${results.map((r) => `${name} ${r.percent}%`).join(', ')}`,
  )
  await expect(chart.locator('[data-percent]')).toHaveCount(2)
  expect(await chart.locator('[data-percent]').evaluateAll((gs) => gs.map((g) => Number(g.getAttribute('data-percent'))))).toEqual(
    results.map((r) => r.percent),
  )
  const rows = page.getByTestId('hub-score-history-table').locator('tbody tr')
  await expect(rows).toHaveCount(2)
  await expect(rows.last()).toContainText(`${results[1]!.score} of ${results[1]!.max_score} (${results[1]!.percent}%)`)

  // On a 360 px phone the chart fits the screen.
  await page.setViewportSize({ width: 360, height: 640 })
  const box = await chart.boundingBox()
  expect(box!.x + box!.width).toBeLessThanOrEqual(360)
})
