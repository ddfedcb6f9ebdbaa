import { describe, expect, test } from 'vitest'
import { BADGES, type BadgeStats } from '../badges.ts'
import { playerLevel } from '../player-level.ts'
import { achievementPoints, toAchievementCenter, toAchievementViews, toGameStats } from './achievement-views.ts'
import { BADGE_ACHIEVEMENTS } from './achievements.ts'
import { cardPoints, playPointsRange } from './card-points.ts'
import type { DecisionScenario, ProScenario, TriviaQuestion } from './content.ts'
import { gameLevel, gamePoints } from './game-level.ts'
import { REACTION_ROUNDS } from './reaction-round.ts'

const training = (s: Partial<BadgeStats> = {}): BadgeStats => ({
  sessions: 0,
  currentStreak: 0,
  longestStreak: 0,
  goalsCreated: 0,
  goalsCompleted: 0,
  level: 1,
  ...s,
})

describe('the totals: game points, achievement points, training XP (docs/features/games.md)', () => {
  test('protects behaviour: game points are the sum of play scores and the Game Level reads them alone', () => {
    expect(gamePoints([])).toBe(0)
    expect(gamePoints([{ score: 64 }, { score: 40 }, { score: 24 }, { score: 67 }])).toBe(195)
    const views = toAchievementViews(
      { gamesPlayed: 0, bestPercent: {}, training: training({ goalsCompleted: 1 }) },
      {
        achievements: new Map(),
        badges: new Map([['goal-getter', 1_000]]),
      },
    )
    // An earned achievement (Goal Getter, 25) adds to achievement points, never to game points.
    const stats = toGameStats([{ gameId: 'soccer-trivia', score: 195, maxScore: 300, finishedAt: 1_000 }], views)
    expect(stats.total_points).toBe(195)
    expect(stats.level).toBe(gameLevel(195).level)
    expect(toAchievementCenter(views).total_points).toBe(25)
    expect(achievementPoints(views)).toBe(25)
    expect(toGameStats([], views).total_points).toBe(0)
  })

  test('protects behaviour: Player Level comes from training XP only, a different ladder from the Game Level', () => {
    expect(playerLevel(195).level).toBe(2)
    expect(gameLevel(195).level).toBe(2)
    expect(playerLevel(475).level).toBe(4)
    expect(gameLevel(475).level).toBe(5)
  })
})

describe('badge achievements: progress and earned from one rule', () => {
  test('protects behaviour: for every badge and any numbers, the rule is met exactly when progress reaches its total', () => {
    const samples = [0, 1, 2, 4, 5, 6, 7, 9, 10, 19, 20, 29, 30, 31, 100]
    for (const badge of BADGES) {
      const achievement = BADGE_ACHIEVEMENTS.find((a) => a.badgeId === badge.id)!
      for (const n of samples) {
        const stats = training({ sessions: n, currentStreak: n, goalsCreated: n, goalsCompleted: n, level: Math.max(1, n) })
        const { progress, total } = achievement.progress({ gamesPlayed: 0, bestPercent: {}, training: stats })
        expect(progress >= total, `${badge.id} at ${n}`).toBe(badge.isEarned(stats))
        expect(total).toBe(badge.target)
      }
    }
  })

  test('protects behaviour: First Goal at 1/1 is the badge the server awards, so a recorded badge reads earned', () => {
    const stats = { gamesPlayed: 0, bestPercent: {}, training: training({ goalsCreated: 1 }) }
    const firstGoal = BADGE_ACHIEVEMENTS.find((a) => a.badgeId === 'first-goal')!
    expect(firstGoal.progress(stats)).toEqual({ progress: 1, total: 1 })
    expect(BADGES.find((b) => b.id === 'first-goal')!.isEarned(stats.training)).toBe(true)
    const view = toAchievementViews(stats, { achievements: new Map(), badges: new Map([['first-goal', 5_000]]) }).find(
      (v) => v.name === 'First Goal',
    )!
    expect(view).toMatchObject({ progress: 1, total: 1 })
    expect(view.earned_at).not.toBeNull()
  })
})

const scenario = (id: string, ageGroup: DecisionScenario['ageGroup'], points: number[]): DecisionScenario => ({
  id,
  situation: id,
  description: '',
  ageGroup,
  difficulty: 'beginner',
  timeLimit: 8,
  context: { score: '0-0', time: '10', situation: '', player: '', position: '' },
  options: points.map((p, i) => ({ id: `${id}-${i}`, action: `a${i}`, explanation: '', points: p, isOptimal: p === Math.max(...points) })),
})
const question = (id: string, difficulty: TriviaQuestion['difficulty']): TriviaQuestion => ({
  id,
  question: id,
  options: ['a', 'b', 'c', 'd'],
  correctAnswer: 0,
  explanation: '',
  category: 'Records',
  difficulty,
  year: 2022,
  competition: 'FIFA World Cup',
})

describe("the cards' points come from the content and the scoring rules", () => {
  test('protects behaviour: one play ranges from 0 (every answer out of time or wrong) to its best items summed', () => {
    expect(
      playPointsRange(
        [
          [
            { min: 0, max: 10 },
            { min: 0, max: 15 },
            { min: 0, max: 12 },
          ],
        ],
        2,
      ),
    ).toEqual({ min: 0, max: 27 })
    expect(playPointsRange([], 5)).toEqual({ min: 0, max: 0 })
    expect(playPointsRange([[{ min: 2, max: 3 }], [{ min: 1, max: 9 }]], 1)).toEqual({ min: 1, max: 9 })
  })

  test('protects behaviour: Decision Drill takes the best pool of an age group or Pro mode, trivia the 8 best questions, Reaction Master its targets', () => {
    const young = Array.from({ length: 6 }, (_, i) => scenario(`y${i}`, '8-12', [2, 5, 10 + i]))
    const teen = Array.from({ length: 5 }, (_, i) => scenario(`t${i}`, '13-17', [3, 15]))
    // Pro mode's best (5 × 12 = 60) is below the young pool's (11+12+13+14+15 = 65) and the teens' (5 × 15 = 75).
    const pro = Array.from({ length: 5 }, (_, i) => scenario(`p${i}`, '18+', [2, 12])) as unknown as ProScenario[]
    const questions = [
      ...Array.from({ length: 3 }, (_, i) => question(`h${i}`, 'Hard')),
      ...Array.from({ length: 10 }, (_, i) => question(`e${i}`, 'Easy')),
    ]
    const points = cardPoints({ decisionPools: [young, teen], proPool: pro, questions, reactionRounds: Object.values(REACTION_ROUNDS) })
    expect(points['decision-drill']).toEqual({ min: 0, max: 75 })
    expect(points['soccer-trivia']).toEqual({ min: 0, max: 3 * 12 + 5 * 5 })
    expect(points['reaction-master']).toEqual({ min: 0, max: 30 })
    // More content, a new top: the card follows.
    const harder = cardPoints({
      decisionPools: [young, teen],
      proPool: [],
      questions: questions.map((q) => ({ ...q, difficulty: 'Hard' as const })),
      reactionRounds: [],
    })
    expect(harder['soccer-trivia'].max).toBe(96)
    expect(harder['reaction-master']).toEqual({ min: 0, max: 0 })
  })
})
