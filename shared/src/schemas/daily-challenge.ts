import * as z from 'zod/mini'
import { AGE_GROUPS } from '../domain/age-group.ts'
import { DAILY_KINDS } from '../domain/games/daily-challenge.ts'
import { Feedback, PublicQuestion, PublicScenario } from './games.ts'

/**
 * The daily challenge API (docs/features/games.md "Daily challenge"). The server decides the day
 * (the account's time zone) and the items; no request names a day or a play, so a player can only
 * ever answer their own, today's, once.
 */

export const DailyKindSchema = z.enum(DAILY_KINDS, { error: 'Choose the scenario or the question' })

/** POST /api/games/daily/serve: show today's item of this kind (its clock starts now; repeated, it answers the same item, clock untouched). */
export const DailyServeRequest = z.strictObject({ kind: DailyKindSchema })
export type DailyServeRequest = z.infer<typeof DailyServeRequest>

/** POST /api/games/daily/answers: the answer to today's item on screen (a scenario's option id, a question's index; null when time ran out). */
export const DailyAnswerRequest = z.strictObject({
  kind: DailyKindSchema,
  item_id: z.string().check(z.minLength(1), z.maxLength(100)),
  choice: z.union([z.string().check(z.minLength(1), z.maxLength(100)), z.int().check(z.gte(0), z.lte(3)), z.null()], {
    error: 'Choose an answer',
  }),
})
export type DailyAnswerRequest = z.infer<typeof DailyAnswerRequest>

/** One of today's two items: not shown yet (no text), on screen (its text, no answers), or answered (its text and feedback). */
export const DailyItem = z.object({
  kind: DailyKindSchema,
  status: z.enum(['to_do', 'on_screen', 'done']),
  scenario: z.nullable(PublicScenario),
  question: z.nullable(PublicQuestion),
  /**
   * On screen: whole seconds left on the item's clock as the server counts from serving it (a
   * reload resumes the countdown, it does not restart it); null otherwise.
   */
  seconds_left: z.nullable(z.int()),
  /** Best option chosen / right answer given in time. */
  correct: z.nullable(z.boolean()),
  feedback: z.nullable(Feedback),
})
export type DailyItem = z.infer<typeof DailyItem>

export const DailyChallenge = z.object({
  /** The player's calendar day ('YYYY-MM-DD', the account's time zone). */
  day: z.string(),
  age_group: z.enum(AGE_GROUPS),
  /** The scenario, then the question. */
  items: z.array(DailyItem),
  /** Both answered today. */
  completed: z.boolean(),
  streak: z.object({ current: z.int(), best: z.int() }),
})
export type DailyChallenge = z.infer<typeof DailyChallenge>
export const DailyChallengeResponse = z.object({ challenge: DailyChallenge })
export type DailyChallengeResponse = z.infer<typeof DailyChallengeResponse>

export const DailyAnswerResponse = z.object({ feedback: Feedback, challenge: DailyChallenge })
export type DailyAnswerResponse = z.infer<typeof DailyAnswerResponse>
