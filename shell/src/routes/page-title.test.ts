import { describe, expect, it } from 'vitest'
import { navLinks } from '@app/shared/domain/navigation.ts'
import { AREAS } from './areas.ts'
import { pageTitle, SHELL_PAGE_TITLES } from './page-title.ts'

const NOT_FOUND = 'Page not found · PitchPath'
// The shell's routable pages: app-routes.tsx accepts no other path (ShellPagePath).
const shellRoutes = Object.keys(SHELL_PAGE_TITLES)

describe('page titles (browser tab, history, screen readers)', () => {
  it('names every shell page and every area for what it is, with the site after it', () => {
    expect(shellRoutes.length).toBeGreaterThan(5)
    for (const path of [...shellRoutes, ...AREAS.map((a) => a.path.replace(':memberId', 'member-1'))]) {
      expect(pageTitle(path), path).toMatch(/^[^·]+ · PitchPath$/)
      expect(pageTitle(path), path).not.toBe(NOT_FOUND)
    }
  })

  it('gives the pages of the navigation different titles, so tabs and history tell them apart', () => {
    const paths = [
      ...navLinks(null),
      ...navLinks({ accountType: 'family_admin', subscription_tier: 'free', hasFamily: true, age: 18 }),
      ...navLinks({ accountType: 'family_member', subscription_tier: 'free', hasFamily: false, age: null }),
    ].map((l) => l.to)
    const titles = new Set(paths.map(pageTitle))
    expect(titles.size).toBe(new Set(paths).size)
  })

  it('titles the landing with the site name alone and an unknown address as not found', () => {
    expect(pageTitle('/')).toBe('PitchPath')
    expect(pageTitle('/app/games')).toBe('Game Hub · PitchPath')
    expect(pageTitle('/app/family/member/3f2a')).toBe('Family Member · PitchPath')
    expect(pageTitle('/app/no-such-page')).toBe(NOT_FOUND)
  })
})
