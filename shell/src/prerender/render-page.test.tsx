import { describe, expect, it } from 'vitest'
import { PRERENDERED_PATHS, renderPage } from './render-page.tsx'

describe('prerendered public pages', () => {
  it('draws each page with its heading, as the signed-out browser would', async () => {
    const headings = await Promise.all(PRERENDERED_PATHS.map(async (path) => /<h1[^>]*>(.*?)<\/h1>/.exec(await renderPage(path))?.[1]))
    expect(headings.map((h) => h?.replace(/<[^>]+>/g, ''))).toEqual([
      'From youth soccer to D1 college and the pro game',
      'Your path to the next level starts here',
      'What PitchPath does',
      'Privacy Policy',
      'Terms of Service',
    ])
  })

  it('puts no style attribute in the HTML: the CSP blocks inline styles, so the page would break', async () => {
    for (const path of PRERENDERED_PATHS) expect(await renderPage(path), path).not.toMatch(/\sstyle="/)
  })

  it('shows the signed-out header, never a member link, whoever later loads the page', async () => {
    const html = await renderPage('/app')
    expect(html).toContain('data-testid="top-nav"')
    expect(html).not.toContain('data-testid="logout-button"')
    expect(html).not.toContain('data-testid="account-link"')
    // Sign In keeps its place but is hidden until the browser knows the session.
    expect(html).toMatch(/<a class="pp-nav__link pp-nav__link--pending" href="\/app\/auth"[^>]*>Sign In<\/a>/)
  })
})
