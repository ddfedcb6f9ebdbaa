import { expect, type Locator, type Page, test } from '@playwright/test'
import { GOAL_MESSAGES } from '@app/shared/domain/messages/goals.ts'
import { SITE_ORIGIN, signUpPlayer } from './support.ts'

/**
 * Presses Tab (nothing else) until `target` has focus, and checks that the focus can be seen there:
 * an outline or a ring, never a bare element. Fails if Tab never reaches it.
 */
async function tabTo(page: Page, target: Locator, max = 80): Promise<void> {
  await expect(target).toBeVisible()
  for (let i = 0; i < max; i++) {
    await page.keyboard.press('Tab')
    if (await target.evaluate((el) => el === document.activeElement)) {
      const ring = await target.evaluate((el) => {
        const style = getComputedStyle(el)
        return style.outlineStyle !== 'none' && style.outlineWidth !== '0px' ? 'outline' : style.boxShadow !== 'none' ? 'shadow' : 'none'
      })
      expect(ring, 'the focused control shows a focus indicator').not.toBe('none')
      return
    }
  }
  throw new Error(`Tab never reached ${target}`)
}

test('protects behaviour: by keyboard alone a player signs in, creates a goal and answers a trivia question', async ({ page }) => {
  const email = await signUpPlayer(page, { prefix: 'keys-only', age: 14 })
  expect((await page.request.post('/api/auth/sign-out', { headers: SITE_ORIGIN })).status()).toBe(204)

  // Sign in: Tab to each field, type, Enter submits.
  await page.goto('/app/auth')
  const form = page.getByTestId('sign-in-form')
  await tabTo(page, form.getByLabel('Email'))
  await page.keyboard.type(email)
  await tabTo(page, form.getByLabel('Password'))
  await page.keyboard.type('kickoff-123')
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/app\/dashboard$/)

  // A goal: title, a pillar picked with the arrow keys, the submit button pressed with Enter.
  await page.goto('/app/goal-creation/new')
  const goal = page.getByTestId('goal-form')
  await tabTo(page, goal.getByLabel('Goal title'))
  await page.keyboard.type('Keyboard-only dribbling')
  await tabTo(page, goal.getByLabel('Pillar'))
  await page.keyboard.press('ArrowDown')
  const pillar = await goal.getByLabel('Pillar').inputValue()
  await tabTo(page, goal.getByRole('button', { name: 'Create Goal' }))
  await page.keyboard.press('Enter')
  await expect(page.getByTestId('toast').filter({ hasText: GOAL_MESSAGES.created })).toBeVisible()
  await expect(page).toHaveURL(/\/app\/goal-tracker$/)
  const goals = (await (await page.request.get('/api/goals')).json()).goals as { title: string; pillar: string }[]
  expect(goals.map((g) => [g.title, g.pillar])).toEqual([['Keyboard-only dribbling', pillar]])

  // Trivia: Tab into the answers, Space chooses, Enter submits, then on to the next question.
  await page.goto('/app/games/soccer-trivia')
  const question = page.getByTestId('question')
  await expect(page.getByTestId('question-count')).toHaveText('Question 1 of 8')
  await tabTo(page, question.getByRole('radio').first())
  await page.keyboard.press('Space')
  await expect(question.getByRole('radio').first()).toBeChecked()
  await tabTo(page, question.getByRole('button', { name: 'Submit Answer' }))
  await page.waitForTimeout(2_100) // a reader's pace: the server scores no answer sooner than its question can be read
  await page.keyboard.press('Enter')
  const feedback = page.getByTestId('question-feedback')
  await expect(feedback.getByRole('status')).toHaveText(/^(Correct!|Not quite)/)
  await tabTo(page, feedback.getByRole('button', { name: 'Next Question' }))
  await page.keyboard.press('Enter')
  await expect(page.getByTestId('question-count')).toHaveText('Question 2 of 8')
})
