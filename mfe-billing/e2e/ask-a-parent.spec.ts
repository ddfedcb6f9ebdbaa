import { expect, type Page, test } from '@playwright/test'
import { BILLING_MESSAGES } from '@app/shared/domain/billing/billing-messages.ts'
import { latestMail, SITE_ORIGIN, signUpParent, uniqueEmail } from '../../shell/e2e/support.ts'

async function newPage(browser: import('@playwright/test').Browser): Promise<Page> {
  return (await browser.newContext()).newPage()
}

test('protects behaviour: a child under 13 asks a parent instead of paying: the parent gets the link to the plans, the child sees the ask sent and pending, and checkout stays shut', async ({
  browser,
}) => {
  // Rosa makes her family and creates Lia's account (9): her consent is on record, so Lia is protected.
  const parent = await newPage(browser)
  const parentEmail = await signUpParent(parent, { firstName: 'Rosa' })
  expect((await parent.request.post('/api/family', { headers: SITE_ORIGIN, data: { family_name: 'Rivera Family' } })).status()).toBe(201)
  const childEmail = uniqueEmail('asking-child')
  const made = await parent.request.post('/api/family/children', {
    headers: SITE_ORIGIN,
    data: { first_name: 'Lia', last_name: 'Rivera', email: childEmail, password: 'kickoff-123', age: 9 },
  })
  expect(made.status(), await made.text()).toBe(201)
  const child = await newPage(browser)
  expect(
    (
      await child.request.post('/api/auth/sign-in', { headers: SITE_ORIGIN, data: { email: childEmail, password: 'kickoff-123' } })
    ).status(),
  ).toBe(200)

  // Plans: where others upgrade, Lia asks; it leads to the ask, never to a card form.
  await child.goto('/app/plans')
  await child
    .getByTestId('plan-pro')
    .getByRole('button', { name: /Ask a parent/ })
    .click()
  await expect(child).toHaveURL(/\/app\/subscription$/)
  const ask = child.getByTestId('ask-parent-for-plan')
  await expect(ask).toContainText(BILLING_MESSAGES.askParentIntro('Pro'))
  await expect(child.getByTestId('card-form')).toHaveCount(0)
  await expect(child.getByRole('button', { name: /Pay \$/ })).toHaveCount(0)

  await ask.getByRole('button', { name: BILLING_MESSAGES.askParent }).click()
  await expect(ask.getByTestId('plan-request-status')).toContainText(BILLING_MESSAGES.askSent('Pro'))
  await expect(ask.getByRole('button', { name: BILLING_MESSAGES.askParent })).toBeDisabled()

  // The parent's mail names the child and links to the plans with Pro chosen.
  const mail = await latestMail(parent, parentEmail)
  expect(mail.subject).toBe('Lia asked for PitchPath Pro')
  const link = new URL(mail.text.match(/(http\S+\/app\/plans\?plan=pro)/)![1]!)

  // Back later (typing the checkout's address): still no card form, the ask pending and when to ask again.
  await child.goto('/app/subscription')
  await expect(ask.getByTestId('plan-request-status')).toContainText('You asked your parent for Pro on')
  await expect(ask.getByTestId('plan-request-status')).toContainText('You can ask again from')
  await expect(ask.getByRole('button', { name: BILLING_MESSAGES.askParent })).toBeDisabled()
  await expect(child.getByTestId('card-form')).toHaveCount(0)
  // Nor does the API take a payment from her, and asking again at once is refused and says why.
  const paid = await child.request.post('/api/billing/checkout', {
    headers: SITE_ORIGIN,
    data: { checkout_id: crypto.randomUUID(), plan: 'pro', payment_token: 'sim_tok_visa' },
  })
  expect(paid.status()).toBe(403)
  const again = await child.request.post('/api/billing/plan-requests', { headers: SITE_ORIGIN, data: { plan: 'pro' } })
  expect(again.status()).toBe(429)
  expect((await again.json()).error.message).toBe(BILLING_MESSAGES.askedRecently('Pro'))

  // Rosa follows the link: her plans page says who asked for what, and outlines Pro.
  await parent.goto(link.pathname + link.search)
  await expect(parent.getByTestId('child-plan-requests')).toHaveText(BILLING_MESSAGES.childAsked('Lia', 'Pro'))
  await expect(parent.getByTestId('plan-pro')).toHaveClass(/pp-plan--asked/)
})
