import * as z from 'zod/mini'
import { AGE_GROUPS } from '../domain/age-group.ts'
import { ACHIEVEMENT_CATEGORIES, RARITIES } from '../domain/games/achievements.ts'
import { GAME_IDS, SCENARIO_DIFFICULTIES, TRIVIA_CATEGORIES, TRIVIA_DIFFICULTIES } from '../domain/games/game-catalogue.ts'

/**
 * The games API (edge-api/src/routes/games). A play starts on the server, which picks the items and
 * serves them one at a time without answers (the first with the play, each next one on request), so
 * the server times every answer from serving its item; the player gets each item's feedback once it
 * is answered; finishing scores the recorded answers and saves the result once. No request carries
 * a score, except Reaction Master's report, which must match the hits the server timed.
 */

export const GameIdSchema = z.enum(GAME_IDS, { error: 'Choose a game' })
const AgeGroupSchema = z.enum(AGE_GROUPS, { error: 'Choose an age group: 8-12, 13-17 or 18+' })

/** POST /api/games/plays. age_group counts only for visitors (13-17 if absent): a signed-in player's play takes the profile's. */
export const StartPlayRequest = z.strictObject({ game_id: GameIdSchema, age_group: z.optional(AgeGroupSchema) })
export type StartPlayRequest = z.infer<typeof StartPlayRequest>

export const PublicScenario = z.object({
  id: z.string(),
  situation: z.string(),
  description: z.string(),
  difficulty: z.enum(SCENARIO_DIFFICULTIES),
  time_limit: z.int(),
  team: z.nullable(z.string()),
  context: z.object({ score: z.string(), time: z.string(), situation: z.string(), player: z.string(), position: z.string() }),
  video_context: z.nullable(z.string()),
  options: z.array(z.object({ id: z.string(), action: z.string() })),
})
export type PublicScenario = z.infer<typeof PublicScenario>

export const PublicQuestion = z.object({
  id: z.string(),
  question: z.string(),
  options: z.array(z.string()).check(z.length(4)),
  category: z.enum(TRIVIA_CATEGORIES),
  difficulty: z.enum(TRIVIA_DIFFICULTIES),
  points: z.int(),
})
export type PublicQuestion = z.infer<typeof PublicQuestion>

export const ReactionRoundView = z.object({ targets: z.int(), lifetime_ms: z.int(), interval_ms: z.int(), size_px: z.int() })

export const Play = z.object({
  /** null for a signed-out visitor: the play is not stored and its result is not saved. */
  id: z.nullable(z.string()),
  game_id: GameIdSchema,
  age_group: AgeGroupSchema,
  started_at: z.string(),
  /** Trivia's 10-minute limit for the whole play; null for the other games. */
  time_limit_seconds: z.nullable(z.int()),
  /** How many items the play has; `scenarios`/`questions` hold those served so far (all of them in practice). */
  item_count: z.int(),
  scenarios: z.array(PublicScenario),
  questions: z.array(PublicQuestion),
  reaction: z.nullable(ReactionRoundView),
})
export type Play = z.infer<typeof Play>
export const PlayResponse = z.object({ play: Play })

/**
 * An answer to one item: a scenario's option id, or a question's option index; null when time ran
 * out. How long it took is measured by the server; an `elapsed_ms` sent by older clients is ignored.
 */
export const AnswerRequest = z.strictObject({
  item_id: z.string().check(z.minLength(1), z.maxLength(100)),
  choice: z.union([z.string().check(z.minLength(1), z.maxLength(100)), z.int().check(z.gte(0), z.lte(3)), z.null()], {
    error: 'Choose an answer',
  }),
  elapsed_ms: z.optional(z.number({ error: 'elapsed_ms must be a number of milliseconds' }).check(z.int(), z.gte(0), z.lte(3_600_000))),
})
export type AnswerRequest = z.infer<typeof AnswerRequest>

/** POST /api/games/plays/{id}/hits: Reaction Master's target `target` (0-based) was hit now. */
export const ReactionHitRequest = z.strictObject({ target: z.int({ error: 'target must be a target number' }).check(z.gte(0), z.lte(999)) })
export type ReactionHitRequest = z.infer<typeof ReactionHitRequest>
export const ReactionHitResponse = z.object({ hits: z.int() })

/** POST /api/games/practice/answers: a signed-out visitor's answer to a practice item, checked but not stored. */
export const PracticeAnswerRequest = z.extend(AnswerRequest, { game_id: GameIdSchema })
export type PracticeAnswerRequest = z.infer<typeof PracticeAnswerRequest>

export const RevealedOption = z.object({
  id: z.string(),
  action: z.string(),
  explanation: z.string(),
  points: z.int(),
  is_optimal: z.boolean(),
  pro_level: z.nullable(z.string()),
  reasoning: z.nullable(z.string()),
  outcome: z.nullable(z.string()),
  risk: z.nullable(z.enum(['low', 'medium', 'high'])),
})

export const Feedback = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('scenario'),
    item_id: z.string(),
    chosen: z.nullable(z.string()),
    timed_out: z.boolean(),
    /** Answered sooner than the item can be read: 0 points. */
    too_fast: z.boolean(),
    points: z.int(),
    max_points: z.int(),
    options: z.array(RevealedOption),
  }),
  z.object({
    kind: z.literal('question'),
    item_id: z.string(),
    chosen_index: z.nullable(z.int()),
    correct_index: z.int(),
    too_fast: z.boolean(),
    points: z.int(),
    max_points: z.int(),
    explanation: z.string(),
    /** The fact's year and source competition: told with the explanation, never before the answer (a year can be the answer). */
    year: z.int(),
    competition: z.string(),
  }),
])
export type Feedback = z.infer<typeof Feedback>
export const FeedbackResponse = z.object({ feedback: Feedback })

/** GET /api/games/plays/current?game=…: the games a reload can resume (docs/features/games.md). */
export const RESUMABLE_GAMES = ['soccer-trivia'] as const
export const CurrentPlayQuery = z.strictObject({ game: z.enum(RESUMABLE_GAMES, { error: 'Choose a game that can be resumed' }) })
export type CurrentPlayQuery = z.infer<typeof CurrentPlayQuery>

/**
 * The caller's unfinished play of that game, as far as it got: the items served so far and the
 * feedback of those answered, in order. null when there is none to resume (none started, finished,
 * out of time, or signed out).
 */
export const CurrentPlayResponse = z.object({ play: z.nullable(Play), feedback: z.array(Feedback) })
export type CurrentPlayResponse = z.infer<typeof CurrentPlayResponse>

/**
 * POST /api/games/plays/{id}/finish. Only Reaction Master sends numbers: the game page's count, which
 * must not exceed the hits the server timed (the saved score is the server's count).
 */
export const FinishPlayRequest = z.strictObject({
  score: z.optional(z.int().check(z.gte(0), z.lte(10_000))),
  max_score: z.optional(z.int().check(z.gte(1), z.lte(10_000))),
})
export type FinishPlayRequest = z.infer<typeof FinishPlayRequest>

export const AchievementView = z.object({
  name: z.string(),
  description: z.string(),
  points: z.int(),
  category: z.enum(ACHIEVEMENT_CATEGORIES),
  rarity: z.enum(RARITIES),
  earned_at: z.nullable(z.string()),
  progress: z.number(),
  total: z.number(),
})
export type AchievementView = z.infer<typeof AchievementView>

/** A finished play on the Game Hub's score history: its percent is scorePercent (domain/games/game-level.ts). */
export const RecentPlayView = z.object({
  game_id: GameIdSchema,
  score: z.int(),
  max_score: z.int(),
  percent: z.int(),
  finished_at: z.string(),
})
export type RecentPlayView = z.infer<typeof RecentPlayView>

export const GameStats = z.object({
  total_points: z.int(),
  level: z.int(),
  points_to_next_level: z.int(),
  progress_percent: z.int(),
  games_played: z.int(),
  average_score: z.int(),
  /** Up to 6, newest first (docs/features/games.md). */
  recent_achievements: z.array(AchievementView),
  /** The last 10 finished plays, oldest first (docs/features/games.md). */
  recent_plays: z.array(RecentPlayView),
})
export type GameStats = z.infer<typeof GameStats>
export const GameStatsResponse = z.object({ stats: GameStats })

/** One play's points, lowest and highest, computed from the content (docs/features/games.md). */
export const PointsRangeView = z.object({ min: z.int(), max: z.int() })
/** GET /api/games/cards: the Game Hub cards' points, per playable game. */
export const GameCardsResponse = z.object({
  points: z.object({ 'decision-drill': PointsRangeView, 'soccer-trivia': PointsRangeView, 'reaction-master': PointsRangeView }),
})
export type GameCardsResponse = z.infer<typeof GameCardsResponse>

export const GameResult = z.object({
  play_id: z.string(),
  game_id: GameIdSchema,
  score: z.int(),
  max_score: z.int(),
  percent: z.int(),
  duration_seconds: z.int(),
  created_at: z.string(),
})
export type GameResult = z.infer<typeof GameResult>

export const FinishPlayResponse = z.object({
  result: GameResult,
  /** true when this play had already been finished: the stored result, nothing changed. */
  replayed: z.boolean(),
  achievements_earned: z.array(AchievementView),
  stats: GameStats,
})
export type FinishPlayResponse = z.infer<typeof FinishPlayResponse>

/** GET /api/achievements: every achievement with the player's real progress. */
export const AchievementsResponse = z.object({
  achievements: z.array(AchievementView),
  total_points: z.int(),
  earned_count: z.int(),
  /** Whole percent of all achievements earned. */
  completion_rate: z.int(),
})
export type AchievementsResponse = z.infer<typeof AchievementsResponse>
