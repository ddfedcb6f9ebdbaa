import { expect, test } from '@playwright/test'
import { BILLING_MESSAGES } from '@app/shared/domain/billing/billing-messages.ts'
import { CARD_ERRORS, TEST_CARDS } from '@app/shared/domain/billing/simulated-card.ts'
import { SITE_ORIGIN, signUpPlayer } from '../../shell/e2e/support.ts'

const goal = (title: string) => ({ title, pillar: 'technical', goal_type: 'process' })

test('protects behaviour: from Plans to Checkout to success with the simulated provider: the Upgrade link goes and a third goal is allowed', async ({
  page,
}) => {
  await signUpPlayer(page, { prefix: 'checkout', age: 16, firstName: 'Ana' })
  for (const title of ['First touch', 'Weak foot'])
    expect((await page.request.post('/api/goals', { headers: SITE_ORIGIN, data: goal(title) })).status()).toBe(201)
  expect((await page.request.post('/api/goals', { headers: SITE_ORIGIN, data: goal('Third') })).status()).toBe(403)

  await page.goto('/app/plans')
  const nav = page.getByTestId('top-nav')
  await expect(nav.getByRole('link', { name: 'Upgrade' })).toBeVisible()
  await expect(page.getByTestId('plan-free').getByTestId('current-badge')).toBeVisible()
  await expect(page.getByTestId('plan-free').getByRole('button', { name: /Current Plan/ })).toBeDisabled()
  await expect(page.getByTestId('plan-pro')).toContainText('Most Popular')
  await expect(page.getByTestId('comparison-table')).toBeVisible()
  // What is not built yet says so, on the card a family pays from; coach communication (the team's
  // drills) is built and included on Parent.
  await expect(page.getByTestId('plan-pro').getByTestId('coming-soon-feature').filter({ hasText: 'Premium support' })).toContainText(
    'Coming soon',
  )
  await expect(page.getByTestId('plan-free').getByTestId('coming-soon-feature').filter({ hasText: 'Community' })).toContainText(
    'Coming soon',
  )
  const coachCommunication = page.getByTestId('plan-parent').getByRole('listitem').filter({ hasText: 'Coach communication' })
  await expect(coachCommunication).toBeVisible()
  await expect(coachCommunication).not.toContainText('Coming soon')
  await expect(page.getByTestId('plan-parent').getByRole('listitem').filter({ hasText: 'Parental dashboard' })).not.toContainText(
    'Coming soon',
  )
  for (const built of ['Family reports', 'Goal approval']) {
    await expect(page.getByTestId('plan-parent').getByRole('listitem').filter({ hasText: built })).not.toContainText('Coming soon')
  }
  for (const built of ['Advanced analytics', 'Skill suggestions', 'Predictions', 'Custom templates', 'Mindset tools']) {
    await expect(page.getByTestId('plan-pro').getByRole('listitem').filter({ hasText: built })).not.toContainText('Coming soon')
  }
  // Notifications come with Pro, as the server has it: Free, Pro and Parent cells in order.
  const notifications = page
    .getByTestId('comparison-table')
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: 'Notifications', exact: true }) })
  await expect(notifications.getByRole('cell').nth(0).getByLabel('Not included')).toBeVisible()
  await expect(notifications.getByRole('cell').nth(1).getByLabel('Included')).toBeVisible()
  await page
    .getByTestId('plan-pro')
    .getByRole('button', { name: /Upgrade Now/ })
    .click()

  await expect(page).toHaveURL(/\/app\/subscription$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Upgrade to Pro')
  await page.getByRole('radio', { name: 'Parent $8/month' }).check()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Upgrade to Parent')
  await page.getByRole('radio', { name: 'Pro $5/month' }).check()
  await expect(page.getByText(BILLING_MESSAGES.moneyBack)).toBeVisible()
  await expect(page.getByText(BILLING_MESSAGES.cancelAnytime)).toBeVisible()
  await expect(page.getByTestId('account-details')).toContainText('Ana Keeper')
  await expect(page.getByTestId('test-card-hint')).toHaveText(BILLING_MESSAGES.testCardHint)

  // A bad card: the provider's message, back to idle, nothing charged.
  await page.getByLabel('Card number').fill('4242 4242 4242 4241')
  await page.getByLabel('Expiry (MM/YY)').fill('12/30')
  await page.getByLabel('CVC').fill('123')
  await page.getByRole('button', { name: 'Pay $5/month' }).click()
  await expect(page.getByRole('button', { name: 'Processing...' })).toBeDisabled()
  await expect(page.getByTestId('payment-error')).toHaveText(CARD_ERRORS.number)
  // The decline card: the server's answer.
  await page.getByLabel('Card number').fill('4000 0000 0000 0002')
  await page.getByRole('button', { name: 'Pay $5/month' }).click()
  await expect(page.getByTestId('payment-error')).toHaveText(BILLING_MESSAGES.declined)

  await page.getByLabel('Card number').fill('4242 4242 4242 4242')
  await page.getByRole('button', { name: 'Pay $5/month' }).click()
  await expect(page.getByTestId('toast').filter({ hasText: 'Payment successful! Welcome to PitchPath Pro!' })).toBeVisible()
  await expect(page).toHaveURL(/\/app\/dashboard$/)
  await expect(nav.getByRole('link', { name: 'Upgrade' })).toHaveCount(0)
  expect((await page.request.post('/api/goals', { headers: SITE_ORIGIN, data: goal('Third') })).status()).toBe(201)

  // Downgrade from Plans: confirmed, scheduled for the end of the period, still Pro today.
  await page.goto('/app/plans')
  await expect(page.getByTestId('plan-pro').getByTestId('current-badge')).toBeVisible()
  await page
    .getByTestId('plan-free')
    .getByRole('button', { name: /Downgrade/ })
    .click()
  await page.getByTestId('confirm-dialog').getByRole('button', { name: 'Downgrade' }).click()
  await expect(page.getByTestId('downgrade-notice')).toContainText('Your plan will change to Free on')
  const sub = await (await page.request.get('/api/billing/subscription')).json()
  expect([sub.subscription.tier, sub.subscription.cancel_at_period_end]).toEqual(['pro', true])
})

test('protects behaviour: after a declined card, a double click on Pay pays once and lands on success, and the button does not move between the clicks', async ({
  page,
}) => {
  await signUpPlayer(page, { prefix: 'steady-pay', age: 16, firstName: 'Ana' })
  const checkouts: string[] = []
  const visited: string[] = []
  page.on('request', (r) => {
    if (r.method() === 'POST' && new URL(r.url()).pathname === '/api/billing/checkout') checkouts.push(r.url())
  })
  page.on('framenavigated', (f) => f === page.mainFrame() && visited.push(new URL(f.url()).pathname))

  await page.goto('/app/subscription')
  // Where the spec put testimonials, only what is true: no quotes, the free plan and our promises.
  await expect(page.getByTestId('our-promises').getByTestId('free-plan-features')).toBeVisible()
  await expect(page.locator('blockquote')).toHaveCount(0)
  await expect(page.getByText(/testimonial|what players and parents say/i)).toHaveCount(0)
  // The decline card: declined by the server, and its message is shown.
  await page.getByLabel('Card number').fill(TEST_CARDS.declined)
  await page.getByLabel('Expiry (MM/YY)').fill('12/30')
  await page.getByLabel('CVC').fill('123')
  await page.getByRole('button', { name: 'Pay $5/month' }).click()
  await expect(page.getByTestId('payment-error')).toHaveText(BILLING_MESSAGES.declined)

  // The card that pays, then a double click: the message goes on the first press, the button stays put.
  await page.getByLabel('Card number').fill(TEST_CARDS.ok)
  const pay = page.getByTestId('card-form').getByRole('button')
  await pay.scrollIntoViewIfNeeded()
  const before = (await pay.boundingBox())!
  await page.mouse.move(before.x + before.width / 2, before.y + before.height / 2)
  await page.mouse.down()
  await page.mouse.up()
  await expect(page.getByTestId('payment-error')).toHaveCount(0)
  expect(await pay.boundingBox()).toEqual(before)
  await page.mouse.down({ clickCount: 2 })
  await page.mouse.up({ clickCount: 2 })
  expect(await pay.boundingBox()).toEqual(before)

  await expect(page.getByTestId('toast').filter({ hasText: 'Payment successful! Welcome to PitchPath Pro!' })).toBeVisible()
  await expect(page).toHaveURL(/\/app\/dashboard$/)
  // Two checkouts in all: the declined one and one for the double click; the terms page never opened.
  expect(checkouts).toHaveLength(2)
  expect(visited).not.toContain('/app/terms')
})
