import { expect, test } from '@playwright/test'
import { signUpPlayer } from '../../shell/e2e/support.ts'

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
