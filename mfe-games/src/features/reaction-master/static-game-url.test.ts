import { describe, expect, it } from 'vitest'
import { staticGameUrl } from './static-game-url.ts'

describe('staticGameUrl', () => {
  it('points at the static game page with the age group and the host page origin the result may be posted to', () => {
    const url = staticGameUrl('8-12', 'http://localhost:3000/app/games/reaction-master')
    expect(url.pathname).toBe('/reaction_master/index.html')
    expect(url.searchParams.get('ageGroup')).toBe('8-12')
    expect(url.searchParams.get('parentOrigin')).toBe('http://localhost:3000')
  })
})
