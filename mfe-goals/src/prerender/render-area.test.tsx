import { describe, expect, it } from 'vitest'
import { PRERENDERED_PATHS, renderArea } from './render-area.tsx'

describe("My Goals' prerendered HTML", () => {
  it('is the page as the first render in the browser draws it: heading, the session being checked, no member action', async () => {
    expect(PRERENDERED_PATHS).toEqual(['/app/goal-tracker'])
    const html = await renderArea('/app/goal-tracker')
    expect(html).toMatch(/<h1 id="goals-title">My Goals<\/h1>/)
    expect(html).toContain('data-testid="session-spinner"')
    expect(html).not.toContain('data-testid="new-goal-link"')
    expect(html).not.toMatch(/\sstyle="/)
  })
})
