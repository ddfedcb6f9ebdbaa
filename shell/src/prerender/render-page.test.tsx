import { describe, expect, it } from 'vitest'
import { findArea } from '../routes/areas.ts'
import { AREA_FRAME_PATHS, PRERENDERED_PATHS, renderPage } from './render-page.tsx'

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

  it('draws the value and feature cards with an SVG icon each, hidden from screen readers', async () => {
    const icons = async (path: string) => (await renderPage(path)).match(/<svg class="sp-card__icon"[^>]*aria-hidden="true"/g)?.length
    expect([await icons('/'), await icons('/app/features')]).toEqual([3, 5])
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

describe('prerendered area frames', () => {
  it('are the areas with no parameter to fill in, signed-in ones too (their server sends those only with a session)', () => {
    expect(AREA_FRAME_PATHS).toContain('/app/games')
    expect(AREA_FRAME_PATHS).toContain('/app/goal-tracker')
    expect(AREA_FRAME_PATHS).toContain('/app/dashboard')
    expect(AREA_FRAME_PATHS).toContain('/app/parent-dashboard')
    expect(AREA_FRAME_PATHS).not.toContain('/app/drills/:slug')
    for (const path of AREA_FRAME_PATHS) expect(findArea(path), path).toBeDefined()
  })

  it("draw a signed-in area's outlet, not the guard's spinner, so the browser keeps the drawn area while it checks the session", async () => {
    const html = await renderPage('/app/dashboard')
    expect(html).toContain('<div data-remote-outlet="mfe_goals"></div>')
    expect(html).not.toContain('data-testid="route-guard-spinner"')
  })

  it("hold the shell's layout around one empty outlet named for the area's remote, inside a Suspense boundary", async () => {
    for (const path of AREA_FRAME_PATHS) {
      const html = await renderPage(path)
      const outlets = [...html.matchAll(/<div data-remote-outlet="([a-z_]+)"><\/div>/g)].map((m) => m[1])
      expect(outlets, path).toEqual([findArea(path)?.remote])
      // The browser's lazy remote suspends there, and React keeps the server's HTML until it arrives.
      expect(html, path).toMatch(/<!--\$--><div data-remote-outlet="[a-z_]+"><\/div><!--\/\$-->/)
      expect(html, path).toContain('data-testid="top-nav"')
    }
  })
})
