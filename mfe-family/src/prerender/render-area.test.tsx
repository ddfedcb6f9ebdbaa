import { describe, expect, it } from 'vitest'
import { PRERENDERED_PATHS, renderArea } from './render-area.tsx'

describe("the Family Dashboard's prerendered frame", () => {
  it('is the heading where the loaded page has it, and the family loading in a screen-high place', async () => {
    expect(PRERENDERED_PATHS).toEqual(['/app/parent-dashboard'])
    const html = await renderArea('/app/parent-dashboard')
    // The same element path as the loaded page's heading, so the first paint stays the largest.
    expect(html).toMatch(/<header class="pp-family__header"><div><h1 id="family-dashboard-title">Family Dashboard<\/h1><\/div><\/header>/)
    expect(html).toContain('<div class="pp-family__pending">')
    expect(html).toContain('Loading your family…')
    expect(html).not.toContain('data-testid="session-spinner"')
    expect(html).not.toMatch(/\sstyle="/)
  })
})
