import { describe, expect, test } from 'vitest'
import { rememberedPath, returnPath, sameOriginAppPath } from './return-path.ts'

describe('the return path after signing in or up', () => {
  test("protects behaviour: a parent's approval link comes back to the approval, token and all", () => {
    const back = `#return=${encodeURIComponent('/app/family/consent#token=abc-123')}`
    expect(returnPath(back)).toBe('/app/family/consent#token=abc-123')
    expect(rememberedPath({ from: { pathname: '/app/journey', search: '?tab=week', hash: '' } })).toBe('/app/journey?tab=week')
  })

  test('protects behaviour: an absolute, other-origin or non-app return is ignored (never an open redirect)', () => {
    for (const hostile of [
      'https://evil.example/app/family/consent',
      '//evil.example/app/x',
      '/\\evil.example/app/x',
      'javascript:alert(1)',
      '/app',
      '/other',
      '',
    ]) {
      expect(returnPath(`#return=${encodeURIComponent(hostile)}`), hostile).toBeNull()
      expect(sameOriginAppPath(hostile), hostile).toBeNull()
    }
    expect(returnPath('')).toBeNull()
    expect(rememberedPath({ from: { pathname: '//evil.example/app/x' } })).toBeNull()
    expect(rememberedPath(null)).toBeNull()
  })

  test('protects behaviour: a path that climbs out of /app is not taken back', () => {
    expect(sameOriginAppPath('/app/../admin')).toBeNull()
  })
})
