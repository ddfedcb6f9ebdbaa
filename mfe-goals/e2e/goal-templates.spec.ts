import AxeBuilder from '@axe-core/playwright'
import { expect, type Page, test } from '@playwright/test'
import { addDays, todayIn } from '@app/shared/domain/calendar-day.ts'
import { SIMULATED_TOKENS } from '@app/shared/domain/billing/simulated-card.ts'
import { GOAL_MESSAGES } from '@app/shared/domain/messages/goals.ts'
import { SITE_ORIGIN, signUpPlayer } from '../../shell/e2e/support.ts'

const toast = (page: Page, message: string) => page.getByTestId('toast').filter({ hasText: message })
const card = (page: Page, title: string) =>
  page.getByTestId('goal-card').filter({ has: page.getByRole('heading', { name: title, exact: true }) })

test('protects behaviour: a Pro player saves a goal as a template on My Goals and starts a new goal from it on Create New Goal, target date included; a Free player is not offered templates; the page has no axe-core violations', async ({
  page,
}) => {
  await signUpPlayer(page, { prefix: 'templates', age: 15, firstName: 'Tia' })
  const today = todayIn(new Date(), 'UTC')
  const made = await page.request.post('/api/goals', {
    headers: SITE_ORIGIN,
    data: {
      title: 'Juggle 50 times',
      description: 'Both feet',
      pillar: 'technical',
      goal_type: 'performance',
      target_date: addDays(today, 30),
    },
  })
  expect(made.status(), await made.text()).toBe(201)

  // Free: no Save as template, no templates on Create New Goal.
  await page.goto('/app/goal-tracker')
  await expect(card(page, 'Juggle 50 times')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Save as template' })).toHaveCount(0)

  const upgraded = await page.request.post('/api/billing/checkout', {
    headers: SITE_ORIGIN,
    data: { checkout_id: crypto.randomUUID(), plan: 'pro', payment_token: SIMULATED_TOKENS.ok },
  })
  expect(upgraded.status(), await upgraded.text()).toBeLessThan(300)
  await page.reload()
  await card(page, 'Juggle 50 times').getByRole('button', { name: 'Save as template' }).click()
  await expect(toast(page, GOAL_MESSAGES.templateSaved)).toBeVisible()

  await page.goto('/app/goal-creation/new')
  const template = page.getByTestId('goal-template').filter({ hasText: 'Juggle 50 times' })
  await expect(template).toContainText('30 days')
  const { violations } = await new AxeBuilder({ page }).analyze()
  expect(
    violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
    'Create New Goal with a template',
  ).toEqual([])
  await template.getByRole('button', { name: 'Use this' }).click()
  await expect(toast(page, GOAL_MESSAGES.templateApplied)).toBeVisible()
  const form = page.getByTestId('goal-form')
  await expect(form.getByLabel('Goal title')).toHaveValue('Juggle 50 times')
  await expect(form.getByLabel('Description')).toHaveValue('Both feet')
  await expect(form.getByLabel('Goal type')).toHaveValue('performance')
  await expect(form.getByLabel('Target date')).toHaveValue(addDays(today, 30))

  // Removed, it is gone from the list.
  await template.getByRole('button', { name: 'Remove' }).click()
  await expect(toast(page, GOAL_MESSAGES.templateRemoved)).toBeVisible()
  await expect(page.getByTestId('goal-templates')).toHaveCount(0)
})
