import { expect, type Page } from '@playwright/test'

/** Asks scripts/e2e.mjs to stop, start or redeploy one remote's server, as its team would. */
export async function controlRemote(pkg: string, action: 'stop' | 'start' | 'redeploy', query = ''): Promise<void> {
  const base = process.env.E2E_CONTROL
  if (!base) throw new Error('E2E_CONTROL is not set: run the browser tests with npm run test:e2e')
  const res = await fetch(`${base}/remotes/${pkg}/${action}${query}`, { method: 'POST' })
  if (!res.ok) throw new Error(`control ${pkg} ${action} failed: ${res.status} ${await res.text()}`)
}

/** A unique email per test run, so tests never collide with each other or with earlier runs. */
export function uniqueEmail(prefix: string): string {
  return `${prefix}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`
}

/** Waits until React runs the page: a prerendered page is drawn before its router listens. */
export async function appReady(page: Page): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('data-app', 'ready')
}

/** Navigates inside the single-page app without a reload, so page-level counters survive. */
export async function clientNavigate(page: Page, path: string): Promise<void> {
  await appReady(page)
  await page.evaluate((p) => {
    window.history.pushState({}, '', p)
    window.dispatchEvent(new PopStateEvent('popstate'))
  }, path)
  await expect(page).toHaveURL(new RegExp(`${path.replace(/[/]/g, '\\/')}$`))
}

/**
 * The latest mail the development outbox holds for an address. Some mail is sent after the API has
 * answered (a reset link), so this waits up to 5 s for the first one to arrive.
 */
export async function latestMail(page: Page, to: string): Promise<{ subject: string; text: string }> {
  let mail: { subject: string; text: string } | undefined
  await expect
    .poll(
      async () => {
        const res = await page.request.get(`/api/dev/outbox?to=${encodeURIComponent(to)}`)
        expect(res.ok()).toBe(true)
        mail = ((await res.json()) as { mails: { subject: string; text: string }[] }).mails[0]
        return Boolean(mail)
      },
      { message: `no mail for ${to}` },
    )
    .toBe(true)
  return mail!
}

/** The Origin header the API's write routes expect from the stitched site. */
/** Waits until the service worker has installed and controls the page (specs that allow it). */
export async function controlled(page: Page): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 30_000 })
}

export const SITE_ORIGIN = { Origin: 'http://localhost:3000' }

/**
 * A fresh player (new sign-ups start on the free tier with an active subscription), signed in on
 * this page's browser context: page.request shares the page's cookies. A player under 13 waits for
 * a parent, so for them this goes the real way: the parent reads the approval link in the
 * development outbox, signs up, approves, and the child then signs in. Returns the player's email.
 */
export async function signUpPlayer(
  page: Page,
  { prefix, age, firstName = 'Nia' }: { prefix: string; age: number; firstName?: string },
): Promise<string> {
  const email = uniqueEmail(prefix)
  const parentEmail = uniqueEmail('guardian')
  const player = { email, password: 'kickoff-123', first_name: firstName, last_name: 'Keeper', accountType: 'player', age, parentEmail }
  const res = await page.request.post('/api/auth/sign-up', { headers: SITE_ORIGIN, data: player })
  if (res.status() === 202) {
    const token = (await latestMail(page, parentEmail)).text.match(/#token=([\w-]+)/)?.[1]
    expect(token, 'the parent got an approval link').toBeTruthy()
    await signUpParent(page, { email: parentEmail, firstName: 'Pat' })
    const approved = await page.request.post('/api/family/consent/approve', { headers: SITE_ORIGIN, data: { token } })
    expect(approved.status(), await approved.text()).toBe(200)
    const signedIn = await page.request.post('/api/auth/sign-in', { headers: SITE_ORIGIN, data: { email, password: player.password } })
    expect(signedIn.status(), await signedIn.text()).toBe(200)
    return email
  }
  expect(res.status(), await res.text()).toBe(201)
  return email
}

/** A fresh parent account, signed in on this page's browser context. Returns its email. */
export async function signUpParent(
  page: Page,
  { email = uniqueEmail('parent'), firstName = 'Pat' }: { email?: string; firstName?: string } = {},
): Promise<string> {
  const res = await page.request.post('/api/auth/sign-up', {
    headers: SITE_ORIGIN,
    data: { email, password: 'kickoff-123', first_name: firstName, last_name: 'Rivera', accountType: 'parent' },
  })
  expect(res.status(), await res.text()).toBe(201)
  return email
}

/**
 * Script URLs the shell's own page loaded, once it runs and the network is quiet (a page that
 * arrives drawn adds its scripts only after its first paint): they must not change when a remote
 * is redeployed. Sorted: the remote and the shell ask for shared chunks in either order.
 */
export const shellScripts = async (page: Page) => {
  await appReady(page)
  await page.waitForLoadState('networkidle')
  const scripts = await page.evaluate(() =>
    [...document.querySelectorAll('script[src]')].map((s) => (s as HTMLScriptElement).src).filter((src) => src.startsWith(location.origin)),
  )
  return [...new Set(scripts)].sort()
}
