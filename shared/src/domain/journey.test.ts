import { describe, expect, test } from 'vitest'
import { journeyText, levelsReachedBetween, streakRecordsBetween } from './journey.ts'

describe('journey milestones', () => {
  test('protects behaviour: a session that crosses several levels records each level reached once', () => {
    expect(levelsReachedBetween(1, 3)).toEqual([2, 3])
    expect(levelsReachedBetween(4, 4)).toEqual([])
  })

  test('protects behaviour: only milestone lengths of a new longest streak become streak records', () => {
    expect(streakRecordsBetween(6, 7)).toEqual([7])
    expect(streakRecordsBetween(7, 8)).toEqual([])
    expect(streakRecordsBetween(0, 3)).toEqual([3])
    expect(streakRecordsBetween(2, 2)).toEqual([])
  })

  test('protects behaviour: each kind of entry reads as a sentence a player understands', () => {
    expect(journeyText('level_reached', 2, 'Rookie')).toBe('Reached Player Level 2 · Rookie')
    expect(journeyText('badge_earned', null, 'Week Warrior')).toBe('Earned the Week Warrior badge')
    expect(journeyText('streak_record', 7, '')).toBe('New streak record: 7 days in a row')
    expect(journeyText('goal_completed', null, 'Juggle 50 times')).toBe('Completed the goal “Juggle 50 times”')
  })
})
