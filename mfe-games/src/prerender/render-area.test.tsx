import { describe, expect, it } from 'vitest'
import { PRERENDERED_PATHS, renderArea } from './render-area.tsx'

describe("the Game Hub's prerendered HTML", () => {
  it('is the whole hub as the first render in the browser draws it: heading, cards, the session being checked', async () => {
    expect(PRERENDERED_PATHS).toEqual(['/app/games'])
    const html = await renderArea('/app/games')
    expect(html).toMatch(/<h1 id="game-hub-title">Game Hub<\/h1>/)
    expect(html).toContain('data-testid="game-card-decision-drill"')
    expect(html).toContain('Checking your session…')
    expect(html.match(/<svg class="pp-hub__game-icon"/g)).toHaveLength(4)
    // Built without REMOTE_BUILD_LABEL, as every build but a labelled deploy: no build line for players.
    expect(html).not.toContain('remote-build-label')
    // The CSP forbids style attributes: the page would lose them.
    expect(html).not.toMatch(/\sstyle="/)
  })
})
