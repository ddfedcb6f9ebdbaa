import { describe, expect, test } from 'vitest'
import { apiCacheName, isOfflineRead, otherAccountsCaches, sessionUserId } from './api-reads.ts'

const origin = 'http://localhost:3000'
const url = (path: string) => new URL(path, origin)

describe('offline API reads', () => {
  test('protects behaviour: only GET reads of the offline pages, on this origin, are kept', () => {
    for (const path of [
      '/api/auth/session',
      '/api/progress/streak',
      '/api/goals?status=active',
      '/api/games/cards',
      '/api/training/stats?days=7',
    ])
      expect(isOfflineRead('GET', url(path), origin), path).toBe(true)
    expect(isOfflineRead('POST', url('/api/training'), origin)).toBe(false)
    expect(isOfflineRead('GET', url('/api/me/sessions'), origin)).toBe(false)
    expect(isOfflineRead('GET', url('/api/me/two-factor'), origin)).toBe(false)
    expect(isOfflineRead('GET', url('/api/dev/outbox'), origin)).toBe(false)
    expect(isOfflineRead('GET', url('/api/family/dashboard'), origin)).toBe(false)
    expect(isOfflineRead('GET', new URL('/api/goals', 'http://evil.test'), origin)).toBe(false)
  })

  test('protects behaviour: a sign-out or another account signing in deletes every other account cache', () => {
    const names = [apiCacheName('maya'), apiCacheName('leo'), 'pitchpath-remote-mfe_games-current']
    expect(otherAccountsCaches(names, 'leo')).toEqual([apiCacheName('maya')])
    expect(otherAccountsCaches(names, null)).toEqual([apiCacheName('maya'), apiCacheName('leo')])
  })

  test('protects behaviour: the account is read from the session answer, and nothing else counts as one', () => {
    expect(sessionUserId({ user: { id: 'usr_1', email: 'a@b.c' } })).toBe('usr_1')
    expect(sessionUserId({ user: null })).toBeNull()
    expect(sessionUserId({ user: { id: '../x' } })).toBeNull()
    expect(sessionUserId(null)).toBeNull()
  })
})
