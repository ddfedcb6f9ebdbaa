import { expect, test } from '@playwright/test'
import { signUpPlayer } from '../../shell/e2e/support.ts'

test('protects behaviour: a Reaction Master round played by clicks inside the iframe ends in the results screen with the points saved', async ({
  page,
}) => {
  test.setTimeout(150_000) // a real round lasts about 65 s (13-17), and the server refuses a faster one
  await signUpPlayer(page, { prefix: 'reaction', age: 15 })
  await page.goto('/app/games/reaction-master')
  await expect(page.getByTestId('reaction-mode')).toHaveText('Teen Players Mode')
  await expect(page.getByRole('heading', { name: 'How to play' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Exit Game' })).toHaveAttribute('href', '/app/games')
  // The game page comes from the Games team's own server, told the age group and who may hear its result.
  const src = new URL((await page.getByTestId('reaction-frame').getAttribute('src'))!)
  expect([src.origin, src.pathname, src.searchParams.get('ageGroup'), src.searchParams.get('parentOrigin')]).toEqual([
    'http://localhost:3002',
    '/reaction_master/index.html',
    '13-17',
    'http://localhost:3000',
  ])

  const game = page.frameLocator('[data-testid=reaction-frame]')
  await game.getByTestId('rm-start').click()
  // The round ends when the host has the game's report and shows its results in place of the frame.
  const results = page.getByTestId('reaction-results')
  let clicks = 0
  while (!(await results.isVisible())) {
    const target = game.getByTestId('rm-target').first()
    if ((await target.count()) > 0) {
      // A person's reaction, not a script's: the server refuses hits under 100 ms.
      await page.waitForTimeout(150)
      await target.click({ timeout: 1_000 }).then(
        () => clicks++,
        () => undefined,
      )
    } else {
      await page.waitForTimeout(50)
    }
  }
  expect(clicks).toBeGreaterThan(0)

  await expect(results.getByRole('heading', { name: 'Training Complete' })).toBeVisible()
  await expect(results.getByTestId('result-saved')).toBeVisible()
  const score = Number(await results.getByTestId('score-value').textContent())
  await expect(results.getByTestId('max-score-value')).toHaveText('30')
  expect(score).toBeGreaterThan(0)
  // Accuracy rounds down, like every play's percent (scorePercent).
  await expect(results.getByTestId('accuracy')).toHaveText(`${Math.floor((score * 100) / 30)}%`)
  await expect(results.getByTestId('reaction-feedback')).not.toBeEmpty()
  await expect(page.getByTestId('toast').filter({ hasText: `Game complete! You scored ${score}/30 points!` })).toBeVisible()
  await expect(results.getByRole('link', { name: 'Log Training Session' })).toHaveAttribute('href', '/app/goal-tracker')

  const stats = await (await page.request.get('/api/games/stats')).json()
  expect([stats.stats.games_played, stats.stats.total_points]).toEqual([1, score])

  await page.getByRole('button', { name: 'Awesome!' }).click() // the first game earns Game Starter
  // Play Again starts a fresh round in a fresh frame.
  await page.getByRole('button', { name: 'Play Again' }).click()
  await expect(page.frameLocator('[data-testid=reaction-frame]').getByTestId('rm-start')).toBeVisible()
})

test('protects behaviour: the host ignores a gameComplete posted by anything but its own game frame', async ({ page }) => {
  await signUpPlayer(page, { prefix: 'reaction-forged', age: 15 })
  await page.goto('/app/games/reaction-master')
  await expect(page.getByTestId('reaction-frame')).toBeVisible()
  // The page itself (not the iframe) posts a perfect score: nothing happens.
  await page.evaluate(() => window.postMessage({ type: 'gameComplete', score: 30, maxScore: 30 }, '*'))
  await page.waitForTimeout(500)
  await expect(page.getByTestId('reaction-results')).toHaveCount(0)
  const stats = await (await page.request.get('/api/games/stats')).json()
  expect(stats.stats.games_played).toBe(0)
})
