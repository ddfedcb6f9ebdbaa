/** What the dashboard's browser tests share (dashboard.spec.ts, dashboard-planned-sessions.spec.ts). */
import { expect, type Page } from '@playwright/test'
import { signUpPlayer as signUpFresh } from '../../shell/e2e/support.ts'

export const signUpPlayer = (page: Page) => signUpFresh(page, { prefix: 'dashboard', age: 12, firstName: 'Nia' })

export async function openDashboard(page: Page): Promise<void> {
  await page.goto('/app/dashboard')
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible()
  await expect(page.getByTestId('player-level')).toBeVisible()
}

export const toast = (page: Page, message: string) => page.getByTestId('toast').filter({ hasText: message })
