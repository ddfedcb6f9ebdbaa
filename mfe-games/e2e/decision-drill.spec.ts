import { expect, test } from '@playwright/test'
import { GAME_MESSAGES } from '@app/shared/domain/messages/games.ts'
import { SITE_ORIGIN, signUpPlayer } from '../../shell/e2e/support.ts'

test('protects behaviour: a full Decision Drill play, one scenario left to time out, scored and saved by the server, then the hub shows the new totals', async ({
  page,
}) => {
  await signUpPlayer(page, { prefix: 'drill', age: 11 })
  await page.goto('/app/games/decision-drill')
  const menu = page.getByTestId('drill-menu')
  // Signed in, the drill plays the profile's age group (11: 8-12).
  await expect(menu.getByTestId('drill-age-group')).toHaveText('Age group: Ages 8-12 (from your profile)')
  await expect(menu.getByRole('radio', { name: 'Standard' })).toBeChecked()
  await menu.getByRole('button', { name: 'Start Drill' }).click()

  for (let i = 1; i <= 5; i++) {
    const scenario = page.getByTestId('scenario')
    await expect(page.getByTestId('scenario-count')).toHaveText(`Scenario ${i} of 5`)
    const submit = scenario.getByRole('button', { name: 'Submit Answer' })
    await expect(submit).toBeDisabled()
    if (i === 2) {
      // Left alone: the timer turns red at 3 s, then the answer goes in empty and scores 0.
      await expect(page.getByTestId('scenario-timer')).toHaveAttribute('data-urgent', 'true', { timeout: 10_000 })
      await expect(page.getByTestId('scenario-timer')).toHaveClass(/pp-game-timer--urgent/)
      await expect(page.getByTestId('scenario-feedback')).toContainText("Time's up! No answer, 0 points.")
    } else {
      await expect(page.getByTestId('scenario-timer')).toHaveAttribute('data-urgent', 'false')
      await scenario.getByRole('radio').first().check()
      await expect(submit).toBeEnabled()
      // At a reader's pace (the server's floor is at most 2 s from serving the scenario).
      await page.waitForTimeout(2_100)
      await submit.click()
      await expect(page.getByTestId('scenario-feedback')).toContainText('points')
    }
    // Every option comes back with its explanation once answered.
    await expect(page.getByTestId('scenario-feedback').getByRole('listitem')).not.toHaveCount(0)
    await scenario.getByRole('button', { name: i < 5 ? 'Next Scenario' : 'Finish Game' }).click()
  }

  const results = page.getByTestId('drill-results')
  await expect(results.getByRole('heading', { name: 'Drill Complete!' })).toBeVisible()
  await expect(results).toContainText('(time ran out)')
  await expect(results.getByTestId('result-saved')).toBeVisible()
  const score = Number(await results.getByTestId('score-value').textContent())
  const max = Number(await results.getByTestId('max-score-value').textContent())
  expect(max).toBeGreaterThan(0)
  // A play's percent rounds down, so 59.5% is still red; the hub's average rounds to nearest.
  const percent = Math.floor((score * 100) / max)
  await expect(results.getByTestId('final-score')).toContainText(`${percent}%`)
  await expect(results.getByTestId('final-score')).toHaveAttribute(
    'data-colour',
    percent >= 80 ? 'green' : percent >= 60 ? 'yellow' : 'red',
  )
  await expect(page.getByTestId('toast').filter({ hasText: `Game complete! You scored ${score}/${max} points!` })).toBeVisible()
  // A first game always earns Game Starter; the popup names what this play earned.
  const popup = page.getByTestId('achievements-popup')
  await expect(popup).toContainText('Game Starter')
  await popup.getByRole('button', { name: 'Awesome!' }).click()
  await expect(popup).toBeHidden()

  await results.getByRole('button', { name: 'Back to Menu' }).click()
  await expect(page.getByTestId('drill-menu')).toBeVisible()

  await page.goto('/app/games')
  await expect(page.getByTestId('tile-games-played')).toContainText('1')
  await expect(page.getByTestId('tile-total-points')).toContainText(String(score))
  await expect(page.getByTestId('tile-level')).toContainText(String(Math.floor(score / 100) + 1))
  await expect(page.getByTestId('tile-average-score')).toContainText(`${Math.round((score * 100) / max)}%`)
  await expect(page.getByTestId('points-to-next-level')).toContainText(`${100 - (score % 100)} more`)
  await expect(page.getByTestId('recent-achievements')).toContainText('Game Starter')
})

test('protects behaviour: Pro Soccer IQ mode plays professional scenarios that show how a pro reads each option', async ({ page }) => {
  await signUpPlayer(page, { prefix: 'pro-iq', age: 17 })
  await page.goto('/app/games/decision-drill')
  await page.getByTestId('drill-menu').getByRole('radio', { name: 'Pro Soccer IQ' }).check()
  await page.getByRole('button', { name: 'Start Drill' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Decision Drill: Pro Soccer IQ' })).toBeVisible()
  await page.getByTestId('scenario').getByRole('radio').first().check()
  await page.getByRole('button', { name: 'Submit Answer' }).click()
  // Sent at once, faster than the scenario can be read: the server does not score it.
  await expect(page.getByTestId('scenario-feedback').getByRole('status')).toHaveText(GAME_MESSAGES.tooFast)
  await expect(page.getByTestId('scenario-feedback')).toContainText('Likely outcome:')
  await expect(page.getByTestId('scenario-feedback')).toContainText(/(Low|Medium|High) risk/)
})

test('protects behaviour: Leo (11) loading the drill again and again always starts it in 8-12, even when his profile is slow to load', async ({
  page,
}) => {
  const signedIn = await page.request.post('/api/auth/sign-in', {
    headers: SITE_ORIGIN,
    data: { email: 'leo@pitchpath.dev', password: 'demo-player-2' },
  })
  expect(signedIn.status(), await signedIn.text()).toBe(200)
  let load = 0
  // Every other load, the session answers late: the menu must wait for it, not start with a default.
  await page.route('**/api/auth/session', async (route) => {
    if (load % 2 === 1) await new Promise((resolve) => setTimeout(resolve, 1_500))
    await route.continue()
  })
  for (load = 0; load < 6; load++) {
    await page.goto('/app/games/decision-drill')
    const menu = page.getByTestId('drill-menu')
    await expect(menu.getByTestId('drill-age-group')).toHaveText('Age group: Ages 8-12 (from your profile)')
    const started = page.waitForResponse((res) => res.url().endsWith('/api/games/plays') && res.request().method() === 'POST')
    await menu.getByRole('button', { name: 'Start Drill' }).click()
    const res = await started
    expect(res.request().postDataJSON(), `load ${load + 1}`).toMatchObject({ game_id: 'decision-drill', age_group: '8-12' })
    expect((await res.json()).play.age_group, `load ${load + 1}`).toBe('8-12')
    await expect(page.getByTestId('scenario')).toBeVisible()
  }
})
