import { expect, test } from '@playwright/test'
import { SITE_ORIGIN, signUpParent, uniqueEmail } from '../../shell/e2e/support.ts'

test("protects behaviour: the family admin opens the Family Report from the dashboard, reads a child's week with its trend and days, switches to 30 days in the URL, and prints without the site around it", async ({
  browser,
}) => {
  const admin = await (await browser.newContext()).newPage()
  await signUpParent(admin, { firstName: 'Rosa' })
  expect((await admin.request.post('/api/family', { headers: SITE_ORIGIN, data: { family_name: 'Rivera Family' } })).status()).toBe(201)
  const childEmail = uniqueEmail('report-child')
  const made = await admin.request.post('/api/family/children', {
    headers: SITE_ORIGIN,
    data: { first_name: 'Lia', last_name: 'Rivera', email: childEmail, password: 'kickoff-123', age: 11 },
  })
  expect(made.status(), await made.text()).toBe(201)

  // Lia logs a session from her own browser.
  const child = await (await browser.newContext()).newPage()
  expect(
    (
      await child.request.post('/api/auth/sign-in', { headers: SITE_ORIGIN, data: { email: childEmail, password: 'kickoff-123' } })
    ).status(),
  ).toBe(200)
  const logged = await child.request.post('/api/training', {
    headers: SITE_ORIGIN,
    data: {
      id: crypto.randomUUID(),
      session_type: 'technical',
      skill_focus: ['technical'],
      duration_minutes: 45,
      energy_level: 4,
      notes: '',
      time_zone: 'UTC',
    },
  })
  expect(logged.status(), await logged.text()).toBe(201)

  await admin.goto('/app/parent-dashboard')
  await admin.getByRole('link', { name: 'Family Report' }).click()
  await expect(admin).toHaveURL(/\/app\/family\/report$/)
  const report = admin.getByTestId('child-report').filter({ hasText: 'Lia Rivera' })
  await expect(report.getByTestId('report-headline')).toContainText('Lia trained once for 45 minutes on 1 day.')
  await expect(report.getByTestId('report-trend')).toHaveText('1 more session than the 7 days before.')
  await expect(report.getByTestId('report-sessions')).toHaveText('1 Sessions')
  await expect(report.getByTestId('report-types')).toContainText('Technical: 1 session, 45 min')
  await expect(report.getByTestId('report-badges')).toContainText('First Session')
  await expect(report.getByTestId('report-activity-table').locator('tbody tr')).toHaveCount(7)
  await expect(admin.getByTestId('report-meta')).toContainText('Rivera Family · Last 7 days')

  // The period is a tab, kept in the URL so the report can be bookmarked.
  await admin.getByRole('tab', { name: 'Last 30 days' }).click()
  await expect(admin).toHaveURL(/\/app\/family\/report\?period=month$/)
  await expect(report.getByTestId('report-activity-table').locator('tbody tr')).toHaveCount(30)
  await expect(report.getByTestId('report-trend')).toHaveText('1 more session than the 30 days before.')
  await admin.reload()
  await expect(admin.getByRole('tab', { name: 'Last 30 days' })).toHaveAttribute('aria-selected', 'true')

  // On paper: the report, not the site's header, footer or the page's own buttons.
  await admin.emulateMedia({ media: 'print' })
  await expect(report).toBeVisible()
  await expect(admin.locator('.pp-header')).toBeHidden()
  await expect(admin.getByRole('button', { name: 'Print report' })).toBeHidden()
  await expect(admin.getByRole('tablist', { name: 'Report period' })).toBeHidden()
})

test("protects behaviour: a parent who administers no family is told the report is the family administrator's", async ({ page }) => {
  await signUpParent(page, { firstName: 'Olga' })
  await page.goto('/app/family/report')
  await expect(page.getByTestId('access-denied')).toBeVisible()
})
