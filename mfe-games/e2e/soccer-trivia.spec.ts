import { expect, test } from '@playwright/test'
import { GAME_MESSAGES } from '@app/shared/domain/messages/games.ts'
import { signUpPlayer } from '../../shell/e2e/support.ts'

// Long enough to read any question (the server's floor is at most 2 s from serving it).
const READ_MS = 2_100

test('protects behaviour: a full Soccer Trivia play with an explanation after every answer, served one question at a time, an answer too fast to read scoring 0, saved once by the server', async ({
  page,
}) => {
  await signUpPlayer(page, { prefix: 'trivia', age: 15 })
  await page.goto('/app/games/soccer-trivia')
  await expect(page.getByTestId('trivia-timer')).toContainText(/^⏱ (10:00|9:5\d)/)
  let correct = 0
  for (let i = 1; i <= 8; i++) {
    const question = page.getByTestId('question')
    await expect(page.getByTestId('question-count')).toHaveText(`Question ${i} of 8`)
    await expect(question.getByRole('button', { name: 'Submit Answer' })).toBeDisabled()
    await question
      .getByRole('radio')
      .nth(i % 4)
      .check()
    // The first answer goes in at once, faster than anyone reads the question; the rest at a reader's pace.
    if (i > 1) await page.waitForTimeout(READ_MS)
    await question.getByRole('button', { name: 'Submit Answer' }).click()
    const feedback = page.getByTestId('question-feedback')
    await expect(feedback).toBeVisible()
    if (i === 1) await expect(feedback.getByRole('status')).toHaveText(GAME_MESSAGES.tooFast)
    if ((await feedback.getByRole('status').textContent())?.startsWith('Correct!')) correct++
    // The explanation follows the verdict.
    await expect(feedback.locator('p').nth(1)).not.toBeEmpty()
    await feedback.getByRole('button', { name: i < 8 ? 'Next Question' : 'See Results' }).click()
  }
  const results = page.getByTestId('trivia-results')
  await expect(results.getByRole('heading', { name: 'Quiz Complete!' })).toBeVisible()
  await expect(results).toContainText(`${correct} of 8 correct`)
  await expect(results.getByTestId('result-saved')).toBeVisible()
  const score = Number(await results.getByTestId('score-value').textContent())
  const max = Number(await results.getByTestId('max-score-value').textContent())
  expect(max).toBeGreaterThanOrEqual(40) // 8 questions at 5, 8 or 12 points
  await expect(page.getByTestId('toast').filter({ hasText: `Game complete! You scored ${score}/${max} points!` })).toBeVisible()

  const stats = await (await page.request.get('/api/games/stats')).json()
  expect([stats.stats.games_played, stats.stats.total_points]).toEqual([1, score])
})

test('protects behaviour: the 10-minute clock ends a Trivia play and shows the results; signed out, nothing is kept and the visitor is invited to sign in', async ({
  page,
}) => {
  await page.clock.install()
  await page.goto('/app/games/soccer-trivia')
  await expect(page.getByTestId('question-count')).toHaveText('Question 1 of 8')
  await page.getByTestId('question').getByRole('radio').first().check()
  await page.getByRole('button', { name: 'Submit Answer' }).click()
  await expect(page.getByTestId('question-feedback')).toBeVisible()

  await page.clock.fastForward('10:01')
  const results = page.getByTestId('trivia-results')
  await expect(results.getByRole('heading', { name: "Time's up!" })).toBeVisible()
  await expect(results.getByTestId('sign-in-invite')).toContainText('Sign in to keep your points and earn achievements.')
  await expect(results.getByTestId('result-saved')).toHaveCount(0)
})

test('protects behaviour: a reload mid-quiz resumes the same play at the next question, with the score and the clock kept', async ({
  page,
}) => {
  await signUpPlayer(page, { prefix: 'resume', age: 15 })
  await page.goto('/app/games/soccer-trivia')
  const asked: string[] = []
  for (let i = 1; i <= 3; i++) {
    const question = page.getByTestId('question')
    await expect(page.getByTestId('question-count')).toHaveText(`Question ${i} of 8`)
    asked.push((await question.getByRole('heading').textContent()) ?? '')
    await question
      .getByRole('radio')
      .nth(i % 4)
      .check()
    await page.waitForTimeout(READ_MS)
    await question.getByRole('button', { name: 'Submit Answer' }).click()
    await expect(page.getByTestId('question-feedback')).toBeVisible()
    // The source of the fact is told with the explanation.
    await expect(page.getByTestId('question-source')).toHaveText(/^.+, \d{4}$/)
    if (i < 3) await page.getByRole('button', { name: 'Next Question' }).click()
  }
  const score = await page.getByTestId('trivia-score').textContent()
  expect(score).toMatch(/^Score so far: \d+ pts$/)

  await page.reload()
  await expect(page.getByTestId('trivia-resumed')).toHaveText(GAME_MESSAGES.resumed(4, 8))
  await expect(page.getByTestId('question-count')).toHaveText('Question 4 of 8')
  await expect(page.getByTestId('trivia-score')).toHaveText(score!)
  const fourth = (await page.getByTestId('question').getByRole('heading').textContent()) ?? ''
  expect(asked).not.toContain(fourth)
  await expect(page.getByTestId('trivia-timer')).not.toContainText('10:00')

  // Reloading again with question 4 on screen brings back question 4, not a new one.
  await page.reload()
  await expect(page.getByTestId('trivia-resumed')).toHaveText(GAME_MESSAGES.resumed(4, 8))
  await expect(page.getByTestId('question').getByRole('heading')).toHaveText(fourth)

  for (let i = 4; i <= 8; i++) {
    const question = page.getByTestId('question')
    await expect(page.getByTestId('question-count')).toHaveText(`Question ${i} of 8`)
    await question.getByRole('radio').first().check()
    await page.waitForTimeout(READ_MS)
    await question.getByRole('button', { name: 'Submit Answer' }).click()
    await page
      .getByTestId('question-feedback')
      .getByRole('button', { name: i < 8 ? 'Next Question' : 'See Results' })
      .click()
  }
  const results = page.getByTestId('trivia-results')
  await expect(results.getByRole('heading', { name: 'Quiz Complete!' })).toBeVisible()
  await expect(results.getByTestId('result-saved')).toBeVisible()
  const stats = await (await page.request.get('/api/games/stats')).json()
  expect(stats.stats.games_played).toBe(1)
})
