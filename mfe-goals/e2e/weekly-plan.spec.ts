import { expect, test } from '@playwright/test'

// The demo player Maya (edge-api/src/db/seed.ts) has active goals; her week is built by the server on
// her first request of it, on her own calendar (the real clock: whatever today is, the plan holds a
// session she can still start, docs/features/training-and-progress.md "Weekly plan").
test('protects behaviour: Maya sees This week from her goals, starts a session, Log Training is pre-filled, and it shows done', async ({
  page,
}) => {
  await page.goto('/app/auth')
  const signIn = page.getByTestId('sign-in-form')
  await signIn.getByLabel('Email').fill('maya@pitchpath.dev')
  await signIn.getByLabel('Password').fill('demo-player-1')
  await signIn.getByRole('button', { name: 'Sign In' }).click()
  await page.waitForURL((url) => !url.pathname.endsWith('/auth'))
  await page.goto('/app/dashboard')

  const card = page.getByTestId('plan-card')
  await expect(card.getByRole('heading', { name: 'This week' })).toBeVisible()
  const sessions = card.getByTestId('plan-session')
  await expect(sessions.first()).toBeVisible()
  // Tied to her goals, one sentence each, drills linking to their pages.
  await expect(card.getByTestId('plan-session-sentence').first()).toContainText(/goal "|trained least|step up|coach set/)
  await expect(card.getByRole('link').first()).toHaveAttribute('href', /\/app\/drills\/[a-z0-9-]+$/)

  const open = sessions.filter({ has: page.getByRole('button', { name: /^Start/ }) }).first()
  const id = await open.getAttribute('data-session-id')
  const minutes = (await open.locator('.pp-recent__head strong').textContent())?.match(/(\d+) min/)?.[1]
  expect(id).toBeTruthy()
  await open.getByRole('button', { name: /^Start/ }).click()

  const form = page.getByTestId('log-training-form')
  await expect(form.getByTestId('log-from-plan')).toBeVisible()
  await expect(form.getByRole('slider', { name: 'Duration' })).toHaveValue(minutes!)
  await expect(form.getByRole('checkbox', { checked: true })).toHaveCount(1)

  const posted = page.waitForRequest((r) => r.method() === 'POST' && new URL(r.url()).pathname === '/api/training')
  await form.getByRole('button', { name: 'Log Training' }).click()
  expect((await posted).postDataJSON()).toMatchObject({ plan_session_id: id, duration_minutes: Number(minutes) })
  await expect(card.locator(`[data-session-id="${id}"]`)).toHaveAttribute('data-state', 'done')
  await expect(card.locator(`[data-session-id="${id}"]`).getByTestId('plan-session-state')).toHaveText('Done')
})
