import { matchPath } from '@app/shared/routing/index.ts'
import { describe, expect, it } from 'vitest'
import { AREAS, findArea } from './areas.ts'

const SAMPLES = [
  '/app/games',
  '/app/games/',
  '/APP/Games',
  '/app/games/soccer-trivia',
  '/app/games/nope',
  '/app/family/member/42',
  '/app/family/member/',
  '/app/family/member/42/extra',
  '/app/family/member',
  '/app/goal-creation/new',
  '/app/goal-creation/new/',
  '/app/goal-tracker',
  '/app/goal-tracker-x',
  '/app',
  '/',
  '/app/plans',
  '/app//plans',
  '/app/subscription',
]

describe('findArea', () => {
  it('finds the area of every area path, a param filled in, with a trailing slash or other case', () => {
    expect(findArea('/app/games')?.remote).toBe('mfe_games')
    expect(findArea('/APP/Games/')?.title).toBe('Game Hub')
    expect(findArea('/app/family/member/42')?.title).toBe('Family Member')
    expect(findArea('/app/goal-creation/new')?.title).toBe('Create New Goal')
  })

  it('finds nothing for a longer, shorter or prefixed path, or an empty param', () => {
    for (const path of ['/app', '/app/goal-tracker-x', '/app/games/nope', '/app/family/member/', '/app/family/member/42/extra']) {
      expect(findArea(path), path).toBeUndefined()
    }
  })

  it('agrees with the router on which area a URL belongs to (it runs before the router is loaded)', () => {
    const byRouter = (pathname: string) => AREAS.find((a) => matchPath({ path: a.path, end: true }, pathname))
    for (const path of [...SAMPLES, ...AREAS.map((a) => a.path.replace(':memberId', 'm1'))]) {
      expect(findArea(path)?.path, path).toBe(byRouter(path)?.path)
    }
  })
})
