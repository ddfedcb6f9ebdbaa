import AxeBuilder from '@axe-core/playwright'
import { expect, test } from '@playwright/test'
import { PAID_FEATURES } from '@app/shared/domain/billing/tier-features.ts'
import { SITE_ORIGIN, signUpPlayer } from '../../shell/e2e/support.ts'
import { SIMULATED_TOKENS } from '@app/shared/domain/billing/simulated-card.ts'

test('protects behaviour: a Free player opening My Analytics from the dashboard is shown the plans; on Pro they read their week, 30 days and 12 weeks from their own sessions, on a page with no axe-core violations', async ({
  page,
}) => {
  await signUpPlayer(page, { prefix: 'analytics', age: 15, firstName: 'Ana' })
  for (const [minutes, type] of [
    [40, 'technical'],
    [20, 'physical'],
  ] as const) {
    const logged = await page.request.post('/api/training', {
      headers: SITE_ORIGIN,
      data: {
        id: crypto.randomUUID(),
        session_type: type,
        skill_focus: [type],
        duration_minutes: minutes,
        energy_level: 4,
        notes: '',
        time_zone: 'UTC',
      },
    })
    expect(logged.status(), await logged.text()).toBe(201)
  }

  await page.goto('/app/dashboard')
  await page.getByRole('link', { name: 'See My Analytics' }).click()
  await expect(page).toHaveURL(/\/app\/analytics$/)
  await expect(page.getByTestId('analytics-upgrade')).toContainText(PAID_FEATURES.advancedAnalytics.message)

  const upgraded = await page.request.post('/api/billing/checkout', {
    headers: SITE_ORIGIN,
    data: { checkout_id: crypto.randomUUID(), plan: 'pro', payment_token: SIMULATED_TOKENS.ok },
  })
  expect(upgraded.status(), await upgraded.text()).toBeLessThan(300)
  await page.reload()
  const report = page.getByTestId('child-report')
  await expect(report.getByTestId('report-headline')).toContainText('You trained 2 times for 60 minutes on 1 day.')
  await expect(report.getByTestId('report-average')).toHaveText('30 min Average session')
  await expect(report.getByTestId('report-energy')).toHaveText('4 (High) Average energy')
  await expect(report.getByTestId('report-skills')).toContainText('Technical: 1 session')
  await expect(report.getByTestId('report-weeks').getByRole('listitem')).toHaveCount(12)
  await expect(report.getByTestId('report-weeks').getByRole('listitem').last()).toContainText('2 sessions, 60 min')
  await expect(page.getByTestId('level-forecast')).toContainText('you reach Player Level 2 around')
  await expect(page.getByTestId('skill-suggestion')).toContainText('Train next: Tactical.')

  await page.getByRole('tab', { name: 'Last 30 days' }).click()
  await expect(page).toHaveURL(/\/app\/analytics\?period=month$/)
  await expect(report.getByTestId('report-activity-table').locator('tbody tr')).toHaveCount(30)
  const { violations } = await new AxeBuilder({ page }).analyze()
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([])
})
