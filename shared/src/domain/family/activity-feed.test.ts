import { describe, expect, it } from 'vitest'
import { type ActivityItem, type ActivityType, FEED_MAX_ITEMS, mergeFeed } from './activity-feed.ts'

const NOW = Date.parse('2026-11-22T12:00:00Z')
const HOUR = 3_600_000
const item = (memberId: string, type: ActivityType, hoursAgo: number): ActivityItem => ({
  memberId,
  memberName: memberId,
  type,
  description: `${type} ${hoursAgo}`,
  at: NOW - hoursAgo * HOUR,
})

describe('mergeFeed', () => {
  it('keeps only the last 7 days, newest first', () => {
    const feed = mergeFeed(
      [item('a', 'checkin', 5), item('a', 'training_session', 1), item('a', 'checkin', 7 * 24), item('a', 'game_played', 3)],
      NOW,
    )
    expect(feed.map((i) => i.description)).toEqual(['training_session 1', 'game_played 3', 'checkin 5'])
  })

  it('takes the newest 5 goals, sessions, check-ins and games and 3 badges per member', () => {
    const many = (memberId: string, type: ActivityType) => Array.from({ length: 8 }, (_, h) => item(memberId, type, h + 1))
    const feed = mergeFeed([...many('a', 'badge_earned'), ...many('a', 'training_session'), ...many('b', 'badge_earned')], NOW)
    const count = (memberId: string, type: ActivityType) => feed.filter((i) => i.memberId === memberId && i.type === type).length
    expect([count('a', 'badge_earned'), count('a', 'training_session'), count('b', 'badge_earned')]).toEqual([3, 5, 3])
    expect(feed.filter((i) => i.memberId === 'a' && i.type === 'badge_earned').map((i) => i.description)).toEqual([
      'badge_earned 1',
      'badge_earned 2',
      'badge_earned 3',
    ])
  })

  it('holds at most 50 items across members', () => {
    const types: ActivityType[] = ['goal_completed', 'training_session', 'checkin', 'game_played']
    const items = Array.from({ length: 5 }, (_, m) =>
      types.flatMap((t) => Array.from({ length: 5 }, (_, h) => item(`m${m}`, t, h + m))),
    ).flat()
    expect(items).toHaveLength(100)
    const feed = mergeFeed(items, NOW)
    expect(feed).toHaveLength(FEED_MAX_ITEMS)
    expect(feed.every((i, n) => n === 0 || feed[n - 1]!.at >= i.at)).toBe(true)
  })
})
