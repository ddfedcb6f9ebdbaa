import { expect, type Page, test } from '@playwright/test'
import { PROFILE_MESSAGES } from '@app/shared/domain/messages/profile.ts'
import { TRAINING_MESSAGES } from '@app/shared/domain/messages/training.ts'
import { PAID_FEATURES } from '@app/shared/domain/billing/tier-features.ts'
import { REMINDER_SCHEDULE } from '@app/shared/domain/reminders.ts'
import { SIMULATED_TOKENS } from '@app/shared/domain/billing/simulated-card.ts'
import { SITE_ORIGIN, signUpPlayer as signUpFresh } from '../../shell/e2e/support.ts'
import { alterCardRead, openDashboard, scrollToCards, signUpPlayer, toast } from './dashboard-support.ts'

// The planned sessions card's tests are in dashboard-planned-sessions.spec.ts.

/** Set on the page's window: still there later means the page was never reloaded. */
const markPage = (page: Page) => page.evaluate(() => Object.assign(window, { __dashboardMark: true }))
const pageWasKept = (page: Page) => page.evaluate(() => (window as unknown as { __dashboardMark?: boolean }).__dashboardMark === true)

test('protects behaviour: a new player logs a session and level, streak, skills, badges, recent sessions and the week update without a reload', async ({
  page,
}) => {
  await signUpPlayer(page)
  await openDashboard(page)

  // A brand-new player: friendly empty states, nothing invented.
  await expect(page.getByTestId('player-level')).toHaveText('Player Level 1')
  await expect(page.getByTestId('level-title')).toHaveText('Rookie')
  await expect(page.getByTestId('level-xp')).toHaveText('0 / 100 XP')
  await expect(page.getByTestId('streak-current')).toHaveText('0 days')
  await expect(page.getByTestId('recent-empty')).toContainText('Log your first session')
  await scrollToCards(page, 'skills-card', 'activity-card', 'badges-card')
  await expect(page.getByTestId('skills-empty')).toBeVisible()
  await expect(page.getByTestId('skill-technical')).toHaveText('Technical 0')
  await expect(page.getByTestId('activity-empty')).toBeVisible()
  await expect(page.getByTestId('badge-first-session')).toHaveAttribute('data-earned', 'false')
  await expect(page.getByTestId('badge-first-session')).toContainText('Locked')
  await markPage(page)

  const form = page.getByTestId('log-training-form')
  await form.getByRole('radio', { name: 'Match' }).check()
  await form.getByRole('checkbox', { name: 'Technical' }).check()
  // The slider, by keyboard as a player would: 60 → 45 in steps of 5.
  const duration = form.getByRole('slider', { name: 'Duration' })
  await expect(duration).toHaveValue('60')
  await duration.focus()
  for (let i = 0; i < 3; i++) await page.keyboard.press('ArrowLeft')
  await expect(duration).toHaveValue('45')
  await expect(form.getByTestId('duration-value')).toHaveText('45 min')
  await expect(form.getByTestId('xp-preview')).toHaveText('XP preview: 40–60 XP')
  await expect(form.getByTestId('xp-exact')).toContainText('60 XP')
  await form.getByRole('radio', { name: 'High', exact: true }).check()
  await form.getByLabel('Notes').fill('Keepy-uppies before the game')

  const posted = page.waitForRequest((r) => r.method() === 'POST' && new URL(r.url()).pathname === '/api/training')
  await form.getByRole('button', { name: 'Log Training' }).click()
  const body = (await posted).postDataJSON() as Record<string, unknown>
  expect(body).toMatchObject({
    session_type: 'match',
    skill_focus: ['technical'],
    duration_minutes: 45,
    energy_level: 4,
    notes: 'Keepy-uppies before the game',
  })
  expect(body.id).toMatch(/^[0-9a-f-]{36}$/)
  expect(body).not.toHaveProperty('time_zone') // the day is the account's time zone's, set in settings

  await expect(toast(page, TRAINING_MESSAGES.logged)).toBeVisible()
  await expect(toast(page, 'First Session')).toBeVisible()

  // Every card follows the answer, on the same page.
  await expect(page.getByTestId('total-xp')).toHaveText('60 XP')
  await expect(page.getByTestId('level-xp')).toHaveText('60 / 100 XP')
  await expect(page.getByTestId('xp-to-next')).toHaveText('40 XP to Player Level 2')
  await expect(page.getByRole('progressbar', { name: 'Progress to Player Level 2' })).toHaveAttribute('aria-valuenow', '60')
  await expect(page.getByTestId('streak-current')).toHaveText('1 day')
  await expect(page.getByTestId('streak-total-days')).toHaveText('1')
  await scrollToCards(page, 'skills-card', 'activity-card', 'badges-card')
  await expect(page.getByTestId('skill-technical')).toHaveText('Technical 5')
  await expect(page.getByTestId('skill-tactical')).toHaveText('Tactical 0')
  // The shape exists (one skill is a line: no area to be "visible"), drawn against an outer ring
  // at level 20, so level 5 reaches a quarter of the way out rather than a twentieth.
  await expect(page.getByTestId('skill-radar-shape')).toBeAttached()
  await expect(page.getByTestId('skill-radar-scale')).toHaveText('Outer ring: level 20 of 100')
  const recent = page.getByTestId('recent-session')
  await expect(recent).toHaveCount(1)
  await expect(recent.getByTestId('recent-type')).toHaveText('Match')
  await expect(recent.getByTestId('recent-minutes')).toHaveText('45 min')
  await expect(recent.getByTestId('recent-xp')).toHaveText('+60 XP')
  await expect(recent).toContainText('Technical')
  await expect(page.getByTestId('badge-first-session')).toHaveAttribute('data-earned', 'true')
  await expect(page.getByTestId('badge-first-session')).toContainText('Earned')
  await expect(page.getByTestId('activity-total')).toHaveText('45 min in the last 7 days')
  await expect(page.getByTestId('weekly-sessions')).toHaveText(/^1 of \d+ sessions$/)
  await expect(page.getByTestId('weekly-xp')).toHaveText('60')
  // The form is ready for the next session.
  await expect(form.getByRole('checkbox', { name: 'Technical' })).not.toBeChecked()
  expect(await pageWasKept(page)).toBe(true)

  // The server kept it: a reload shows the same.
  await page.reload()
  await expect(page.getByTestId('level-xp')).toHaveText('60 / 100 XP')
  await expect(page.getByTestId('recent-session')).toHaveCount(1)
})

test('protects behaviour: a session without a skill focus is not sent and the form says to pick one', async ({ page }) => {
  await signUpPlayer(page)
  await openDashboard(page)
  let posts = 0
  page.on('request', (r) => {
    if (r.method() === 'POST' && new URL(r.url()).pathname === '/api/training') posts++
  })

  const form = page.getByTestId('log-training-form')
  await form.getByRole('button', { name: 'Log Training' }).click()
  await expect(form.getByTestId('field-error-skill_focus')).toHaveText(TRAINING_MESSAGES.selectSkillFocus)
  await expect(form.getByRole('checkbox', { name: 'Technical' })).toBeFocused()
  await expect(page.getByTestId('recent-empty')).toBeVisible()
  expect(posts).toBe(0)

  // Choosing a focus clears the message.
  await form.getByRole('checkbox', { name: 'Mental' }).check()
  await expect(form.getByTestId('field-error-skill_focus')).toHaveCount(0)
})

test('protects behaviour: notifications are a paid feature: free shows the upgrade path; on Pro they save on the server and switching them off hides the details across a reload', async ({
  page,
}) => {
  // A teen buys their own plan; a child under 13 is sent to their parent (child-protections.spec.ts).
  await signUpFresh(page, { prefix: 'dashboard-teen', age: 14, firstName: 'Nia' })
  await openDashboard(page)
  await scrollToCards(page, 'notification-card')
  await expect(page.getByTestId('notification-upgrade')).toContainText(PAID_FEATURES.notifications.message)
  await expect(page.getByTestId('notification-upgrade').getByRole('link', { name: 'See plans' })).toHaveAttribute('href', '/app/plans')
  const paid = await page.request.post('/api/billing/checkout', {
    headers: SITE_ORIGIN,
    data: { checkout_id: crypto.randomUUID(), plan: 'pro', payment_token: SIMULATED_TOKENS.ok },
  })
  expect(paid.status()).toBe(201)
  await openDashboard(page)
  await scrollToCards(page, 'notification-card')
  const panel = page.getByTestId('notification-settings')
  const master = panel.getByRole('switch', { name: 'Notifications' })

  // The defaults (docs/features/notifications.md): on, email yes, SMS no, weekly, every trigger.
  await expect(master).toBeChecked()
  await expect(panel.getByRole('checkbox', { name: 'Email' })).toBeChecked()
  // SMS is not offered yet (no phone number, no SMS provider): shown as coming, and off.
  await expect(panel.getByRole('checkbox', { name: 'SMS (coming soon)' })).not.toBeChecked()
  await expect(panel.getByRole('checkbox', { name: 'SMS (coming soon)' })).toBeDisabled()
  await expect(panel.getByRole('radio', { name: 'Weekly' })).toBeChecked()
  await expect(panel.getByTestId('notification-frequency')).toContainText(REMINDER_SCHEDULE.weekly.hint)
  await expect(panel.getByRole('checkbox', { name: 'Practice reminders' })).toBeChecked()

  await panel.getByRole('radio', { name: 'Daily' }).check()
  // Each frequency says when its reminder comes, in the words the server schedules by.
  await expect(panel.getByTestId('notification-frequency')).toContainText(REMINDER_SCHEDULE.daily.hint)
  await panel.getByRole('checkbox', { name: 'Milestone reminders' }).uncheck()
  await panel.getByRole('button', { name: 'Save settings' }).click()
  await expect(panel.getByTestId('notification-message')).toHaveText(PROFILE_MESSAGES.preferencesSaved)

  await page.reload()
  await scrollToCards(page, 'notification-card')
  await expect(panel.getByRole('radio', { name: 'Daily' })).toBeChecked()
  await expect(panel.getByRole('checkbox', { name: 'Milestone reminders' })).not.toBeChecked()
  await expect(panel.getByRole('checkbox', { name: 'Email' })).toBeChecked()

  // Master off hides the details (docs/features/training-and-progress.md), and stays off after a reload.
  await master.uncheck()
  await expect(panel.getByTestId('notification-details')).toHaveCount(0)
  await panel.getByRole('button', { name: 'Save settings' }).click()
  await expect(panel.getByTestId('notification-message')).toHaveText(PROFILE_MESSAGES.preferencesSaved)
  await page.reload()
  await scrollToCards(page, 'notification-card')
  await expect(master).not.toBeChecked()
  await expect(panel.getByTestId('notification-details')).toHaveCount(0)

  // The server holds exactly what the panel shows; the hidden details kept their values.
  const session = await page.request.get('/api/auth/session')
  const { user } = (await session.json()) as { user: { notificationPreferences: unknown } }
  expect(user.notificationPreferences).toEqual({
    enabled: false,
    methods: { email: true, sms: false },
    frequency: 'daily',
    triggers: { practiceReminders: true, communicationNotifications: true, milestoneReminders: false },
  })
  await master.check()
  await expect(panel.getByRole('radio', { name: 'Daily' })).toBeChecked()
})

test('protects behaviour: the daily check-in happens once a day, stays done after a reload, and a second tab is told it is already done', async ({
  page,
  context,
}) => {
  await signUpPlayer(page)
  await openDashboard(page)
  // A second tab opened before checking in still offers the button.
  const other = await context.newPage()
  await openDashboard(other)
  await expect(other.getByTestId('check-in-button')).toBeEnabled()

  const card = page.getByTestId('check-in-card')
  await expect(card.getByTestId('check-in-state')).toHaveText('You have not checked in today yet.')
  await card.getByRole('button', { name: 'Check in' }).click()
  await expect(card.getByTestId('check-in-message')).toHaveText(TRAINING_MESSAGES.checkedIn)
  await expect(card.getByTestId('check-in-state')).toHaveText('You have checked in today. Nice one!')
  await expect(card.getByTestId('check-in-button')).toBeDisabled()
  await expect(card.getByTestId('check-in-total')).toHaveText('1 check-in so far.')

  await page.reload()
  await expect(card.getByTestId('check-in-state')).toHaveText('You have checked in today. Nice one!')
  await expect(card.getByTestId('check-in-button')).toBeDisabled()

  // The other tab tries too: the server answers 409 and the card catches up.
  const otherCard = other.getByTestId('check-in-card')
  await otherCard.getByRole('button', { name: 'Check in' }).click()
  await expect(otherCard.getByTestId('check-in-message')).toHaveText(TRAINING_MESSAGES.alreadyCheckedIn)
  await expect(otherCard.getByTestId('check-in-button')).toBeDisabled()
  await expect(otherCard.getByTestId('check-in-total')).toHaveText('1 check-in so far.')
  await other.close()
})

test('protects behaviour: one card failing to load shows Try again in its place while the rest of the dashboard works', async ({
  page,
}) => {
  await signUpPlayer(page)
  let failBadges = true
  await alterCardRead(page, '/progress/badges', (real) =>
    failBadges ? { status: 500, body: { error: { code: 'INTERNAL', message: 'Something went wrong' } } } : real,
  )
  await openDashboard(page)
  const badges = page.getByTestId('badges-card')
  await scrollToCards(page, 'badges-card')
  await expect(badges.getByTestId('badges-card-error')).toBeVisible()
  await expect(page.getByTestId('player-level')).toHaveText('Player Level 1')
  await expect(page.getByTestId('streak-current')).toHaveText('0 days')
  await expect(page.getByTestId('log-training-form')).toBeVisible()

  failBadges = false
  const retried = page.waitForResponse((r) => r.request().method() === 'GET' && new URL(r.url()).pathname === '/api/progress/badges')
  await badges.getByRole('button', { name: 'Try again' }).click()
  expect((await retried).status()).toBe(200)
  // The badges draw when their place comes near the viewport (LoadWhenVisible); cards above it may
  // have changed height while it was retried, so bring it into view as a player scrolling would.
  await scrollToCards(page, 'badges-card')
  await expect(badges.getByTestId('badge-first-session')).toBeVisible()
  await expect(badges.getByTestId('badges-card-error')).toHaveCount(0)
})

test('protects behaviour: a rest day the server refuses shows the server message and changes nothing', async ({ page }) => {
  await signUpPlayer(page)
  // Shown a live streak not yet trained today, so the rest-day form is offered; the real server
  // knows this player has no streak and refuses.
  await alterCardRead(page, '/progress/streak', ({ status, body }) => {
    const { streak } = body as { streak: Record<string, unknown> }
    return { status, body: { streak: { ...streak, current: 3, longest: 3, total_days: 3, at_risk: true } } }
  })
  await openDashboard(page)
  const card = page.getByTestId('streak-card')
  await expect(card.getByTestId('streak-at-risk')).toHaveText('Train or take a rest day today to keep your streak')
  await card.getByLabel('Rest day reason').selectOption('exam')
  await card.getByRole('button', { name: 'Take a rest day' }).click()
  await expect(card.getByTestId('rest-day-message')).toHaveText(TRAINING_MESSAGES.restDayNoStreak)
  await expect(card.getByTestId('streak-current')).toHaveText('3 days')
})

test('protects behaviour: a day counts at most 5 hours of training: the form says what is left and refuses more with the reason, changing nothing', async ({
  page,
}) => {
  await signUpFresh(page, { prefix: 'daily-cap', age: 15, firstName: 'Cal' })
  for (const minutes of [180, 100]) {
    const logged = await page.request.post('/api/training', {
      headers: SITE_ORIGIN,
      data: {
        id: crypto.randomUUID(),
        session_type: 'match',
        skill_focus: ['tactical'],
        duration_minutes: minutes,
        energy_level: 3,
        notes: null,
      },
    })
    expect(logged.status(), await logged.text()).toBe(201)
  }
  await openDashboard(page)
  const form = page.getByTestId('log-training-form')
  await expect(form.getByTestId('daily-cap-left')).toHaveText(TRAINING_MESSAGES.dailyCapLeft(20))
  const xp = await page.getByTestId('total-xp').textContent()
  // The slider starts at 60 minutes: more than the 20 left today.
  await form.getByRole('checkbox', { name: 'Technical' }).check()
  await form.getByRole('button', { name: 'Log Training' }).click()
  await expect(form.locator('[data-field="duration_minutes"]')).toContainText(TRAINING_MESSAGES.dailyCap)
  await expect(page.getByTestId('total-xp')).toHaveText(xp!)
  const recent = await (await page.request.get('/api/training')).json()
  expect(recent.logs).toHaveLength(2)
})
