import http from 'node:http'
import { expect, type Page, test } from '@playwright/test'
import { REMOTES } from '@app/shared/remotes.js'
import { SITE_ORIGIN, signUpParent, signUpPlayer } from './support.ts'

/** Every Content-Security-Policy report the page (and its frames) writes to the console. */
function cspViolations(page: Page): string[] {
  const found: string[] = []
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) found.push(message.text())
  })
  page.on('pageerror', (error) => {
    if (/Content Security Policy/i.test(error.message)) found.push(error.message)
  })
  return found
}

test('protects behaviour: pages carry a Content-Security-Policy, frame-ancestors, nosniff and a referrer policy; the API answers with its own', async ({
  page,
}) => {
  const shell = await page.request.get('/app')
  const csp = shell.headers()['content-security-policy'] ?? ''
  expect(csp).toContain("default-src 'self'")
  expect(csp).toContain("frame-ancestors 'none'")
  expect(csp).toContain("object-src 'none'")
  expect(csp).toMatch(new RegExp(`script-src 'self' ${REMOTES.map((r) => `http://localhost:${r.port}`).join(' ')}(;|$)`))
  expect(csp).toMatch(/frame-src [^;]*http:\/\/localhost:3002/)
  expect(csp).not.toContain('unsafe-inline')
  expect(csp).not.toContain('unsafe-eval')
  expect(shell.headers()['x-content-type-options']).toBe('nosniff')
  expect(shell.headers()['referrer-policy']).toBe('strict-origin-when-cross-origin')

  // The games remote's Reaction Master page may be framed by the shell only.
  const frame = await page.request.get('http://localhost:3002/reaction_master/index.html')
  expect(frame.headers()['content-security-policy']).toContain("frame-ancestors 'self' http://localhost:3000")

  const api = await page.request.get('/api/health')
  expect(api.headers()['content-security-policy']).toContain("default-src 'none'")
  expect(api.headers()['x-content-type-options']).toBe('nosniff')

  // The session cookie: HttpOnly, SameSite=Lax, and not Secure on this http://localhost site.
  const signUp = await page.request.post('/api/auth/sign-up', {
    headers: SITE_ORIGIN,
    data: { email: `csp-${Date.now()}@example.com`, password: 'kickoff-123', first_name: 'Cy', last_name: 'Sp', accountType: 'parent' },
  })
  const cookie = signUp.headers()['set-cookie'] ?? ''
  expect(cookie).toMatch(/^pp_session=[\w-]+;/)
  expect(cookie).toMatch(/HttpOnly/i)
  expect(cookie).toMatch(/SameSite=Lax/i)
  expect(cookie).not.toMatch(/Secure/i)
})

test('protects behaviour: under that policy every area loads and works, the Reaction Master frame included, with no CSP violation', async ({
  page,
}) => {
  const violations = cspViolations(page)
  await signUpPlayer(page, { prefix: 'csp-player', age: 14 })
  for (const path of [
    '/',
    '/app',
    '/app/dashboard',
    '/app/goal-tracker',
    '/app/games',
    '/app/achievements',
    '/app/family/setup',
    '/app/plans',
    '/app/account',
  ]) {
    await page.goto(path)
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible()
  }
  await page.goto('/app/games/reaction-master')
  const game = page.frameLocator('iframe')
  await expect(game.getByRole('button').first()).toBeVisible()
  // A remote's standalone page runs under its own policy.
  await page.goto('http://localhost:3001/app/goal-tracker')
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible()
  expect(violations).toEqual([])
})

test('protects behaviour: the two-step QR code (a data: image) shows under the policy', async ({ page }) => {
  const violations = cspViolations(page)
  await signUpParent(page)
  await page.goto('/app/account')
  const section = page.getByTestId('two-step-section')
  await section.getByRole('button', { name: 'Turn On Two-Step Sign-In' }).click()
  await section.getByLabel('Your password').fill('kickoff-123')
  await section.getByRole('button', { name: 'Continue' }).click()
  const qr = section.getByRole('img', { name: /QR code/ })
  await expect(qr).toBeVisible()
  expect(await qr.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true)
  expect(violations).toEqual([])
})

/** GET a page of the shell's server with the Host header a client chose, as its raw HTML. */
function getWithHost(address: string, host: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const url = new URL(address)
    http
      .get({ hostname: url.hostname, port: url.port, path: url.pathname, headers: { host } }, (res) => {
        let body = ''
        res
          .setEncoding('utf8')
          .on('data', (chunk: string) => (body += chunk))
          .on('end', () => resolve(body))
      })
      .on('error', reject)
  })
}

test("protects behaviour: a forged Host header cannot choose where the shell's server fetches an area's HTML", async ({ baseURL }) => {
  // Were the Host header used, the server would ask attacker.invalid for the hub and, failing,
  // send the empty page; it asks the remote it knows, and the hub arrives drawn.
  const html = await getWithHost(new URL('/app/games', baseURL).href, 'attacker.invalid:3000')
  expect(html).toContain('class="pp-hub__intro"')
  // The page's own registry still names the host the visitor used (its scripts load from there).
  expect(html).toContain('http://attacker.invalid:3002/remoteEntry.js')
})
