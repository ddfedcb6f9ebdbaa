import AxeBuilder from '@axe-core/playwright'
import { expect, type Page, test } from '@playwright/test'
import { PAID_FEATURES } from '@app/shared/domain/billing/tier-features.ts'
import { SIMULATED_TOKENS } from '@app/shared/domain/billing/simulated-card.ts'
import { MINDSET_MESSAGES } from '@app/shared/domain/messages/mindset.ts'
import { SITE_ORIGIN, signUpPlayer } from '../../shell/e2e/support.ts'

const toast = (page: Page, message: string) => page.getByTestId('toast').filter({ hasText: message })

test('protects behaviour: Mindset Tools shows Free the plans; on Pro the breathing reset runs its phases and stops, and a reflection needs an answer, is saved, listed and removed; no axe-core violations', async ({
  page,
}) => {
  await signUpPlayer(page, { prefix: 'mindset', age: 16, firstName: 'Leo' })
  await page.goto('/app/dashboard')
  await page.getByRole('link', { name: 'Mindset Tools' }).click()
  await expect(page).toHaveURL(/\/app\/mindset$/)
  await expect(page.getByTestId('mindset-upgrade')).toContainText(PAID_FEATURES.mindsetTools.message)

  const upgraded = await page.request.post('/api/billing/checkout', {
    headers: SITE_ORIGIN,
    data: { checkout_id: crypto.randomUUID(), plan: 'pro', payment_token: SIMULATED_TOKENS.ok },
  })
  expect(upgraded.status(), await upgraded.text()).toBeLessThan(300)
  await page.reload()

  // Breathing: the first phase at once, the next after its four seconds, then Stop.
  const breathing = page.getByTestId('breathing')
  await breathing.getByRole('button', { name: 'Start' }).click()
  await expect(page.getByTestId('breathing-phase')).toHaveText('Breathe in · round 1 of 4')
  await expect(page.getByTestId('breathing-phase')).toHaveText('Hold · round 1 of 4')
  await breathing.getByRole('button', { name: 'Stop' }).click()
  await expect(page.getByTestId('breathing-phase')).toHaveText('Ready when you are.')

  // The journal: nothing answered is refused with the message; one answer is enough.
  const journal = page.getByTestId('reflection-journal')
  await journal.getByRole('button', { name: 'Save Reflection' }).click()
  await expect(journal.getByText(MINDSET_MESSAGES.answerOne)).toBeVisible()
  await journal.getByLabel('What went well?').fill('I kept my head up after losing the ball.')
  await journal.getByLabel('What will you work on next?').fill('First touch under pressure')
  await journal.getByRole('button', { name: 'Save Reflection' }).click()
  await expect(toast(page, MINDSET_MESSAGES.saved)).toBeVisible()
  const entry = journal.getByTestId('reflection')
  await expect(entry).toHaveCount(1)
  await expect(entry).toContainText('I kept my head up after losing the ball.')
  await expect(journal.getByLabel('What went well?')).toHaveValue('')

  const { violations } = await new AxeBuilder({ page }).analyze()
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([])

  await entry.getByRole('button', { name: /Remove/ }).click()
  await expect(toast(page, MINDSET_MESSAGES.removed)).toBeVisible()
  await expect(journal.getByTestId('reflection')).toHaveCount(0)
})
