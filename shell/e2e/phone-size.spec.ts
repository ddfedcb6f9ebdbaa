import { type Browser, expect, type Page, test } from '@playwright/test'
import { REMOTES } from '@app/shared/remotes.js'
import { SHELL_PAGE_TITLES } from '../src/routes/page-title.ts'
import { appReady, SITE_ORIGIN, signUpParent, signUpPlayer } from './support.ts'

// docs/features/accessibility.md "Phone-first": every page on a 360×640 phone, touch, no sideways
// scroll, and every control big enough for a thumb. The pages come from the shell's own table
// (page-title.ts) and the remotes table (shared/src/remotes.js), so a new page is walked at once.
const PHONE = { viewport: { width: 360, height: 640 }, isMobile: true, hasTouch: true }
test.use(PHONE)

/** The smallest tap target, in CSS pixels (WCAG 2.5.5's 44 × 44). */
const MIN_TARGET = 44

/**
 * What is wrong with the page as it stands at phone size, one line per problem: the page scrolls
 * sideways (with the elements that stick out), or a control is smaller than 44 × 44. Controls are
 * buttons, inputs, selects, text areas, [role=button|tab|radio|checkbox|switch], summaries and
 * links. A checkbox or radio counts with its label (the label is what a thumb taps). The one
 * exception, WCAG 2.5.8's inline one: a link inside a sentence, that is a link (not styled as a
 * button, not in a nav) inside a <p>, or whose parent element also holds text of its own.
 */
async function phoneProblems(page: Page): Promise<string[]> {
  return page.evaluate(
    ({ min, width }) => {
      const problems: string[] = []
      const name = (el: Element) =>
        `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}${el.getAttribute('data-testid') ? `[data-testid=${el.getAttribute('data-testid')}]` : ''}${
          typeof el.className === 'string' && el.className ? `.${el.className.trim().split(/\s+/).join('.')}` : ''
        } "${(el.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 30)}"`
      const scrollWidth = document.documentElement.scrollWidth
      if (scrollWidth > width) {
        // Name the outermost elements that stick out past the right edge, unless something clips them.
        const clipped = (el: Element) => {
          for (let p = el.parentElement; p && p !== document.body; p = p.parentElement) {
            if (getComputedStyle(p).overflowX !== 'visible') return true
          }
          return false
        }
        const wide = [...document.body.querySelectorAll('*')].filter((el) => el.getBoundingClientRect().right > width + 0.5 && !clipped(el))
        const outer = wide.filter((el) => !wide.includes(el.parentElement as Element)).slice(0, 5)
        problems.push(`scrolls sideways: ${scrollWidth} px wide; sticking out: ${outer.map(name).join(', ')}`)
      }
      const inSentence = (a: Element) =>
        Boolean(a.closest('p')) ||
        [...(a.parentElement?.childNodes ?? [])].some((n) => n.nodeType === Node.TEXT_NODE && n.textContent?.trim())
      const controls = document.querySelectorAll(
        'button, input:not([type=hidden]), select, textarea, summary, [role=button], [role=tab], [role=radio], [role=checkbox], [role=switch], a',
      )
      const seen = new Set<Element>()
      for (const el of controls) {
        if (!el.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true })) continue
        if (el.closest('[aria-hidden="true"], [inert]')) continue
        if (el.tagName === 'A' && !el.matches('[role=button], [class*=btn], nav a, [class*=nav] a') && inSentence(el)) continue
        // A box or a radio is tapped through its label; a field wrapped in a label is measured as itself.
        const isChoice = el.matches('input[type=checkbox], input[type=radio]')
        const target = isChoice
          ? (el.closest('label') ?? (el.id ? document.querySelector(`label[for="${CSS.escape(el.id)}"]`) : null) ?? el)
          : el
        if (seen.has(target)) continue
        seen.add(target)
        const box = target.getBoundingClientRect()
        // A visually hidden control (a 1 px box) stands for its label or card, measured on its own.
        if (box.width <= 1 && box.height <= 1 && !isChoice) continue
        if (box.width < min - 0.5 || box.height < min - 0.5) {
          problems.push(`small target ${Math.round(box.width)}×${Math.round(box.height)}: ${name(target)}`)
        }
      }
      return problems
    },
    // The phone's width, not innerWidth: a mobile browser widens its layout viewport to fit a page that overflows.
    { min: MIN_TARGET, width: PHONE.viewport.width },
  )
}

/** Opens `path` and waits for its heading and its data; returns the page's problems at phone size. */
async function walk(page: Page, path: string): Promise<string[]> {
  await page.goto(path)
  // The landing is HTML with no script: it is ready as it arrives.
  if ((await page.locator('script').count()) > 0) await appReady(page)
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible()
  await page.waitForLoadState('networkidle')
  // Parts that load when the player comes near them (shared/src/ui/load-when-visible.tsx) are
  // measured too: a screen at a time to the page's end, as a thumb scrolls, and back.
  await page.evaluate(async () => {
    for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight) {
      window.scrollTo(0, y)
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))
    }
  })
  await page.waitForLoadState('networkidle')
  await expect(page.locator('[role="group"][aria-label^="Loading"]')).toHaveCount(0)
  await page.evaluate(() => window.scrollTo(0, 0))
  return (await phoneProblems(page)).map((p) => `${path}: ${p}`)
}

/** Walks `paths` and also the header's menu opened once: every problem found, none allowed. */
async function walkAll(page: Page, paths: readonly string[]): Promise<string[]> {
  const problems: string[] = []
  for (const path of paths) problems.push(...(await walk(page, path)))
  await page.getByTestId('menu-toggle').click()
  await expect(page.getByTestId('top-nav')).toBeVisible()
  problems.push(...(await phoneProblems(page)).map((p) => `menu open: ${p}`))
  return problems
}

const FAMILY = REMOTES.find((r) => r.pkg === 'mfe-family')!
const routes = (keep: (r: (typeof REMOTES)[number]['routes'][number], pkg: string) => boolean) =>
  REMOTES.flatMap((remote) => remote.routes.filter((r) => keep(r, remote.pkg)).map((r) => r.path))

/** A route's URL with a real value for its parameter; the values are made or read by the caller. */
function fill(path: string, params: Record<string, string>): string {
  return path.replace(/:(\w+)/g, (_, key: string) => {
    const value = params[key]
    if (!value) throw new Error(`no value for :${key} in ${path}: add one to this test`)
    return value
  })
}

async function signIn(page: Page, email: string, password: string): Promise<void> {
  const res = await page.request.post('/api/auth/sign-in', { headers: SITE_ORIGIN, data: { email, password } })
  expect(res.status(), await res.text()).toBe(200)
}

/**
 * A team page as its coach sees it, a fresh coach's (the demo family stays as the other tests expect
 * it), with a teen in the team so the league has rows to cheer, and with a cheer's phrases open.
 */
async function teamPageProblems(browser: Browser, teamPath: string): Promise<string[]> {
  const coach = await (await browser.newContext(PHONE)).newPage()
  await signUpParent(coach)
  const res = await coach.request.post('/api/teams', { headers: SITE_ORIGIN, data: { name: 'Phone Lions' } })
  expect(res.status(), await res.text()).toBe(201)
  const team = ((await res.json()) as { team: { id: string; join_code: string } }).team
  const teen = await (await browser.newContext()).newPage()
  await signUpPlayer(teen, { prefix: 'phone-teen', age: 14, firstName: 'Tia' })
  expect((await teen.request.post('/api/teams/join', { headers: SITE_ORIGIN, data: { code: team.join_code } })).status()).toBe(200)
  const path = teamPath.replace(':groupId', team.id)
  const problems = await walk(coach, path)
  await expect(coach.getByTestId('league-row').filter({ hasText: 'Tia' })).toHaveCount(1)
  await coach.getByTestId('team-league').getByRole('button', { name: 'Cheer Tia' }).tap()
  problems.push(...(await phoneProblems(coach)).map((p) => `${path} cheering: ${p}`))
  await coach.context().close()
  await teen.context().close()
  return problems
}

/** The first drill of the library, read as a visitor would. */
async function drillSlug(page: Page): Promise<{ slug: string }> {
  const res = await page.request.get('/api/drills')
  expect(res.status()).toBe(200)
  return { slug: ((await res.json()) as { drills: { slug: string }[] }).drills[0]!.slug }
}

test('protects behaviour: signed out, every shell page and every public page of each remote fits a 360 px phone with 44 px tap targets', async ({
  page,
}) => {
  test.setTimeout(180_000)
  const shellPages = Object.keys(SHELL_PAGE_TITLES).filter((p) => p !== '/app/account')
  const drill = await drillSlug(page)
  const pages = ['/', ...shellPages, '/app/no-such-page', ...routes((r) => r.access === 'public').map((p) => fill(p, drill))]
  expect(await walkAll(page, pages)).toEqual([])
})

test("protects behaviour: signed in as the demo player, Maya's pages (every route outside the family area, and Account) fit a 360 px phone with 44 px tap targets", async ({
  page,
}) => {
  test.setTimeout(180_000)
  await signIn(page, 'maya@pitchpath.dev', 'demo-player-1')
  const drill = await drillSlug(page)
  const pages = [...routes((_, pkg) => pkg !== FAMILY.pkg).map((p) => fill(p, drill)), '/app/account']
  expect(await walkAll(page, pages)).toEqual([])
})

test("protects behaviour: signed in as the demo parent, Sam's family pages (every family route, Plans and Account; a team page as its coach) fit a 360 px phone with 44 px tap targets", async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000)
  await signIn(page, 'sam@pitchpath.dev', 'demo-parent-1')
  const family = (await (await page.request.get('/api/family')).json()) as { family: { members: { id: string; first_name: string }[] } }
  const memberId = family.family.members.find((m) => m.first_name === 'Maya')!.id
  const teamPath = FAMILY.routes.find((r) => r.path.includes(':groupId'))!.path
  const pages = [
    ...FAMILY.routes.filter((r) => r.path !== teamPath).map((r) => fill(r.path, { memberId })),
    '/app/plans',
    '/app/subscription',
    '/app/account',
  ]
  const problems = await walkAll(page, pages)
  problems.push(...(await teamPageProblems(browser, teamPath)))
  expect(problems).toEqual([])
})

test('protects behaviour: at 360×640 by touch a player logs a training session, checks in, creates a goal through the wizard and answers a trivia question', async ({
  page,
}) => {
  test.setTimeout(120_000)
  await signUpPlayer(page, { prefix: 'phone', age: 14 })
  const problems: string[] = []

  // Log Training: chips for focus and energy, the submit button within the thumb's reach.
  await page.goto('/app/dashboard')
  const form = page.getByTestId('log-training-form')
  const submit = form.getByRole('button', { name: 'Log Training' })
  // Before the player starts on the form, Log Training waits at its end: floating, it would lie over
  // whatever chip or card is at the bottom of the screen (docs/features/accessibility.md).
  await form.evaluate((el) => el.scrollIntoView({ block: 'start' }))
  expect((await submit.boundingBox())!.y, 'Log Training waits at the end of the form').toBeGreaterThan(640)
  await form.getByRole('checkbox', { name: 'Technical' }).tap()
  await form.getByRole('radio', { name: 'High', exact: true }).tap()
  problems.push(...(await phoneProblems(page)).map((p) => `log training: ${p}`))
  // Started, with the top of the form on screen (its end far below), Log Training is already there
  // at the bottom of the screen, where the thumb reaches.
  await form.evaluate((el) => el.scrollIntoView({ block: 'start' }))
  const box = (await submit.boundingBox())!
  expect(box.y + box.height, 'Log Training sits on the screen').toBeLessThanOrEqual(640)
  expect(box.y, 'Log Training sits in the bottom half of the screen').toBeGreaterThanOrEqual(320)
  const logged = page.waitForResponse((r) => r.request().method() === 'POST' && new URL(r.url()).pathname === '/api/training')
  await submit.tap()
  expect((await logged).status()).toBe(201)

  // The daily check-in.
  const checkIn = page.getByTestId('check-in-card').getByRole('button', { name: 'Check in' })
  await checkIn.tap()
  await expect(page.getByTestId('check-in-card').getByTestId('check-in-state')).toHaveText('You have checked in today. Nice one!')

  // A goal through the wizard: a playing style, age and level, one recommended goal, saved.
  await page.goto('/app/player-selection')
  await page.getByRole('radio', { name: /Playmaker/ }).check()
  await page.getByLabel('Age').fill('14')
  await page.getByLabel('Skill Level').selectOption('intermediate')
  problems.push(...(await phoneProblems(page)).map((p) => `player selection: ${p}`))
  await page.getByRole('button', { name: /Continue/ }).tap()
  await expect(page).toHaveURL(/\/app\/goal-creation$/)
  const goal = page.getByTestId('recommended-goal').first()
  await goal.tap()
  await expect(goal).toHaveAttribute('aria-pressed', 'true')
  problems.push(...(await phoneProblems(page)).map((p) => `wizard step 1: ${p}`))
  await page.getByTestId('wizard-next').tap()
  problems.push(...(await phoneProblems(page)).map((p) => `wizard step 2: ${p}`))
  await page.getByTestId('wizard-next').tap()
  problems.push(...(await phoneProblems(page)).map((p) => `wizard step 3: ${p}`))
  await page.getByTestId('wizard-save').tap()
  await expect(page).toHaveURL(/\/app\/goal-tracker$/)
  await expect(page.getByTestId('goal-card')).toHaveCount(1)

  // One trivia question, answered at a reader's pace (the server scores no answer sooner).
  await page.goto('/app/games/soccer-trivia')
  const question = page.getByTestId('question')
  await question.getByRole('radio').first().check()
  problems.push(...(await phoneProblems(page)).map((p) => `trivia question: ${p}`))
  await page.waitForTimeout(2_100)
  await question.getByRole('button', { name: 'Submit Answer' }).tap()
  const feedback = page.getByTestId('question-feedback')
  await expect(feedback.getByRole('status')).toHaveText(/^(Correct!|Not quite)/)
  problems.push(...(await phoneProblems(page)).map((p) => `trivia feedback: ${p}`))
  expect(problems).toEqual([])
})
