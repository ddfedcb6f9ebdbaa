import { z } from 'zod'
import { AGE_GROUPS } from '../domain/age-group.ts'
import { ACHIEVEMENT_CATEGORIES, RARITIES } from '../domain/games/achievements.ts'
import { GAME_IDS, SCENARIO_DIFFICULTIES, TRIVIA_CATEGORIES, TRIVIA_DIFFICULTIES } from '../domain/games/game-catalogue.ts'

/**
 * The games API (edge-api/src/routes/games). A play starts on the server, which picks the items and
 * sends them without answers; the player answers one item at a time and gets that item's feedback;
 * finishing scores the recorded answers and saves the result once. No request carries a score,
 * except Reaction Master's, which the server checks for plausibility.
 */

export const GameIdSchema = z.enum(GAME_IDS, { error: 'Choose a game' })
const AgeGroupSchema = z.enum(AGE_GROUPS, { error: 'Choose an age group: 8-12, 13-17 or 18+' })

/** POST /api/games/plays. age_group defaults to the player's (13-17 when signed out). */
export const StartPlayRequest = z.strictObject({ game_id: GameIdSchema, age_group: AgeGroupSchema.optional() })
export type StartPlayRequest = z.infer<typeof StartPlayRequest>

export const PublicScenario = z.object({
  id: z.string(),
  situation: z.string(),
  description: z.string(),
  difficulty: z.enum(SCENARIO_DIFFICULTIES),
  time_limit: z.number().int(),
  team: z.string().nullable(),
  context: z.object({ score: z.string(), time: z.string(), situation: z.string(), player: z.string(), position: z.string() }),
  video_context: z.string().nullable(),
  options: z.array(z.object({ id: z.string(), action: z.string() })),
})
export type PublicScenario = z.infer<typeof PublicScenario>

export const PublicQuestion = z.object({
  id: z.string(),
  question: z.string(),
  options: z.array(z.string()).length(4),
  category: z.enum(TRIVIA_CATEGORIES),
  difficulty: z.enum(TRIVIA_DIFFICULTIES),
  year: z.number().int().nullable(),
  points: z.number().int(),
})
export type PublicQuestion = z.infer<typeof PublicQuestion>

export const ReactionRoundView = z.object({ targets: z.number().int(), lifetime_ms: z.number().int(), interval_ms: z.number().int(), size_px: z.number().int() })

export const Play = z.object({
  /** null for a signed-out visitor: the play is not stored and its result is not saved. */
  id: z.string().nullable(),
  game_id: GameIdSchema,
  age_group: AgeGroupSchema,
  started_at: z.string(),
  /** Trivia's 10-minute limit for the whole play; null for the other games. */
  time_limit_seconds: z.number().int().nullable(),
  scenarios: z.array(PublicScenario),
  questions: z.array(PublicQuestion),
  reaction: ReactionRoundView.nullable(),
})
export type Play = z.infer<typeof Play>
export const PlayResponse = z.object({ play: Play })

/**
 * An answer to one item: a scenario's option id, or a question's option index; null when time ran
 * out. elapsed_ms is how long the player took on this item.
 */
export const AnswerRequest = z.strictObject({
  item_id: z.string().min(1).max(100),
  choice: z.union([z.string().min(1).max(100), z.number().int().min(0).max(3), z.null()], { error: 'Choose an answer' }),
  elapsed_ms: z.number({ error: 'elapsed_ms must be a number of milliseconds' }).int().min(0).max(3_600_000),
})
export type AnswerRequest = z.infer<typeof AnswerRequest>

/** POST /api/games/practice/answers: a signed-out visitor's answer, checked but not stored. */
export const PracticeAnswerRequest = AnswerRequest.extend({ game_id: GameIdSchema })
export type PracticeAnswerRequest = z.infer<typeof PracticeAnswerRequest>

export const RevealedOption = z.object({
  id: z.string(),
  action: z.string(),
  explanation: z.string(),
  points: z.number().int(),
  is_optimal: z.boolean(),
  pro_level: z.string().nullable(),
  reasoning: z.string().nullable(),
  outcome: z.string().nullable(),
  risk: z.enum(['low', 'medium', 'high']).nullable(),
})

export const Feedback = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('scenario'),
    item_id: z.string(),
    chosen: z.string().nullable(),
    timed_out: z.boolean(),
    points: z.number().int(),
    max_points: z.number().int(),
    options: z.array(RevealedOption),
  }),
  z.object({
    kind: z.literal('question'),
    item_id: z.string(),
    chosen_index: z.number().int().nullable(),
    correct_index: z.number().int(),
    points: z.number().int(),
    max_points: z.number().int(),
    explanation: z.string(),
  }),
])
export type Feedback = z.infer<typeof Feedback>
export const FeedbackResponse = z.object({ feedback: Feedback })

/** POST /api/games/plays/{id}/finish. Only Reaction Master sends numbers, and they are checked. */
export const FinishPlayRequest = z.strictObject({
  score: z.number().int().min(0).max(10_000).optional(),
  max_score: z.number().int().min(1).max(10_000).optional(),
})
export type FinishPlayRequest = z.infer<typeof FinishPlayRequest>

export const AchievementView = z.object({
  name: z.string(),
  description: z.string(),
  points: z.number().int(),
  category: z.enum(ACHIEVEMENT_CATEGORIES),
  rarity: z.enum(RARITIES),
  earned_at: z.string().nullable(),
  progress: z.number(),
  total: z.number(),
})
export type AchievementView = z.infer<typeof AchievementView>

export const GameStats = z.object({
  total_points: z.number().int(),
  level: z.number().int(),
  points_to_next_level: z.number().int(),
  progress_percent: z.number().int(),
  games_played: z.number().int(),
  average_score: z.number().int(),
  /** Up to 6, newest first (spec §2). */
  recent_achievements: z.array(AchievementView),
})
export type GameStats = z.infer<typeof GameStats>
export const GameStatsResponse = z.object({ stats: GameStats })

export const GameResult = z.object({
  play_id: z.string(),
  game_id: GameIdSchema,
  score: z.number().int(),
  max_score: z.number().int(),
  percent: z.number().int(),
  duration_seconds: z.number().int(),
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
  total_points: z.number().int(),
  earned_count: z.number().int(),
  /** Whole percent of all achievements earned. */
  completion_rate: z.number().int(),
})
export type AchievementsResponse = z.infer<typeof AchievementsResponse>
