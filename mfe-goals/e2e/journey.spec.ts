import { expect, type Page, test } from '@playwright/test'
import { SITE_ORIGIN as ORIGIN, signUpPlayer as signUpFresh } from '../../shell/e2e/support.ts'

const signUpPlayer = (page: Page) => signUpFresh(page, { prefix: 'journey', age: 15, firstName: 'Tom' })

async function logSession(page: Page, session: { session_type: string; skill_focus: string[]; duration_minutes: number }): Promise<void> {
  const res = await page.request.post('/api/training', {
    headers: ORIGIN,
    data: { id: crypto.randomUUID(), energy_level: 3, notes: null, time_zone: 'UTC', ...session },
  })
  expect(res.status(), await res.text()).toBe(201)
}

const entryTexts = (page: Page) => page.getByTestId('journey-text')

test('protects behaviour: a new player sees where the journey starts, and after training the milestones appear newest first', async ({
  page,
}) => {
  await signUpPlayer(page)
  await page.goto('/app/journey')
  await expect(page.getByRole('heading', { level: 1, name: 'My Journey' })).toBeVisible()
  const empty = page.getByTestId('journey-empty')
  await expect(empty).toContainText('Your journey starts with your first session')
  await expect(empty.getByRole('link', { name: 'Go to your dashboard' })).toHaveAttribute('href', '/app/dashboard')

  // 45 min of Match: 60 XP and the First Session badge. Then 120 min Technical: 144 XP, 204 in all,
  // past the 100 that Player Level 2 costs.
  await logSession(page, { session_type: 'match', skill_focus: ['technical'], duration_minutes: 45 })
  await logSession(page, { session_type: 'technical', skill_focus: ['technical'], duration_minutes: 120 })

  // The dashboard's level card is the way there (the top navigation has no Journey link).
  await page.goto('/app/dashboard')
  await page.getByTestId('level-card').getByRole('link', { name: 'See My Journey' }).click()
  await expect(page).toHaveURL(/\/app\/journey$/)
  await expect(entryTexts(page)).toHaveText(['Reached Player Level 2 · Rookie', 'Earned the First Session badge'])
  await expect(page.getByTestId('journey-entry').first().locator('time')).toHaveAttribute('datetime', /^\d{4}-\d{2}-\d{2}T/)
  await expect(page.getByTestId('journey-load-more')).toHaveCount(0)
  await expect(page.getByTestId('journey-empty')).toHaveCount(0)
})

test('protects behaviour: Load more appends the next page of the journey and goes away on the last page', async ({ page }) => {
  await signUpPlayer(page)
  const entry = (n: number) => ({
    id: `e${n}`,
    kind: 'badge_earned',
    value: null,
    label: `Badge ${n}`,
    occurred_at: new Date(Date.UTC(2026, 10, 23) - n * 60_000).toISOString(),
  })
  // A long history is many sessions' work; two pages served here show what the page does with them.
  await page.route('**/api/journey?offset=*', (route) => {
    const offset = Number(new URL(route.request().url()).searchParams.get('offset'))
    const body = offset === 0 ? { entries: [entry(1), entry(2)], next_offset: 2 } : { entries: [entry(3)], next_offset: null }
    return route.fulfill({ json: body })
  })
  await page.goto('/app/journey')
  await expect(entryTexts(page)).toHaveText(['Earned the Badge 1 badge', 'Earned the Badge 2 badge'])
  await page.getByRole('button', { name: 'Load more' }).click()
  await expect(entryTexts(page)).toHaveText(['Earned the Badge 1 badge', 'Earned the Badge 2 badge', 'Earned the Badge 3 badge'])
  await expect(page.getByRole('button', { name: 'Load more' })).toHaveCount(0)
})

test('protects behaviour: a journey that fails to load says so with Try again, which loads it', async ({ page }) => {
  await signUpPlayer(page)
  let fail = true
  await page.route('**/api/journey?offset=*', (route) =>
    fail ? route.fulfill({ status: 500, json: { error: { code: 'INTERNAL', message: 'Something went wrong' } } }) : route.continue(),
  )
  await page.goto('/app/journey')
  await expect(page.getByTestId('journey-error')).toBeVisible()
  fail = false
  await page.getByRole('button', { name: 'Try again' }).click()
  await expect(page.getByTestId('journey-empty')).toBeVisible()
})
