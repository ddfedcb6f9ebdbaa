import { describe, expect, it } from 'vitest'
import { PRERENDERED_PATHS, renderArea } from './render-area.tsx'

describe("My Goals' prerendered HTML", () => {
  it('is the page as the first render in the browser draws it: heading, the session being checked, no member action', async () => {
    expect(PRERENDERED_PATHS).toEqual(['/app/goal-tracker', '/app/dashboard'])
    const html = await renderArea('/app/goal-tracker')
    expect(html).toMatch(/<h1 id="goals-title">My Goals<\/h1>/)
    expect(html).toContain('data-testid="session-spinner"')
    expect(html).not.toContain('data-testid="new-goal-link"')
    expect(html).not.toMatch(/\sstyle="/)
  })

  it("draws the dashboard's frame: the greeting without a name, the cards' place, no card and no form yet", async () => {
    const html = await renderArea('/app/dashboard')
    expect(html).toMatch(
      /<p class="pp-dash__greeting" data-testid="dashboard-greeting">Welcome back!(<!-- -->)? Every session you log moves you up a level\.<\/p>/,
    )
    expect(html).toContain('<div class="pp-dash__grid" data-pending="true"></div>')
    expect(html).not.toContain('data-testid="session-spinner"')
    expect(html).not.toContain('data-testid="log-training-form"')
    expect(html).not.toMatch(/\sstyle="/)
  })
})
