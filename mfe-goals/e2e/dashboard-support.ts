/** What the dashboard's browser tests share (dashboard.spec.ts, dashboard-planned-sessions.spec.ts). */
import { expect, type Page } from '@playwright/test'
import { signUpPlayer as signUpFresh } from '../../shell/e2e/support.ts'

export const signUpPlayer = (page: Page) => signUpFresh(page, { prefix: 'dashboard', age: 12, firstName: 'Nia' })

export async function openDashboard(page: Page): Promise<void> {
  await page.goto('/app/dashboard')
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible()
  await expect(page.getByTestId('player-level')).toBeVisible()
}

/**
 * Scrolls to each card in turn: the cards below the first screen load their code only when the
 * player comes near them (docs/features/training-and-progress.md, "Cards loaded when visible").
 */
export async function scrollToCards(page: Page, ...testIds: string[]): Promise<void> {
  for (const testId of testIds) await page.getByTestId(testId).scrollIntoViewIfNeeded()
}

/** Logs a technical session from the dashboard's Log Training form, everything else left as it is. */
export async function logTechnicalSession(page: Page): Promise<void> {
  const form = page.getByTestId('log-training-form')
  await form.getByRole('checkbox', { name: 'Technical' }).check()
  await form.getByRole('button', { name: 'Log Training' }).click()
}

export const toast = (page: Page, message: string) => page.getByTestId('toast').filter({ hasText: message })

export type CardAnswer = { status: number; body: unknown }

/**
 * Changes one card's answer wherever the page reads it: from the card's own route (`path` under
 * /api, e.g. '/progress/badges') and from its part of the dashboard's one read (GET /api/dashboard,
 * docs/features/training-and-progress.md, "One read for the dashboard").
 */
export async function alterCardRead(page: Page, path: string, alter: (real: CardAnswer) => CardAnswer): Promise<void> {
  await page.route(`**/api${path}`, async (route) => {
    if (route.request().method() !== 'GET') return route.continue()
    const res = await route.fetch()
    const { status, body } = alter({ status: res.status(), body: await res.json() })
    await route.fulfill({ status, json: body })
  })
  await page.route('**/api/dashboard', async (route) => {
    const res = await route.fetch()
    const body = (await res.json()) as { parts?: Record<string, CardAnswer> }
    const part = body.parts?.[path]
    if (part) body.parts![path] = alter(part)
    await route.fulfill({ response: res, json: body })
  })
}
