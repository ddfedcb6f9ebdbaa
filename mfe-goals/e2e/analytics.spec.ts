import AxeBuilder from '@axe-core/playwright'
import { expect, test } from '@playwright/test'
import { PAID_FEATURES } from '@app/shared/domain/billing/tier-features.ts'
import { SESSION_TYPE_LABELS, SKILL_FOCUS_LABELS } from '@app/shared/domain/training.ts'
import { SITE_ORIGIN, signUpPlayer } from '../../shell/e2e/support.ts'
import { SIMULATED_TOKENS } from '@app/shared/domain/billing/simulated-card.ts'

test('protects behaviour: a Free player opening My Analytics from the dashboard is shown the plans; on Pro they read their week, 30 days and 12 weeks from their own sessions, on a page with no axe-core violations', async ({
  page,
}) => {
  await signUpPlayer(page, { prefix: 'analytics', age: 15, firstName: 'Ana' })
  const sessions = [
    [40, 'technical'],
    [20, 'physical'],
  ] as const
  for (const [minutes, type] of sessions) {
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

  // The charts say the figures of the sessions logged above; the lists they replace stay for screen readers.
  const minutes = sessions.reduce((n, [m]) => n + m, 0)
  await expect(report.getByTestId('report-comparison-chart')).toHaveAttribute(
    'aria-label',
    `Your last 7 days beside the 7 days before: sessions ${sessions.length}, before 0; minutes ${minutes}, before 0`,
  )
  await expect(report.getByTestId('report-comparison-table').locator('tbody tr')).toHaveCount(2)
  const typeFigures = sessions.map(([m, type]) => `${SESSION_TYPE_LABELS[type]} ${m}`).join(', ')
  await expect(report.getByTestId('report-types-chart')).toHaveAttribute('aria-label', `Your minutes by type of training: ${typeFigures}`)
  await expect(report.getByTestId('report-types-chart').locator('rect')).toHaveCount(sessions.length)
  await expect(report.getByTestId('report-types').getByRole('listitem')).toHaveCount(sessions.length)
  await expect(report.getByTestId('report-skills-chart')).toHaveAttribute(
    'aria-label',
    `Your sessions by skill worked on: ${sessions.map(([, skill]) => `${SKILL_FOCUS_LABELS[skill]} 1`).join(', ')}`,
  )
  // The XP line ends at the player's training XP, and the dashed pace meets the next level's threshold.
  const { level } = await (await page.request.get('/api/progress/level')).json()
  const xpChart = page.getByTestId('xp-projection-chart')
  await expect(xpChart).toHaveAttribute(
    'aria-label',
    new RegExp(
      `^Training XP: ${level.total_xp} XP today, 0 XP 12 weeks ago; at this pace Player Level 2 \\(${level.total_xp + level.xp_to_next_level} XP\\) around `,
    ),
  )
  await expect(xpChart.getByTestId('xp-projection-projected')).toHaveCount(1)
  await expect(xpChart).toContainText(`Level 2: ${level.total_xp + level.xp_to_next_level} XP`)
  await expect(page.getByTestId('xp-projection-table').locator('tbody tr').last()).toContainText(
    String(level.total_xp + level.xp_to_next_level),
  )

  // On a 360 px phone every chart fits the screen, still wide enough to read.
  const wide = page.viewportSize()!
  await page.setViewportSize({ width: 360, height: 640 })
  for (const id of ['report-comparison-chart', 'report-types-chart', 'report-skills-chart', 'xp-projection-chart']) {
    const box = await page.getByTestId(id).boundingBox()
    expect(box, id).not.toBeNull()
    expect(box!.x + box!.width, id).toBeLessThanOrEqual(360)
    expect(box!.width, id).toBeGreaterThan(200)
  }
  await page.setViewportSize(wide)

  await page.getByRole('tab', { name: 'Last 30 days' }).click()
  await expect(page).toHaveURL(/\/app\/analytics\?period=month$/)
  await expect(report.getByTestId('report-activity-table').locator('tbody tr')).toHaveCount(30)
  const { violations } = await new AxeBuilder({ page }).analyze()
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([])
})
